// Sweep sizes and thread lists of the profiles.
#include <gtest/gtest.h>

#include <cmath>

#include "plan.hpp"

using namespace cpuroof::bench;

TEST(Plan, GeometricSizes) {
  const auto s = geometric_sizes(4096, 65536, 4, 64);
  EXPECT_EQ(s.front(), 4096u);
  EXPECT_EQ(s.back(), 65536u);
  EXPECT_EQ(s.size(), 17u);  // 4 octaves * 4 + 1
  for (std::size_t i = 1; i < s.size(); ++i) {
    EXPECT_GT(s[i], s[i - 1]);
    EXPECT_EQ(s[i] % 64, 0u);
    EXPECT_NEAR(std::log2(static_cast<double>(s[i]) / s[i - 1]), 0.25, 0.03);
  }
  // Rounded down where rounding to the nearest multiple would pass hi (2^27 / 768 = 174762.7).
  EXPECT_EQ(geometric_sizes(4096, 1u << 27, 1, 768).back(), 174762u * 768);
}

TEST(Plan, ThreadsAreOneAndAllCoresWithoutDomainsThePowersOfTwoBetweenInFull) {
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 2).threads, (std::vector<int>{1, 2}));
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 16).threads, (std::vector<int>{1, 16}));
  EXPECT_EQ(make_plan(Profile::full, 32 << 20, 1ul << 34, 6).threads, (std::vector<int>{1, 2, 4, 6}));
}

TEST(Plan, DramReachesEightTimesTheLastCacheAndHalfAGibibyteWithinMemory) {
  constexpr std::size_t MiB = 1ul << 20;
  for (Profile profile : {Profile::quick, Profile::full}) {
    EXPECT_EQ(make_plan(profile, 32 * MiB, 24ul << 30, 2).ws_max_bytes, 512 * MiB);
    EXPECT_EQ(make_plan(profile, 0, 24ul << 30, 2).ws_max_bytes, 512 * MiB);
    EXPECT_EQ(make_plan(profile, 128 * MiB, 24ul << 30, 2).ws_max_bytes, 1024 * MiB);
    EXPECT_EQ(make_plan(profile, 256 * MiB, 24ul << 30, 8).ws_max_bytes, 2048 * MiB);
    EXPECT_EQ(make_plan(profile, 256 * MiB, 1ul << 30, 8).ws_max_bytes, 256 * MiB);
  }
  // The full profile's plain triad goes to 1 GiB for STREAM's comparison, where memory allows.
  EXPECT_EQ(make_plan(Profile::full, 32 * MiB, 24ul << 30, 2).peer_ws_bytes, 1024 * MiB);
  EXPECT_EQ(make_plan(Profile::full, 32 * MiB, 2ul << 30, 2).peer_ws_bytes, 0u);    // a quarter is 512 MiB
  EXPECT_EQ(make_plan(Profile::full, 256 * MiB, 24ul << 30, 8).peer_ws_bytes, 0u);  // the sweeps reach 2 GiB
  EXPECT_EQ(make_plan(Profile::quick, 32 * MiB, 24ul << 30, 2).peer_ws_bytes, 0u);
  // Never many GiB, whatever the cache.
  EXPECT_EQ(make_plan(Profile::full, 4096 * MiB, 1ul << 40, 192).ws_max_bytes, kDramMaxBytes);
  EXPECT_GE(make_plan(Profile::full, 32 * MiB, 24ul << 30, 2).ws_points_per_octave, 4);
}

TEST(Plan, AnAbsurdReportedCacheIsIgnoredAndSaidSo) {
  constexpr std::size_t MiB = 1ul << 20;
  const auto vm = make_plan(Profile::full, 508 * MiB, 24ul << 30, 2);  // the 2-vCPU Zen 5 VM's hwloc L3
  EXPECT_EQ(vm.ws_max_bytes, 512 * MiB);
  EXPECT_EQ(vm.largest_cache_bytes, 0u);
  EXPECT_EQ(vm.cache_note, "reported cache of 508 MiB ignored: more than 128 MiB for 2 threads");
  const auto real = make_plan(Profile::full, 32 * MiB, 24ul << 30, 2);
  EXPECT_EQ(real.largest_cache_bytes, 32 * MiB);
  EXPECT_EQ(real.cache_note, "");
  EXPECT_EQ(plausible_cache_bytes(508 * MiB, 16), 508 * MiB);
}

TEST(Plan, SweepsAreDenseUpToFourTimesTheLastCacheThenOnePointPerOctave) {
  constexpr std::size_t MiB = 1ul << 20;
  const auto plan = make_plan(Profile::full, 32 * MiB, 24ul << 30, 2);
  EXPECT_EQ(plan.dense_max_bytes, 128 * MiB);
  const auto sizes = sweep_sizes(plan, 4, 768);
  EXPECT_EQ(sizes.front(), 3840u);  // 4 KiB rounded to the multiple
  EXPECT_EQ(sizes.back(), 512 * MiB / 768 * 768);
  std::vector<std::size_t> past;
  for (std::size_t ws : sizes)
    if (ws > 120 * MiB) past.push_back(ws);
  EXPECT_EQ(past.size(), 3u);  // 128, 256, 512 MiB
  for (std::size_t i = 1; i < sizes.size(); ++i) EXPECT_GT(sizes[i], sizes[i - 1]);
  // Unknown cache: dense up to 128 MiB, as far as the sweeps reached before; the quick profile has
  // only the largest working set past it.
  const auto quick = make_plan(Profile::quick, 508 * MiB, 24ul << 30, 2);
  EXPECT_EQ(quick.dense_max_bytes, 128 * MiB);
  const auto quick_sizes = sweep_sizes(quick, 2, 768);
  EXPECT_EQ(quick_sizes.back(), 512 * MiB / 768 * 768);
  EXPECT_LE(quick_sizes[quick_sizes.size() - 2], 128 * MiB);  // rounded down, not past dense_max_bytes
}

TEST(Plan, PastTheCachesABenchmarkRunsThreeTimesTheRunsRepetitions) {
  constexpr double MiB = 1 << 20;
  auto plan = make_plan(Profile::quick, 32 << 20, 24ul << 30, 2);
  plan.repetitions = 3;
  ASSERT_EQ(plan.dense_max_bytes, 128u << 20);
  EXPECT_EQ(repetitions_at(plan, 512 * MiB, 1), 9);
  EXPECT_EQ(repetitions_at(plan, 128 * MiB + 768, 1), 9);
  EXPECT_EQ(repetitions_at(plan, 128 * MiB, 1), 0);  // the run's
  EXPECT_EQ(repetitions_at(plan, 8 * MiB, 1), 0);
  plan.repetitions = 5;
  EXPECT_EQ(repetitions_at(plan, 512 * MiB, 1), 15);
}

TEST(Plan, TheQuickProfilesRoofSweepsRepeatThreeTimesInTheSharedCacheToo) {
  constexpr double MiB = 1 << 20;
  auto quick = make_plan(Profile::quick, 16 << 20, 24ul << 30, 2);
  quick.repetitions = 3;
  ASSERT_EQ(quick.last_cache_bytes, 16u << 20);
  EXPECT_EQ(roof_repetitions_at(quick, 1 * MiB, 1), 0);  // a private L2
  EXPECT_EQ(roof_repetitions_at(quick, 2 * MiB, 1), 9);
  EXPECT_EQ(roof_repetitions_at(quick, 16 * MiB, 1), 9);
  EXPECT_EQ(roof_repetitions_at(quick, 32 * MiB, 1), 0);  // past the last cache, short of DRAM's
  EXPECT_EQ(roof_repetitions_at(quick, 512 * MiB, 1), 9);
  EXPECT_EQ(repetitions_at(quick, 8 * MiB, 1), 0);  // other families: DRAM only
  // Unknown (a VM's 508 MiB): a Zen CCD's 32 MiB is taken.
  auto vm = make_plan(Profile::quick, 508ul << 20, 24ul << 30, 2);
  vm.repetitions = 3;
  EXPECT_EQ(vm.last_cache_bytes, 32u << 20);
  EXPECT_EQ(roof_repetitions_at(vm, 32 * MiB, 1), 9);
  EXPECT_EQ(roof_repetitions_at(vm, 64 * MiB, 1), 0);
  // The full profile's denser sweep needs none there.
  auto full = make_plan(Profile::full, 16 << 20, 24ul << 30, 2);
  full.repetitions = 5;
  EXPECT_EQ(roof_repetitions_at(full, 8 * MiB, 1), 0);
  EXPECT_EQ(roof_repetitions_at(full, 512 * MiB, 1), 15);
}

TEST(Plan, TheMemoryBudgetShrinksTheLargestSizesAndSaysSo) {
  const auto roomy = make_plan(Profile::quick, 32ul << 20, 16ul << 30, 2);
  EXPECT_EQ(roomy.ws_max_bytes, 512ul << 20);
  EXPECT_EQ(roomy.case_max_bytes, 8ul << 30);
  EXPECT_EQ(roomy.memory_note, "");
  const auto tight = make_plan(Profile::quick, 32ul << 20, 200ul << 20, 2);
  EXPECT_EQ(tight.ws_max_bytes, 50ul << 20);
  EXPECT_EQ(tight.dense_max_bytes, 50ul << 20);
  EXPECT_EQ(tight.case_max_bytes, 100ul << 20);
  EXPECT_EQ(tight.memory_note, "largest working set 50 MiB instead of 512 MiB");
  // Never below the smallest working set, however little memory there is.
  EXPECT_EQ(make_plan(Profile::smoke, 32ul << 20, 1000, 2).ws_max_bytes,
            make_plan(Profile::smoke, 0, 1000, 2).ws_min_bytes);
}

TEST(Plan, ThreadsNeverExceedTheBudget) {
  EXPECT_EQ(make_plan(Profile::smoke, 32 << 20, 1ul << 34, 1).threads, (std::vector<int>{1}));
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 0).threads, (std::vector<int>{1}));
}

TEST(Plan, ProfileNames) {
  EXPECT_EQ(parse_profile("full"), Profile::full);
  EXPECT_THROW(parse_profile("fast"), std::invalid_argument);
}
