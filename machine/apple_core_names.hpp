#pragma once
// The cores of an Apple chip by its name and perf level, where macOS shows no MIDR_EL1: the chip's
// name is machdep.cpu.brand_string ("Apple M4 Pro"), the perf level hw.perflevelN's N (0: the P
// cores, 1: the E cores). Header-only, no OS calls. M1 and M2 cores carry the names arm_core_names.hpp
// gives their MIDR parts, so both routes meet the same core models; M3 and M4 cores, which no Linux
// lists, are named by chip and kind. A chip or variant not listed is "unknown", never its neighbour.
#include <string>
#include <string_view>

namespace cpuroof {

inline std::string apple_core_name(std::string_view brand, int perf_level) {
  constexpr std::string_view kPrefix = "Apple M";
  if (brand.size() > 64 || brand.substr(0, kPrefix.size()) != kPrefix || (perf_level != 0 && perf_level != 1))
    return "unknown";
  const std::string_view rest = brand.substr(kPrefix.size());
  const std::string_view generation = rest.substr(0, rest.find(' '));
  const std::string_view variant = rest.substr(generation.size());
  // Apple's variants of a generation share its cores (Pro, Max and Ultra have more of them).
  if (!variant.empty() && variant != " Pro" && variant != " Max" && variant != " Ultra") return "unknown";
  const bool p = perf_level == 0;
  if (generation == "1") return p ? "Apple M1 Firestorm" : "Apple M1 Icestorm";
  if (generation == "2") return p ? "Apple M2 Avalanche" : "Apple M2 Blizzard";
  if (generation == "3") return p ? "Apple M3 P-core" : "Apple M3 E-core";
  if (generation == "4") return p ? "Apple M4 P-core" : "Apple M4 E-core";
  return "unknown";
}

}  // namespace cpuroof
