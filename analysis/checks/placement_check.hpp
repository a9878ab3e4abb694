#pragma once
// Whether each kind of core's benchmarks ran on that kind, on a hybrid run: a row of checks.csv. Pure.
#include <optional>

#include "checks/checks.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// The slowest thread of a team of one kind, against its fastest, below which a thread ran elsewhere.
// Cores of one kind under one load run at one clock; the kinds cpuroof meets differ by more (Apple
// P/E about 1.5x, Intel P/E about 1.3x; an Arm phone's middle and big cores 1.05x, which this cannot
// tell apart).
inline constexpr double kPlacementSpread = 0.9;

// placement: from the clock benchmarks' per-thread clocks (thread_clock_min_hz, thread_clock_max_hz),
// every team of one kind ran its threads at one clock (slowest at least kPlacementSpread of fastest),
// and each kind's single thread ran faster than the next kind's, in the order the bench ranks them.
// Where the bench bound threads to CPUs this confirms the binding; where threads could only ask for a
// kind (macOS QoS classes, a request) it is the evidence of where they ran. nullopt on a run of one
// kind, or where the clock benchmarks carry no per-thread clocks.
std::optional<Check> placement_check(const RawRun& run, const Roofline& roofline);

}  // namespace cpuroof::analysis
