#pragma once
// ISA levels: the rows of cmake/IsaLevels.cmake (generated into isa_levels.inc), narrowest first,
// and the run-time check of which ones this CPU can execute.
#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

namespace cpuroof {

enum class Isa {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) name,
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};

inline constexpr Isa kAllIsas[] = {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) Isa::name,
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};
inline constexpr std::size_t kIsaCount = std::size(kAllIsas);

struct IsaFacts {
  std::string_view name;
  std::string_view features;  // CPU features the run-time check requires, space-separated
  int vector_bytes;           // 0 for a level that works one element at a time
  int registers;              // architectural vector registers the level's code may use
};
inline constexpr IsaFacts kIsaFacts[] = {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) {#name, features, vector_bytes, registers},
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};

constexpr std::string_view isa_name(Isa isa) { return kIsaFacts[static_cast<std::size_t>(isa)].name; }
constexpr std::string_view isa_features(Isa isa) { return kIsaFacts[static_cast<std::size_t>(isa)].features; }
constexpr int isa_vector_bytes(Isa isa) { return kIsaFacts[static_cast<std::size_t>(isa)].vector_bytes; }
constexpr int isa_vector_registers(Isa isa) { return kIsaFacts[static_cast<std::size_t>(isa)].registers; }
// Elements of `elem_bytes` each that one instruction of the level processes.
constexpr int isa_lanes(Isa isa, std::size_t elem_bytes) {
  return isa_vector_bytes(isa) == 0 ? 1 : isa_vector_bytes(isa) / static_cast<int>(elem_bytes);
}
// True when this CPU (and OS, for the register state) can run the level's code. Read once.
bool cpu_supports(Isa isa);
// Levels this CPU runs, narrowest first.
std::vector<Isa> supported_isas();
// The widest level this CPU runs.
Isa best_isa();

// Throws std::invalid_argument naming the level when this CPU cannot run it.
void require_isa(Isa isa);

}  // namespace cpuroof
