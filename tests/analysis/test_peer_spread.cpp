// A value against its peers: the median, the robust standard deviation (1.4826 x MAD), the threshold
// that grows with the quantities judged at once, and "below", which needs a fall past the threshold
// and the floor (12%), the value's interval below the peers' spread too.
#include <gtest/gtest.h>

#include <cmath>

#include "model/peer_spread.hpp"

using namespace cpuroof::analysis;

TEST(PeerSpread, MedianAndRobustStandardDeviation) {
  const PeerSpread p = peer_spread({100, 102, 98, 101, 99});
  EXPECT_EQ(p.count, 5);
  EXPECT_DOUBLE_EQ(p.median, 100);
  EXPECT_NEAR(p.sigma, 1.4826 * 1, 1e-9);  // deviations 0, 2, 2, 1, 1: MAD 1
  // One far value moves neither much.
  const PeerSpread q = peer_spread({100, 102, 98, 101, 10});
  EXPECT_DOUBLE_EQ(q.median, 100);
  EXPECT_NEAR(q.sigma, 1.4826 * 2, 1e-9);
}

// Bonferroni: one quantity at 1% needs 2.33 sigmas, less than the least, 3; 20 at once 3.29 each;
// 200 (a node's roofs) 3.89.
TEST(PeerSpread, TheThresholdGrowsWithTheQuantitiesJudged) {
  EXPECT_DOUBLE_EQ(fall_threshold_sigmas(1), kSpreadMads);
  EXPECT_NEAR(fall_threshold_sigmas(20), 3.2905, 1e-3);
  EXPECT_NEAR(fall_threshold_sigmas(200), 3.8906, 1e-3);
  EXPECT_LT(fall_threshold_sigmas(20), fall_threshold_sigmas(200));
  EXPECT_DOUBLE_EQ(fall_threshold_sigmas(0), kSpreadMads);
  // Each threshold leaves kFalseFlagRate over all the quantities.
  for (int m : {10, 50, 1000})
    EXPECT_NEAR(m * 0.5 * std::erfc(fall_threshold_sigmas(m) / std::sqrt(2.0)), kFalseFlagRate, 1e-9) << m;
}

TEST(PeerSpread, PeersAlikeNeedAFallOfTheFloor) {
  const PeerSpread alike = peer_spread({100, 100, 100});
  EXPECT_DOUBLE_EQ(alike.sigma, 0);
  EXPECT_DOUBLE_EQ(kFallFloor, 0.12);
  EXPECT_TRUE(below_peers(87, {86, 88}, alike, 3));
  EXPECT_FALSE(below_peers(89, {88, 90}, alike, 3));
  EXPECT_FALSE(below_peers(100, {99, 101}, alike, 3));
  EXPECT_TRUE(below_peers(94, {}, alike, 3, 0.05));  // a floor of the caller's
}

TEST(PeerSpread, NoisyPeersNeedAFallPastTheirSpread) {
  const PeerSpread noisy = peer_spread({80, 100, 120, 90, 110});  // MAD 10: sigma 14.8
  EXPECT_FALSE(below_peers(70, {69, 71}, noisy, 3));              // 30 below: within 44.5
  EXPECT_TRUE(below_peers(50, {49, 51}, noisy, 3));
  EXPECT_FALSE(below_peers(50, {49, 51}, noisy, 4));  // judged with many others: 59.3
}

// A fall is told from noise by the value's own interval too: it must lie below the peers' median
// less their spread, not just below the median.
TEST(PeerSpread, TheIntervalMustLieBelowTheSpread) {
  const PeerSpread p = peer_spread({100, 102, 98, 101, 99});  // sigma 1.48: 3 sigmas 4.4
  EXPECT_TRUE(below_peers(85, {80, 90}, p, 3));
  EXPECT_FALSE(below_peers(85, {80, 97}, p, 3));  // below the median, within the spread
  EXPECT_TRUE(below_peers(85, {}, p, 3));         // no interval recorded: the value alone
  const PeerSpread alike = peer_spread({100, 100, 100});
  EXPECT_FALSE(below_peers(85, {80, 101}, alike, 3));
}

TEST(PeerSpread, NoPeersNothingBelow) { EXPECT_FALSE(below_peers(1, {}, PeerSpread{}, 3)); }
