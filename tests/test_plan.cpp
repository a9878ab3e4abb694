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
}

TEST(Plan, ThreadsCoverOneToCores) {
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 2).threads, (std::vector<int>{1, 2}));
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 16).threads, (std::vector<int>{1, 2, 3, 4, 8, 16}));
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 6).threads, (std::vector<int>{1, 2, 3, 4, 6}));
}

TEST(Plan, FullReachesWellPastTheLargestCacheWithinMemory) {
  const auto p = make_plan(Profile::full, 508ul << 20, 24ul << 30, 2);
  EXPECT_GE(p.ws_max_bytes, 4 * (508ul << 20));
  EXPECT_LE(make_plan(Profile::full, 508ul << 20, 1ul << 30, 2).ws_max_bytes, 256ul << 20);
  EXPECT_GE(p.ws_points_per_octave, 4);
  // A small reported cache still gets a sweep well past any plausible last level.
  EXPECT_EQ(make_plan(Profile::full, 8ul << 20, 24ul << 30, 2).ws_max_bytes, 128ul << 20);
}

TEST(Plan, TheMemoryBudgetShrinksTheLargestSizesAndSaysSo) {
  const auto roomy = make_plan(Profile::quick, 32ul << 20, 16ul << 30, 2);
  EXPECT_EQ(roomy.ws_max_bytes, 128ul << 20);
  EXPECT_EQ(roomy.case_max_bytes, 8ul << 30);
  EXPECT_EQ(roomy.memory_note, "");
  const auto tight = make_plan(Profile::quick, 32ul << 20, 200ul << 20, 2);
  EXPECT_EQ(tight.ws_max_bytes, 50ul << 20);
  EXPECT_EQ(tight.case_max_bytes, 100ul << 20);
  EXPECT_EQ(tight.memory_note, "largest working set 50 MiB instead of 128 MiB");
  // Never below the smallest working set, however little memory there is.
  EXPECT_EQ(make_plan(Profile::smoke, 32ul << 20, 1000, 2).ws_max_bytes, make_plan(Profile::smoke, 0, 1000, 2).ws_min_bytes);
}

TEST(Plan, ThreadsNeverExceedTheBudget) {
  EXPECT_EQ(make_plan(Profile::smoke, 32 << 20, 1ul << 34, 1).threads, (std::vector<int>{1}));
  EXPECT_EQ(make_plan(Profile::quick, 32 << 20, 1ul << 34, 0).threads, (std::vector<int>{1}));
}

TEST(Plan, ProfileNames) {
  EXPECT_EQ(parse_profile("full"), Profile::full);
  EXPECT_THROW(parse_profile("fast"), std::invalid_argument);
}
