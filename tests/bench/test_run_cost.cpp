// The cost model (bench/run_cost.hpp): rates past the threads they were measured with, and a
// benchmark's seconds as Google Benchmark grows its first repetition and repeats it.
#include <gtest/gtest.h>

#include "run_cost.hpp"

using namespace cpuroof::bench;

namespace {

// Rates that make the arithmetic plain: 1 GB/s in cache, 0.1 GB/s past a 1 MB cache, nothing else.
CostRates plain_rates() {
  CostRates r;
  r.threads = 2;
  r.last_cache_bytes = 1e6;
  r.cache_bytes_per_s = 1e9;
  r.dram_bytes_per_s_1 = 1e8;
  r.dram_bytes_per_s_all = 1.5e8;
  return r;
}

}  // namespace

TEST(RunCost, RatesGrowWithThreadsUpToWhatAllOfThemMeasuredThenLinearly) {
  EXPECT_DOUBLE_EQ(rate_at(1, 10, 15, 2), 10);
  EXPECT_DOUBLE_EQ(rate_at(2, 10, 15, 2), 15);      // two threads share what they measured together
  EXPECT_DOUBLE_EQ(rate_at(192, 10, 15, 2), 1440);  // a planned machine: 15 per 2 threads, 96 times over
}

TEST(RunCost, TheFirstRepetitionGrowsAsGoogleBenchmarkGrowsIt) {
  Estimate e;
  e.ws_bytes = 1e3;
  e.iteration_bytes = 1e3;  // 1 us in cache
  // Calls of 1, 10, 100 (a tenth of 1 ms: not yet significant, so ten times more) and 1000
  // iterations: 1.111 ms; two more repetitions of 1000 iterations: 2 ms.
  EXPECT_NEAR(predict_seconds(e, 3, 1e-3, plain_rates()), 3.111e-3, 1e-9);
  // A call already past min_time is the whole repetition.
  e.iteration_bytes = 5e6;  // 5 ms
  EXPECT_NEAR(predict_seconds(e, 3, 1e-3, plain_rates()), 15e-3, 1e-9);
}

TEST(RunCost, PastTheLastCacheBytesMoveAtTheDramRateAndEveryCallSetsItsCaseUp) {
  Estimate e;
  e.ws_bytes = 2e6;  // past the 1 MB cache
  e.iteration_bytes = 1e6;
  e.setup_bytes = 1e6;
  CostRates r = plain_rates();
  r.fill_bytes_per_s_1 = 1e9;
  // 10 ms per iteration at 0.1 GB/s, each of 3 calls after 1 ms of set-up.
  EXPECT_NEAR(iteration_seconds(e, r), 1e-2, 1e-12);
  EXPECT_NEAR(predict_seconds(e, 3, 1e-3, r), 3 * 11e-3, 1e-9);
  e.first_call_iterations = 1;  // verification: one iteration more, once
  EXPECT_NEAR(predict_seconds(e, 3, 1e-3, r), 3 * 11e-3 + 1e-2, 1e-9);
}
