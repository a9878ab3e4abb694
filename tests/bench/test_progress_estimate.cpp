// Progress of a run from its finished benchmarks, with and without random interleaving.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "progress_estimate.hpp"

using namespace cpuroof::bench;

TEST(ProgressEstimate, InOrderRunsCountBenchmarks) {
  EXPECT_DOUBLE_EQ(fraction_done(25, 100, 5, false), 0.25);
  EXPECT_DOUBLE_EQ(fraction_done(25, 100, 1, true), 0.25);
  EXPECT_DOUBLE_EQ(fraction_done(100, 100, 5, true), 1.0);
  EXPECT_DOUBLE_EQ(fraction_done(0, 0, 3, true), 1.0);
}

TEST(ProgressEstimate, EtaAtConstantSpeed) {
  EXPECT_DOUBLE_EQ(eta_seconds(30, 0.25), 90);
  EXPECT_DOUBLE_EQ(eta_seconds(30, 0), 0);
  EXPECT_DOUBLE_EQ(eta_seconds(30, 1), 0);
}

// Shuffle N·R repetitions as Google Benchmark does and check the estimate against the true fraction
// at several points of the run: within a few percent once a tenth of the benchmarks has finished.
TEST(ProgressEstimate, ShuffledRepetitionsRecoverTheTrueFraction) {
  constexpr int kBenchmarks = 400, kReps = 5;
  std::vector<int> order(kBenchmarks * kReps);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 rng(7);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<int> left(kBenchmarks, kReps);
  std::size_t finished = 0;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (--left[order[i] / kReps] == 0) ++finished;
    const double truth = static_cast<double>(i + 1) / order.size();
    if (finished >= kBenchmarks / 10) {
      EXPECT_NEAR(fraction_done(finished, kBenchmarks, kReps, true), truth, 0.05) << i;
    }
    // Counting benchmarks alone badly underestimates a shuffled run.
    if (i + 1 == order.size() / 2) {
      EXPECT_LT(static_cast<double>(finished) / kBenchmarks, 0.1);
    }
  }
}
