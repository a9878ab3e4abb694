#pragma once
// Checks of the roofs against the hardware, rows of checks.csv beside the measurement checks
// (checks.hpp). Pure.
#include <vector>

#include "checks/checks.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// How much higher a smaller DRAM working set may read than the largest, by medians, and still hold
// the DRAM roof read there.
inline constexpr double kDramReachTolerance = 0.03;

// physical_limit: no roof (nor an L3/DRAM bus figure) above its theoretical limit (model/microarch.hpp:
// clock x FLOP/cycle, the L1 load/store ports) by more than Roof::kTheoreticalTolerance.
// dram_reach: per thread count, the DRAM roof's kernel (its roof read at the largest working set) at
// every smaller working set from where DRAM starts (last_level_start) against the largest, by
// medians, since a cache's reach shifts every repetition where noise moves the upper quantile a roof is
// read at. It holds when the highest of them is within kDramReachTolerance of the largest, or when their
// medians' intervals meet. Left out where the run has none of these.
// running_rate: each compute roof's loop while the core runs (its flop_per_cycle_running samples)
// against its model, beside the roof's own fraction of it; reports.
// placement (hybrid runs): placement_check.hpp.
std::vector<Check> roof_checks(const RawRun& run, const Roofline& roofline);

}  // namespace cpuroof::analysis
