#pragma once
// An Arm CPU's identity: MIDR_EL1's fields, as the OS lists them per CPU (platform/platform.hpp's
// arm_cpus) and hwloc per package (bench/cpu_description.hpp). Header-only, no OS calls.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace cpuroof {

struct ArmCoreId {
  int implementer = -1, variant = -1, part = -1, revision = -1;  // -1: not recorded
  bool operator==(const ArmCoreId&) const = default;
};

// The kinds of core in a list of CPUs: distinct (implementer, part), in the order first seen
// (big.LITTLE phones and Apple's P/E clusters have two or three).
inline std::vector<ArmCoreId> core_kinds(const std::vector<ArmCoreId>& cpus) {
  std::vector<ArmCoreId> kinds;
  for (const ArmCoreId& c : cpus)
    if (std::none_of(kinds.begin(), kinds.end(),
                     [&](const ArmCoreId& k) { return k.implementer == c.implementer && k.part == c.part; }))
      kinds.push_back(c);
  return kinds;
}

// "0x41" / "0xd4f": the hexadecimal form /proc/cpuinfo prints and meta.json records.
inline std::string hex_id(int value) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%x", value);
  return buf;
}

}  // namespace cpuroof
