#pragma once
// The nested domains a machine's cores share, from hwloc: a last-level cache (a CCX, a cluster, a
// die), a NUMA node, a package. The plan's thread counts are their sizes (one domain filled at a
// time), and its NUMA rows their nodes. hwloc answers for the machine it runs on, or for the topology
// HWLOC_XMLFILE or HWLOC_SYNTHETIC describe (the dry run plans a machine that is not this one).
#include <hwloc.h>

#include <cstddef>
#include <string>
#include <vector>

#include "plan.hpp"

namespace cpuroof::bench {

struct Domains {
  // Each allowed core's first hardware thread, in hwloc's order: every domain's cores are contiguous
  // in it, so the first n cores fill the first domains.
  std::vector<int> core_cpus;
  // Allowed cores in the first domain of each kind (0: the machine has no such object).
  int cache_domain_cores = 0;  // the last-level cache's
  int numa_node_cores = 0;
  int package_cores = 0;
  // Beside core_cpus: the index of each core's last-level cache (-1: none), and each cache's bytes.
  std::vector<int> core_cache;
  std::vector<std::size_t> cache_bytes;
  // Each NUMA node's cores (their first hardware threads), nodes without an allowed core left out.
  std::vector<std::vector<int>> numa_nodes;
  std::size_t last_cache_bytes = 0;        // one last-level cache
  std::size_t last_cache_total_bytes = 0;  // all of them together
  std::size_t memory_bytes = 0;            // the machine's, as the topology states it (0: not stated)
  bool this_system = true;                 // false: a topology from a file or a synthetic description
};

// The domains of `topology`'s cores that have a hardware thread in `allowed` (nullptr: all).
Domains read_domains(hwloc_topology_t topology, hwloc_const_cpuset_t allowed);

// This process's machine, or the one HWLOC_XMLFILE or HWLOC_SYNTHETIC describe: on this machine over
// the CPUs it started on (empty: every CPU), on another over all of its CPUs.
Domains read_machine_domains(const std::vector<int>& started_on);

// The last-level cache the threads on `cpus` (first hardware threads of cores) reach together: the
// bytes of every cache one of them sits under; 0 when the topology shows no cache.
std::size_t cache_reach_bytes(const Domains& domains, const std::vector<int>& cpus);

// The thread counts a profile measures at, ascending, each at most `max_threads`: 1, each domain's
// cores (a last-level cache's, a NUMA node's, a package's) and all cores; the full profile adds the
// powers of two below the first domain. Without domains (none given): 1 and all cores, and the
// powers of two between them in the full profile.
std::vector<int> domain_thread_counts(const Domains& domains, int max_threads, Profile profile);

// The domains as one line of the dry run: "2 packages x 2 NUMA nodes x 12 caches of 32 MiB x 8 cores".
std::string describe_domains(const Domains& domains);

}  // namespace cpuroof::bench
