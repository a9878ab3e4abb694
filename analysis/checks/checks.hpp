#pragma once
// Checks of the measurement itself (appendix A3 of the course: A/A tests, steady state), from the
// repetitions alone. Pure.
#include <string>
#include <vector>

#include "format/check.hpp"
#include "io/measurement.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

// Largest steady drift tolerated: a late/early time ratio further than this from 1, with an
// interval that excludes 1, marks the run as drifting.
inline constexpr double kDriftTolerance = 0.02;

// A/A: the `aa` family's two copies of one kernel must not differ: their time ratio's interval must
// contain 1, else the run is noisy. Drift: each benchmark's later repetitions against its earlier
// ones (with random interleaving, repetition k of every benchmark runs in round k). Then whether the
// host was quiet (quiet_host.hpp) and the run kept its time budget (budget_check.hpp).
std::vector<Check> run_checks(const RawRun& run);

}  // namespace cpuroof::analysis
