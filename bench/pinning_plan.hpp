#pragma once
// Which CPUs each benchmark of a thread sweep runs on. On a machine of one kind of core the sweep is
// as it always was: one entry per thread count, unpinned (OMP_PLACES / OMP_PROC_BIND decide). On a
// hybrid machine: a sweep pinned within each kind (so its roofs at 1 thread are one thread per kind),
// and a sweep across all kinds, each thread on its own core. Pure: tested on hwloc XML topologies.
#include <string>
#include <utility>
#include <vector>

#include "core_kinds.hpp"

namespace cpuroof::bench {

// The kind name of the sweep across every kind of a hybrid machine.
inline constexpr const char* kAllKinds = "all";

struct Placement {
  std::string kind;  // a CoreKind's name, kAllKinds, or empty (one kind: no `kind:` part)
  int threads = 1;
  std::vector<int> cpus;  // OS index of the CPU each OpenMP thread is bound to; empty: unpinned
  // The kind of each thread's CPU, beside `cpus`: where the OS binds no thread to a CPU (macOS), the
  // thread asks for a core of that kind instead (pin_team.hpp).
  std::vector<std::string> thread_kinds;
  // The last-level cache its threads reach together (domains.hpp cache_reach_bytes): past it, and not
  // the whole machine's, is DRAM for them. 0: unknown (the plan's last cache).
  std::size_t cache_reach_bytes = 0;
};

// `thread_counts` is the plan's sweep (ascending, its last the most threads the run may use).
// Within a kind: the counts up to its cores, and its core count (capped by the most threads).
// Across all: the counts above the first kind's cores, and every allowed core (capped), filling the
// kinds most performant first, one hardware thread (the first) per core; at or below the first
// kind's cores that sweep would be the first kind's own.
// On a machine of one kind, `pin_order` (each core's first hardware thread, domains contiguous) pins
// each count's threads to its first cores; empty: unpinned.
std::vector<Placement> plan_placements(const std::vector<CoreKind>& kinds, const std::vector<int>& thread_counts,
                                       const std::vector<int>& pin_order = {});

// The benchmark-name parameters with the placement's `kind:<name>` after them (none when unnamed).
std::vector<std::pair<std::string, std::string>> with_kind(std::vector<std::pair<std::string, std::string>> params,
                                                           const Placement& at);

}  // namespace cpuroof::bench
