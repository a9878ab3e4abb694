#pragma once
// ISA levels of the architecture the kernels are built for: the rows of cmake/IsaLevels.cmake
// (generated into isa_levels.inc, with their run-time checks), narrowest first, their facts from the
// table of every architecture (machine/isa_table.hpp), and which ones this CPU can execute.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "isa_built.hpp"
#include "machine/isa_table.hpp"

namespace cpuroof {

#if defined(__x86_64__) || defined(_M_X64)
inline constexpr std::string_view kBuildArch = "x86_64";
#elif defined(__aarch64__)
inline constexpr std::string_view kBuildArch = "aarch64";
#endif

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

// The levels' rows, in Isa order.
inline constexpr const IsaRow* kIsaFacts[] = {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) isa_row(#name, kBuildArch),
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};

// Extension levels (cmake/IsaLevels.cmake's cpuroof_isa_extension rows): a base level plus the
// instructions one CPU feature adds, for hand-written kernels. `none` asks for the base level alone.
enum class IsaExtension {
  none,
#define CPUROOF_ISA_EXTENSION(name, base, features, check) name,
#include "isa_extensions.inc"
#undef CPUROOF_ISA_EXTENSION
};

struct IsaExtensionFacts {
  std::string_view name;
  Isa base;
  std::string_view features;  // CPU features beyond the base level's, space-separated
};
inline constexpr IsaExtensionFacts kIsaExtensionFacts[] = {
    {"none", kAllIsas[0], ""},
#define CPUROOF_ISA_EXTENSION(name, base, features, check) {#name, Isa::base, features},
#include "isa_extensions.inc"
#undef CPUROOF_ISA_EXTENSION
};

constexpr const IsaRow& isa_facts(Isa isa) { return *kIsaFacts[static_cast<std::size_t>(isa)]; }
constexpr std::string_view isa_name(Isa isa) { return isa_facts(isa).name; }
constexpr std::string_view isa_features(Isa isa) { return isa_facts(isa).features; }
constexpr int isa_vector_registers(Isa isa) { return isa_facts(isa).registers; }
// For a level built at several vector lengths (SVE): the length this CPU runs it at, in bits, or 0
// when the CPU lacks the level's features; 0 for every other level.
int cpu_vector_bits(Isa isa);
// Bytes one vector of the level holds (0 for a level that works one element at a time): the row's
// figure, or for a level built at several lengths the CPU's length (the shortest built without it).
int isa_vector_bytes(Isa isa);
// Elements of `elem_bytes` each that one instruction of the level processes.
int isa_lanes(Isa isa, std::size_t elem_bytes);
// True when this CPU (and OS, for the register state) can run the level's code, at a built vector
// length for a level built at several. Read once.
bool cpu_supports(Isa isa);
// Levels this CPU runs, narrowest first.
std::vector<Isa> supported_isas();
// The widest level this CPU runs.
Isa best_isa();

constexpr const IsaExtensionFacts& isa_extension_facts(IsaExtension e) {
  return kIsaExtensionFacts[static_cast<std::size_t>(e)];
}
// True when this CPU runs the extension: its base level and its features (always for `none`). Read once.
bool cpu_supports(IsaExtension extension);

// Why this CPU cannot run the level, naming it and the features it needs or, for a level built at
// several vector lengths, the CPU's length; empty when it can.
std::string isa_unsupported_reason(Isa isa);
// The CPU features this build's levels and extensions check (cmake/IsaLevels.cmake's FEATURES) that
// this CPU has, space-separated in the table's order: what a run records as the CPU's ISA flags.
std::string cpu_features_present();
// Throws std::invalid_argument with isa_unsupported_reason when this CPU cannot run the level.
void require_isa(Isa isa);

// While one lives, this process answers as a CPU with only the narrowest level: every other level
// (and every extension above it) is refused, its reason saying so. For the tests of refusals, which
// then assert on every host, whatever it runs; no measurement uses it.
class NarrowestLevelOnly {
 public:
  NarrowestLevelOnly();
  ~NarrowestLevelOnly();
  NarrowestLevelOnly(const NarrowestLevelOnly&) = delete;
  NarrowestLevelOnly& operator=(const NarrowestLevelOnly&) = delete;
};

}  // namespace cpuroof
