#pragma once
// How many threads this run may use: one per core the process may run on (its affinity mask, which
// `taskset` and container runtimes set, intersected with the machine's cores), capped by the cgroup's
// CPU quota (v2 cpu.max, v1 cpu.cfs_quota_us / cpu.cfs_period_us: more threads than the quota only
// get throttled) and by OMP_NUM_THREADS where it is set. The mask and the quota are the platform
// layer's (platform/platform.hpp); the decision is pure.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::bench {

struct CpuBudget {
  int machine_cores = 1;  // physical cores of the machine (hwloc), whatever the mask
  int machine_cpus = 1;   // hardware threads of the machine
  int allowed_cpus = 1;   // hardware threads in the affinity mask
  int allowed_cores = 1;  // cores with at least one allowed hardware thread
  int threads = 1;        // the most threads a benchmark runs
  std::string
      cap;  // what sets `threads`: "machine cores", "affinity mask", "cgroup CPU quota ...", "OMP_NUM_THREADS=..."
};

// OMP_NUM_THREADS: its first (outermost) level as a positive count, nullopt when unset or malformed.
std::optional<int> parse_omp_num_threads(const char* value);

// The thread count from the machine, the mask and the caps: never more than the allowed cores,
// at least 1. `quota_cpus` rounds down (1.5 CPUs: 1 thread runs unthrottled).
CpuBudget decide_cpu_budget(int machine_cores, int machine_cpus, int allowed_cpus, int allowed_cores,
                            std::optional<double> quota_cpus, std::optional<int> omp_num_threads);

// This process's budget over `started_on` (platform::startup_cpus(), read once in main(): the
// budget, the core kinds and the host watch all count this set; empty: the whole machine), read now
// (hwloc, the platform's CPU quota, the environment).
CpuBudget read_cpu_budget(const std::vector<int>& started_on);

// A machine planned, not run on (the dry run of a topology from HWLOC_XMLFILE or HWLOC_SYNTHETIC):
// every one of its `cores`, no mask, no quota.
CpuBudget planned_cpu_budget(int cores);

}  // namespace cpuroof::bench
