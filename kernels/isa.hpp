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

}  // namespace cpuroof
