#include "run_cost.hpp"

#include <algorithm>
#include <cmath>

namespace cpuroof::bench {
namespace {

// Bytes per second of a benchmark's streams: at the DRAM rate past the last cache, else each
// thread at its private cache's.
double stream_rate(const Estimate& e, const CostRates& r) {
  if (e.ws_bytes > r.last_cache_bytes)
    return rate_at(e.threads, r.dram_bytes_per_s_1, r.dram_bytes_per_s_all, r.threads);
  return r.cache_bytes_per_s * std::max(1, e.threads);
}

}  // namespace

double rate_at(int threads, double rate_1, double rate_all, int measured) {
  const double t = std::max(1, threads);
  const int m = std::max(1, measured);
  if (t <= m) return std::min(t * rate_1, std::max(rate_1, rate_all));
  return std::max(rate_1, rate_all) * t / m;
}

double iteration_seconds(const Estimate& e, const CostRates& r) {
  const double bandwidth = stream_rate(e, r);
  const double threads = std::max(1, e.threads);
  const double flops = r.flops_per_s > 0 ? e.iteration_flops / (r.flops_per_s * threads) : 0.0;
  const double chains = r.scalar_flops_per_s > 0 ? e.iteration_chain_flops / (r.scalar_flops_per_s * threads) : 0.0;
  const double loads = e.iteration_loads * (e.ws_bytes > r.last_cache_bytes ? r.load_s_dram : r.load_s_cache);
  const double cycles = r.clock_hz > 0 ? e.iteration_cycles / r.clock_hz : 0.0;
  return std::max(bandwidth > 0 ? e.iteration_bytes / bandwidth : 0.0, flops + chains + loads + cycles);
}

double predict_seconds(const Estimate& e, int repetitions, double min_time, const CostRates& r) {
  const double iteration = std::max(iteration_seconds(e, r), 1e-9);
  const double fill = rate_at(e.threads, r.fill_bytes_per_s_1, r.fill_bytes_per_s_all, r.threads);
  const double link = e.ws_bytes > r.last_cache_bytes ? r.link_s_dram : r.link_s_cache;
  const double cycle = r.clock_hz > 0 ? 1 / r.clock_hz : 0.0;
  const double setup = (fill > 0 ? e.setup_bytes / fill : 0.0) + e.setup_lines * link + r.call_s +
                       e.untimed_call_cycles * cycle + e.untimed_call_iterations * iteration;
  const double paused = e.untimed_iteration_cycles * cycle;  // per iteration, outside the timer
  // Google Benchmark 1.7's growth of the first repetition (BenchmarkRunner::PredictNumItersNeeded).
  double total = 0, iterations = 1;
  for (int call = 0; call < 64; ++call) {
    const double timed = iterations * iteration;
    total += setup + timed + iterations * paused;
    if (timed >= min_time) break;
    const double multiplier = timed / min_time > 0.1 ? 1.4 * min_time / timed : 10.0;
    iterations = std::max(std::round(multiplier * iterations), iterations + 1);
  }
  total += std::max(0, repetitions - 1) * (setup + iterations * (iteration + paused));
  return total + e.first_call_iterations * iteration + (fill > 0 ? e.first_call_setup_bytes / fill : 0.0) +
         e.first_call_setup_lines * link;
}

}  // namespace cpuroof::bench
