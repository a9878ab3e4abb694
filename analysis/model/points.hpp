#pragma once
// Every measured kernel placed under the roofline: its rates, intensity, the roofs that bind it at
// its dtype, ISA, thread count and memory level, its efficiency and what bounds it. Pure.
#include <map>
#include <string>
#include <vector>

#include "model/measurement.hpp"
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

struct KernelPoint {
  std::string benchmark, family, kernel, impl, dtype;
  // The ISA it ran: the kernel's own label; for a library, what the library says it ran
  // ("library (Cooperlake)" from OpenBLAS's core type) or "library".
  std::string isa;
  std::string access, level;
  std::map<std::string, std::string> shape;  // size parameters of its name (is_shape_parameter): m, n, k, ...
  int threads = 0;
  // Hybrid runs: the kind of core whose roofs it is judged against: its own (`kind:` in its name), or
  // for a benchmark run unpinned, the kind its thread count runs on (Roofline::unpinned_kind).
  std::string core_kind;
  int repetitions = 0;
  double ws_bytes = 0;
  double time_per_call_ns = 0;  // median
  double gflop_per_s = 0;       // median over repetitions
  Interval gflop_ci;
  double gb_per_s = 0;
  Interval gb_ci;
  double cv = 0;                // of the time per call
  double ai = 0;                // FLOP/byte
  double roof_gflop_per_s = 0;  // compute roof that binds it (0: none measured)
  double roof_gb_per_s = 0;     // bandwidth roof of its level and access kind (0: none / in registers)
  // The roofs it is bound to, by name ("f64 avx512 fma", "DRAM read") and interval (checks: above_roof);
  // the compute roof's interval reaches its rate at the run's fastest clock (bind_to_roofs).
  std::string roof_gflop_name, roof_gb_name;
  Interval roof_gflop_ci, roof_gb_ci;
  double attainable_gflop_per_s = 0;
  double efficiency = 0;  // max(W/P, Q/B) / t; NaN when no roof applies
  std::string bound;      // compute, memory, overhead, or unknown
  bool above_roof = false;
};

// Fills p's roofs, attainable rate, efficiency, bound and above_roof from its dtype, isa (empty: the
// best), threads, core kind (empty: Roofline::unpinned_kind), level ("registers": no bandwidth roof), access, rates,
// intensity and time per call. `mix` names the compute roof's instruction mix (empty: the best). Shared by fit and
// place.
void bind_to_roofs(KernelPoint& p, const Roofline& roofline, const std::string& mix);

// In the order of sort_points.
std::vector<KernelPoint> place_points(const RawRun& run, const Roofline& roofline);

// Whether a benchmark-name parameter is part of the kernel's shape; the others are run settings
// (repeats, min_time) or have their own column (threads, isa, ws as ws_bytes).
bool is_shape_parameter(const std::string& key);
// The shape parameters the points have, in column order: m, n, k, cols, f, shape, then others by name.
std::vector<std::string> shape_columns(const std::vector<KernelPoint>& points);
// A deterministic reading order: family, kernel, dtype, shape (numerically), threads, impl, benchmark.
void sort_points(std::vector<KernelPoint>& points);
// The library a point's implementation is ("" for hand-written and naive kernels).
bool is_library_impl(const std::string& impl);

}  // namespace cpuroof::analysis
