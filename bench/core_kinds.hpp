#pragma once
// The kinds of core a machine has (Intel P/E, Arm big/LITTLE, Apple P/E), from hwloc's cpukinds.
// A machine hwloc gives no kinds or one is one kind with an empty name: nothing in the run's names,
// labels or files changes there.
#include <hwloc.h>

#include <string>
#include <utility>
#include <vector>

namespace cpuroof::bench {

struct CoreKind {
  // Ranked by hwloc's efficiency, most performant first: "P", then "M1", "M2", ... for middle kinds,
  // and "E" for the most energy-efficient; "k0", "k1", ... in hwloc's order when hwloc could not rank
  // them (efficiency -1); empty on a machine of one kind.
  std::string name;
  int efficiency = -1;                                     // hwloc's rank: higher is more performant, -1 unknown
  std::vector<std::pair<std::string, std::string>> infos;  // hwloc's: CoreType, FrequencyMaxMHz, ...
  std::vector<int> cpus;                                   // OS indexes of its allowed hardware threads, ascending
  std::vector<std::vector<int>> cores;  // each core's allowed hardware threads, in hwloc's core order
};

// The kinds of the cores of `topology` that have a hardware thread in `allowed` (nullptr: all).
// Kinds left without an allowed core are dropped; a single kind left has an empty name.
std::vector<CoreKind> read_core_kinds(hwloc_topology_t topology, hwloc_const_cpuset_t allowed);

// This process's kinds: the machine's topology over the CPUs it started on
// (platform::startup_cpus(): its mask and OpenMP places; empty: every CPU).
std::vector<CoreKind> read_machine_core_kinds(const std::vector<int>& started_on);

// More than one kind of core: names, labels and the pinning plan then carry the kind.
inline bool is_hybrid(const std::vector<CoreKind>& kinds) { return kinds.size() > 1; }

// The kinds as the run's context records them (cpuroof_core_kinds): a JSON array of
// {"name", "efficiency", "cpus", "cores", "infos"}.
std::string core_kinds_json(const std::vector<CoreKind>& kinds);

}  // namespace cpuroof::bench
