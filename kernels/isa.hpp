#pragma once
// ISA levels that kernels are compiled for (one translation unit per level, cmake/IsaSources.cmake)
// and the run-time check of which ones this CPU can execute.
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace cpuroof {

enum class Isa { scalar, avx2, avx512 };

inline constexpr Isa kAllIsas[] = {Isa::scalar, Isa::avx2, Isa::avx512};

std::string_view isa_name(Isa isa);
std::optional<Isa> isa_from_name(std::string_view name);
// Vector register width in bytes the level's kernels use (8 for scalar f64).
int isa_vector_bytes(Isa isa);
// True when this CPU (and OS, for the register state) can run the level's code.
bool cpu_supports(Isa isa);
// Levels this CPU runs, narrowest first.
std::vector<Isa> supported_isas();
// The widest level this CPU runs.
Isa best_isa();

// Throws std::invalid_argument naming the level when this CPU cannot run it.
void require_isa(Isa isa);

// A kernel family's per-level table: checks the CPU runs `isa`, then calls that level's factory
// (each defined in the family's <family>_<isa>.cpp unit).
template <class Scalar, class Avx2, class Avx512>
auto isa_table(Isa isa, Scalar scalar, Avx2 avx2, Avx512 avx512) {
  require_isa(isa);
  switch (isa) {
    case Isa::avx2: return avx2();
    case Isa::avx512: return avx512();
    case Isa::scalar: break;
  }
  return scalar();
}

}  // namespace cpuroof
