#pragma once
// What the rest of the host did while the bench measured: CPU time other processes took on the CPUs
// the bench may use, and time the hypervisor stole from them (/proc/stat, sampled before and after
// the run). Recorded in raw.json's context for the analysis's quiet-host checks (checks.csv).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cpuroof::bench {

// Seconds summed over a set of CPUs, from /proc/stat's per-CPU lines.
struct CpuTimes {
  double busy_s = 0;   // user + nice + system + irq + softirq (guest time is inside user)
  double steal_s = 0;  // the vCPU wanted to run and the hypervisor ran something else
  int cpus = 0;        // CPUs of the set found in the text
};

// Sums the `cpuN` lines of /proc/stat's text for N in `cpus`; ticks_per_s is USER_HZ. nullopt when
// none of them is there.
std::optional<CpuTimes> parse_proc_stat(std::string_view text, const std::vector<int>& cpus, double ticks_per_s);

struct HostSample {
  CpuTimes cpus;         // over the CPUs watched
  double own_cpu_s = 0;  // this process's user + system time, all threads
  double wall_s = 0;     // a steady clock
};

// Now, over `cpus`: the CPUs the bench may run on, which are the ones it was started on
// (cpu_budget.hpp's startup_cpus()), not the main thread's own mask: with OMP_PROC_BIND the OpenMP
// runtime pins that to one CPU before main(), and a watch over it alone missed the other CPUs' load
// and, with this process's time on them subtracted, read no other load at all. nullopt where
// /proc/stat cannot be read (not Linux, a sandbox without /proc) or names none of `cpus`.
std::optional<HostSample> sample_host(const std::vector<int>& cpus);

// The context fields (cpuroof_host_*) for the run between two samples: its wall time, the CPUs
// watched, other processes' CPU time on them (busy time less this process's own) and stolen time.
std::vector<std::pair<std::string, std::string>> host_activity_fields(const HostSample& start, const HostSample& end);

}  // namespace cpuroof::bench
