#include "isa.hpp"

#include <stdexcept>
#include <string>

namespace cpuroof {

std::string_view isa_name(Isa isa) {
  switch (isa) {
    case Isa::scalar: return "scalar";
    case Isa::avx2: return "avx2";
    case Isa::avx512: return "avx512";
  }
  return "unknown";
}

std::optional<Isa> isa_from_name(std::string_view name) {
  for (Isa isa : kAllIsas)
    if (isa_name(isa) == name) return isa;
  return std::nullopt;
}

int isa_vector_bytes(Isa isa) {
  switch (isa) {
    case Isa::scalar: return 8;
    case Isa::avx2: return 32;
    case Isa::avx512: return 64;
  }
  return 0;
}

namespace {

bool cpu_has(Isa isa) {
  __builtin_cpu_init();
  // Every level is compiled with FMA (the scalar level uses scalar FMA instructions).
  const bool fma = __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2");
  switch (isa) {
    case Isa::scalar:
    case Isa::avx2: return fma;
    case Isa::avx512:
      return fma && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
             __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw");
  }
  return false;
}

}  // namespace

// Asked on every kernel call (isa_table): the answers are read once, not per call, where the cpuid
// queries cost a noticeable part of an L1-sized BLAS-1 call.
bool cpu_supports(Isa isa) {
  static const bool has[] = {cpu_has(Isa::scalar), cpu_has(Isa::avx2), cpu_has(Isa::avx512)};
  return has[static_cast<int>(isa)];
}

std::vector<Isa> supported_isas() {
  std::vector<Isa> out;
  for (Isa isa : kAllIsas)
    if (cpu_supports(isa)) out.push_back(isa);
  return out;
}

void require_isa(Isa isa) {
  if (!cpu_supports(isa))
    throw std::invalid_argument("this CPU cannot run ISA level '" + std::string(isa_name(isa)) + "'");
}

Isa best_isa() {
  Isa best = Isa::scalar;
  for (Isa isa : supported_isas()) best = isa;
  return best;
}

}  // namespace cpuroof
