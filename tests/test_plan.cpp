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

TEST(Plan, ProfileNames) {
  EXPECT_EQ(parse_profile("full"), Profile::full);
  EXPECT_THROW(parse_profile("fast"), std::invalid_argument);
}
