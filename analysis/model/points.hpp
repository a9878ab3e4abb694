#pragma once
// Every measured kernel placed under the roofline: its rates, intensity, the roofs that bind it at
// its dtype, ISA, thread count and memory level, its efficiency and what bounds it. Pure.
#include <map>
#include <string>
#include <vector>

#include "format/kernel_point.hpp"
#include "format/points_table.hpp"
#include "io/measurement.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// A kernel is overhead-bound when it reaches less than this fraction of its attainable rate and one
// call takes less than kOverheadCallNs: fixed per-call costs (calls, dispatch, fork/join), not the
// machine's throughput, set its time.
inline constexpr double kOverheadEfficiency = 0.25;
inline constexpr double kOverheadCallNs = 2000;
// Efficiency above 1 + this flags a point as above its roof (a wrong cost or roof) where its interval
// also lies wholly above the roof's, as checks.csv's above_roof judges: within both intervals a
// median that far over is the noise of a few repetitions (on the Zen 5 VM, quick runs' stream points
// at 128 MiB read 5-11% over DRAM roofs read at 512 MiB, their intervals meeting).
inline constexpr double kAboveRoofTolerance = 0.05;

// Fills p's roofs, attainable rate, efficiency, bound and above_roof from its dtype, isa (empty: the
// best), threads, core kind (empty: Roofline::unpinned_kind), level ("registers": no bandwidth roof), access, rates,
// intensity and time per call. `mix` names the compute roof's instruction mix (empty: the best). Shared by fit and
// place.
void bind_to_roofs(KernelPoint& p, const Roofline& roofline, const std::string& mix);

// In the order of sort_points.
std::vector<KernelPoint> place_points(const RawRun& run, const Roofline& roofline);

// A deterministic reading order: family, kernel, dtype, shape (numerically), threads, impl, benchmark.
void sort_points(std::vector<KernelPoint>& points);
// The library a point's implementation is ("" for hand-written and naive kernels).
bool is_library_impl(const std::string& impl);

}  // namespace cpuroof::analysis
