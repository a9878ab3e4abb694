#pragma once
// Ridge points I* = P_peak / B: the intensity where a kernel stops being memory-bound, per dtype,
// thread count and memory level. Peak is the best FMA roof of the dtype (any ISA; the best roof of
// any mix when no FMA roof was measured); B the best access kind at the level. Pure.
#include <string>
#include <vector>

#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct RidgePoint {
  std::string dtype;
  int threads = 0;
  std::string level;
  double peak_gflop_per_s = 0;
  double bandwidth_gb_per_s = 0;
  double ai_flop_per_byte = 0;    // peak / bandwidth
  const Roof* compute = nullptr;  // into the roofline passed in
  const Roof* bandwidth = nullptr;
};

// Every (dtype, threads, level) with both roofs, ordered by dtype, threads, then level from the
// fastest (L1) to the slowest (DRAM).
std::vector<RidgePoint> ridge_points(const Roofline& roofline);

// The peak a ridge uses for this dtype and thread count (nullptr when none was measured).
// `core_kind` empty: the kind Roofline::unpinned_kind gives for `threads`.
const Roof* ridge_peak(const Roofline& roofline, const std::string& dtype, int threads,
                       const std::string& core_kind = "");

// Bandwidth levels measured at a thread count, fastest first.
std::vector<std::string> levels_at(const Roofline& roofline, int threads, const std::string& core_kind = "");

}  // namespace cpuroof::analysis
