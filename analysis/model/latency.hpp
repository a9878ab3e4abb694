#pragma once
// The latency family's results (bench/families/bench_latency.cpp): the latency of one dependent load
// per memory level the bandwidth sweeps found, read on the chase's sweep inside each (a run without
// them: the chase's own plateaus, by the plateau detection the bandwidth sweeps use);
// the memory-level parallelism k chains reach at a level, and the bandwidth it predicts by Little's
// law beside the measured read roof; the latency while other cores stream. Pure: no I/O.
#include <string>
#include <vector>

#include "format/latency_rows.hpp"
#include "io/measurement.hpp"
#include "model/roofline.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

inline constexpr double kChaseLineBytes = 64;  // bytes one dependent load brings in (the bench's cost)

// One point of a sweep, for the plots: the chase (chains 1) or k chains at a working set.
struct LatencyPoint {
  std::string pages;
  std::string core_kind;
  double ws_bytes = 0;
  int chains = 1;
  double ns = 0;           // median time per load, all chains together
  double lines_per_s = 0;  // median
};

struct LatencyFit {
  std::vector<LatencyLevel> levels;   // huge pages first, then base pages; smallest level first
  std::vector<LoadedLatency> loaded;  // by background threads; 0: the sweep's chase at the same size
  std::vector<LatencyPoint> points;   // every chase and chain sweep point, by pages, core kind, chains, ws
};

// Chains within this fraction of the best rate count as saturated (a roof's spread between runs).
inline constexpr double kMlpSaturationTolerance = Roof::kSaturationTolerance;

// Empty when the run has no latency family.
LatencyFit fit_latency(const RawRun& run, const Roofline& roofline);

}  // namespace cpuroof::analysis
