#include "isa.hpp"

#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(_M_X64)
// GCC and clang check the OS's register-state support (XGETBV) with the CPUID bits.
#define CPUROOF_CPU_HAS(feature) __builtin_cpu_supports(feature)
#elif defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>

#include <string_view>

namespace cpuroof {
namespace {

// The kernel reports what the CPU and the kernel together support in AT_HWCAP/AT_HWCAP2 (so SVE is
// absent where the kernel does not save its registers). Named as /proc/cpuinfo's "Features" spells them.
struct Hwcap {
  std::string_view name;
  unsigned long type;  // AT_HWCAP or AT_HWCAP2
  unsigned long bit;
};
constexpr Hwcap kHwcaps[] = {
    {"fp", AT_HWCAP, HWCAP_FP},           {"asimd", AT_HWCAP, HWCAP_ASIMD},     {"fphp", AT_HWCAP, HWCAP_FPHP},
    {"asimdhp", AT_HWCAP, HWCAP_ASIMDHP}, {"asimddp", AT_HWCAP, HWCAP_ASIMDDP}, {"sve", AT_HWCAP, HWCAP_SVE},
    {"sve2", AT_HWCAP2, HWCAP2_SVE2},     {"i8mm", AT_HWCAP2, HWCAP2_I8MM},     {"bf16", AT_HWCAP2, HWCAP2_BF16},
};

// Evaluated at compile time: a level naming a feature this table lacks does not build.
consteval Hwcap hwcap(std::string_view name) {
  for (const Hwcap& h : kHwcaps)
    if (h.name == name) return h;
  throw "cpuroof: no hwcap bit for this feature name";
}

bool hwcap_has(Hwcap h) { return (getauxval(h.type) & h.bit) != 0; }

}  // namespace
}  // namespace cpuroof
#define CPUROOF_CPU_HAS(feature) hwcap_has(hwcap(feature))
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
