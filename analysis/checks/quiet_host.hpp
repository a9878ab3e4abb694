#pragma once
// Was the host quiet while the run measured? Three checks beside the A/A and drift ones:
//   host_load: CPU time other processes took on the CPUs the bench could use (context
//              cpuroof_host_other_cpu_seconds over cpuroof_host_run_seconds: the CPUs they kept busy
//              on average), at most kOtherLoadTolerance;
//   steal:     time the hypervisor took from those CPUs (cpuroof_host_steal_seconds), at most
//              kStealTolerance of their time;
//   clock:     the clock samples through the run (every repetition of the clock benchmark and the chain
//              paired with every peak repetition) against the upper quantile of their thread count: at
//              most kClockDropShare of them more than kClockDropDepth below it.
// A run without the context fields (older benches, no /proc) or without clock samples gets no row for
// that check. Pure.
#include <vector>

#include "checks/checks.hpp"
#include "io/measurement.hpp"

namespace cpuroof::analysis {

inline constexpr double kOtherLoadTolerance = 0.1;  // CPUs kept busy by others, on average
inline constexpr double kStealTolerance = 0.02;     // share of the watched CPUs' time
inline constexpr double kClockDropDepth = 0.1;      // a sample this far below its thread count's quantile
inline constexpr double kClockDropShare = 0.05;     // share of samples allowed that low

void add_quiet_host_checks(const RawRun& run, std::vector<Check>& out);

}  // namespace cpuroof::analysis
