#pragma once
// What the rest of the host did while the bench measured: CPU time other processes took on the CPUs
// the bench may use, and time the hypervisor stole from them (platform::cpu_times, sampled before
// and after the run). Recorded in raw.json's context for the analysis's quiet-host checks (checks.csv).
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "platform/platform.hpp"

namespace cpuroof::bench {

struct HostSample {
  platform::CpuTimes cpus;  // over the CPUs watched
  double own_cpu_s = 0;     // this process's user + system time, all threads
  double wall_s = 0;        // a steady clock
};

// Now, over `cpus`: the CPUs the bench may run on, which are the ones it was started on
// (platform::startup_cpus()), not the main thread's own mask: with OMP_PROC_BIND the OpenMP
// runtime pins that to one CPU before main(), and a watch over it alone missed the other CPUs' load
// and, with this process's time on them subtracted, read no other load at all. nullopt where the
// platform cannot say (a sandbox without /proc) or names none of `cpus`.
std::optional<HostSample> sample_host(const std::vector<int>& cpus);

// The context fields (cpuroof_host_*) for the run between two samples: its wall time, the CPUs
// watched, other processes' CPU time on them (busy time less this process's own) and stolen time.
std::vector<std::pair<std::string, std::string>> host_activity_fields(const HostSample& start, const HostSample& end);

}  // namespace cpuroof::bench
