#pragma once
// The cores of an Apple chip by its name and perf level, where macOS shows no MIDR_EL1: the chip's
// name is machdep.cpu.brand_string ("Apple M4 Pro"), the perf level hw.perflevelN's N (0: the P
// cores, 1: the E cores). Header-only, no OS calls. M1 and M2 cores carry the names arm_core_names.hpp
// gives their MIDR parts, so both routes meet the same core models; M3 and M4 cores, which no Linux
// lists, are named by chip and kind. A chip or variant not listed is "unknown", never its neighbour.
#include <string>
#include <string_view>

namespace cpuroof {

// Every name apple_core_name gives but "unknown": P core, then E core, per generation.
inline constexpr std::string_view kAppleCoreNames[] = {"Apple M1 Firestorm", "Apple M1 Icestorm", "Apple M2 Avalanche",
                                                       "Apple M2 Blizzard",  "Apple M3 P-core",   "Apple M3 E-core",
                                                       "Apple M4 P-core",    "Apple M4 E-core"};

inline std::string apple_core_name(std::string_view brand, int perf_level) {
  constexpr std::string_view kPrefix = "Apple M";
  if (brand.size() > 64 || brand.substr(0, kPrefix.size()) != kPrefix || (perf_level != 0 && perf_level != 1))
    return "unknown";
  const std::string_view rest = brand.substr(kPrefix.size());
  const std::string_view generation = rest.substr(0, rest.find(' '));
  const std::string_view variant = rest.substr(generation.size());
  // Apple's variants of a generation share its cores (Pro, Max and Ultra have more of them).
  if (!variant.empty() && variant != " Pro" && variant != " Max" && variant != " Ultra") return "unknown";
  if (generation.size() != 1 || generation[0] < '1' || generation[0] > '4') return "unknown";
  return std::string(kAppleCoreNames[2 * (generation[0] - '1') + perf_level]);
}

// Whether `name` is one apple_core_name gives (a name read from a file is kept only then).
inline bool is_apple_core_name(std::string_view name) {
  for (std::string_view known : kAppleCoreNames)
    if (name == known) return true;
  return false;
}

}  // namespace cpuroof
