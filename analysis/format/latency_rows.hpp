#pragma once
// What latency.csv records (format/latency_table.hpp): a memory level's latency and memory-level
// parallelism, and the latency while other cores stream.
#include <string>

#include "format/interval.hpp"

namespace cpuroof::analysis {

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

}  // namespace cpuroof::analysis
