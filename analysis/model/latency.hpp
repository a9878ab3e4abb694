#pragma once
// The latency family's results (bench/families/bench_latency.cpp): the latency of one dependent load
// per memory level the bandwidth sweeps found, read on the chase's sweep inside each (a run without
// them: the chase's own plateaus, by the plateau detection the bandwidth sweeps use);
// the memory-level parallelism k chains reach at a level, and the bandwidth it predicts by Little's
// law beside the measured read roof; the latency while other cores stream. Pure: no I/O.
#include <string>
#include <vector>

#include "model/measurement.hpp"
#include "model/roofline.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

inline constexpr double kChaseLineBytes = 64;  // bytes one dependent load brings in (the bench's cost)

// One memory level's latency on one kind of page.
struct LatencyLevel {
  std::string level;      // L1, L2, ..., DRAM: the bandwidth sweeps' levels (without them, the chase's plateaus)
  std::string pages;      // "huge" or "base"
  std::string core_kind;  // hybrid runs: the kind of core it ran on; else empty
  double ws_low_bytes = 0, ws_high_bytes = 0;  // the level's working sets (0: open)
  double ns = 0;        // lower quantile (kLatencyQuantile) of the repetitions of the plateau's points (DRAM: its
                        // largest working set alone)
  Interval ns_ci;       // bootstrap 95% interval of that quantile
  double clock_hz = 0;  // the run's 1-thread clock; 0 when unknown
  double cycles = 0;    // ns x clock; 0 when the clock is unknown
  Interval cycles_ci;
  std::string source;  // the benchmark at the level's largest working set

  // Memory-level parallelism at a working set of this level (huge pages only; 0 where not measured).
  int mlp_chains = 0;                 // fewest chains within kSaturationTolerance of the best rate
  bool mlp_saturated = false;         // fewer chains than the most measured reach it; else still rising
  double mlp_lines_per_s = 0;         // the best rate over the chain counts
  double mlp_lines_in_flight = 0;     // Little's law: best rate x the level's latency
  double mlp_predicted_gb_per_s = 0;  // lines in flight x 64 B / latency
  double read_roof_gb_per_s = 0;      // the measured 1-thread read roof at the level (0: none)
};

// The chase at one working set while `background` threads stream (the loaded sweep).
struct LoadedLatency {
  int background = 0;
  std::string core_kind;
  double ws_bytes = 0;
  double ns = 0;
  Interval ns_ci;
  double background_gb_per_s = 0;  // median over repetitions of what the streaming threads moved
  std::string source;
};

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
