// The latency family's sizes, chains and thread counts from the plan (bench/latency_plan.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "latency.hpp"
#include "latency_plan.hpp"

using namespace cpuroof::bench;

namespace {

constexpr std::size_t KiB = 1024, MiB = 1024 * KiB;

BenchPlan plan_for(Profile profile, int threads, std::size_t last_cache = 32 * MiB) {
  return make_plan(profile, last_cache, std::size_t{24} << 30, threads);
}

TEST(LatencyPlan, TheSweepGoesFromFourKibibytesToEightTimesTheLastCacheInFull) {
  const BenchPlan full = plan_for(Profile::full, 2);
  const auto sizes = latency_sweep_sizes(full);
  EXPECT_EQ(sizes.front(), 4 * KiB);
  EXPECT_EQ(sizes.back(), 512 * MiB);  // 8x the last cache, and at least 512 MiB
  EXPECT_GE(sizes.back(), 8 * full.largest_cache_bytes);
  for (std::size_t i = 1; i < sizes.size(); ++i) {
    EXPECT_GT(sizes[i], sizes[i - 1]);
    EXPECT_EQ(sizes[i] % kLatencyWsMultiple, 0u);
    // Two per octave up to 4x the last cache, then one per octave (below 64 KiB the rounding to
    // whole pages moves the points).
    if (sizes[i] < 64 * KiB) continue;
    const double step = std::log2(static_cast<double>(sizes[i]) / static_cast<double>(sizes[i - 1]));
    EXPECT_NEAR(step, sizes[i] <= 4 * 32 * MiB ? 0.5 : 1.0, 0.05) << sizes[i];
  }
}

TEST(LatencyPlan, QuickIsTwoPerOctaveUpToFourTimesTheLastCache) {
  const auto sizes = latency_sweep_sizes(plan_for(Profile::quick, 2));
  EXPECT_EQ(sizes.front(), 4 * KiB);
  EXPECT_EQ(sizes.back(), 4 * 32 * MiB);
  EXPECT_EQ(sizes.size(), 30u);  // 4 KiB .. 128 MiB: 15 octaves, two points each (5.7 KiB rounds to a page)
  // Half an octave past 1 MiB (an L2's end), where a shared VM's chase still sees its L3.
  EXPECT_TRUE(std::count(sizes.begin(), sizes.end(), std::size_t{1448} * KiB)) << "1.41 MiB";
  // Unknown cache: up to 128 MiB, the dense sweep's end.
  EXPECT_EQ(latency_sweep_sizes(plan_for(Profile::quick, 2, 0)).back(), 128 * MiB);
  EXPECT_EQ(latency_dram_bytes(plan_for(Profile::quick, 2)), 128 * MiB);
  EXPECT_EQ(latency_dram_bytes(plan_for(Profile::full, 2)), 512 * MiB);
}

TEST(LatencyPlan, TheSweepStaysWithinTheMemoryBudget) {
  const BenchPlan small = make_plan(Profile::full, 32 * MiB, 256 * MiB, 2);
  EXPECT_LE(latency_sweep_sizes(small).back(), small.ws_max_bytes);
  EXPECT_LE(2 * latency_dram_bytes(small), small.case_max_bytes);  // the loaded chase and its background
}

TEST(LatencyPlan, ParallelismAtDramInQuickAndAtEveryLevelInFull) {
  const BenchPlan quick = plan_for(Profile::quick, 2);
  EXPECT_EQ(mlp_sizes(quick), (std::vector<std::size_t>{128 * MiB}));
  EXPECT_EQ(mlp_chains(quick), (std::vector<int>{8, 16, 32, 64, 128}));
  const BenchPlan full = plan_for(Profile::full, 2);
  EXPECT_EQ(mlp_sizes(full), (std::vector<std::size_t>{256 * KiB, 16 * MiB, 512 * MiB}));
  EXPECT_EQ(mlp_chains(full), (std::vector<int>{2, 4, 8, 16, 32, 64, 128, 256}));
  EXPECT_LE(mlp_chains(full).back(), cpuroof::kMaxChains);
  // Each is a size of the chase, whose one chain is the sweep's k = 1.
  const auto sweep = latency_sweep_sizes(full);
  for (std::size_t ws : mlp_sizes(full)) EXPECT_TRUE(std::count(sweep.begin(), sweep.end(), ws)) << ws;
}

TEST(LatencyPlan, LoadedAtEveryThreadCountInFullAndTheMostInQuick) {
  std::vector<int> threads;
  for (const Placement& at : loaded_placements(plan_for(Profile::full, 16))) threads.push_back(at.threads);
  EXPECT_EQ(threads, (std::vector<int>{2, 4, 8, 16}));
  const auto quick = loaded_placements(plan_for(Profile::quick, 16));
  ASSERT_EQ(quick.size(), 1u);
  EXPECT_EQ(quick[0].threads, 16);
  // One core: nothing to load it with.
  EXPECT_TRUE(loaded_placements(plan_for(Profile::full, 1)).empty());
}

}  // namespace
