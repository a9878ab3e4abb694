#pragma once
// Checks of the roofs against the hardware, rows of checks.csv beside the measurement checks
// (checks.hpp). Pure.
#include <vector>

#include "checks.hpp"
#include "roofline.hpp"

namespace cpuroof::analysis {

// How far below the DRAM roof the largest DRAM working set may read and still hold it.
inline constexpr double kDramReachTolerance = 0.03;

// physical_limit: no roof (nor an L3/DRAM bus figure) above its theoretical limit (microarch.hpp:
// clock x FLOP/cycle, the L1 load/store ports) by more than Roof::kTheoreticalTolerance.
// dram_reach: per thread count, the DRAM roof's kernel at the largest working set of the DRAM level
// against the roof: it holds when within kDramReachTolerance or when the roof lies within the largest
// working set's interval, else the
// roof was read where caches or the TLB still helped. Left out where the run has none of these.
std::vector<Check> roof_checks(const RawRun& run, const Roofline& roofline);

}  // namespace cpuroof::analysis
