#include "isa.hpp"

#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(_M_X64)
// GCC and clang check the OS's register-state support (XGETBV) with the CPUID bits.
#define CPUROOF_CPU_HAS(feature) __builtin_cpu_supports(feature)
#else
#error "cpuroof: no run-time CPU feature check for this architecture"
#endif

namespace cpuroof {
namespace {

using Check = bool (*)();
constexpr Check kChecks[] = {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) [] { return static_cast<bool>(check); },
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};

}  // namespace

bool cpu_supports(Isa isa) {
  static const auto has = [] {
#if defined(__x86_64__) || defined(_M_X64)
    __builtin_cpu_init();
#endif
    std::array<bool, kIsaCount> out{};
    for (std::size_t i = 0; i < kIsaCount; ++i) out[i] = kChecks[i]();
    return out;
  }();
  return has[static_cast<std::size_t>(isa)];
}

std::vector<Isa> supported_isas() {
  std::vector<Isa> out;
  for (Isa isa : kAllIsas)
    if (cpu_supports(isa)) out.push_back(isa);
  return out;
}

void require_isa(Isa isa) {
  if (!cpu_supports(isa))
    throw std::invalid_argument("this CPU cannot run ISA level '" + std::string(isa_name(isa)) + "' (needs " +
                                std::string(isa_features(isa)) + ")");
}

Isa best_isa() {
  Isa best = kAllIsas[0];
  for (Isa isa : supported_isas()) best = isa;
  return best;
}

}  // namespace cpuroof
