// A value against its peers: the median, the robust spread (3 x 1.4826 x MAD) and "below", which needs
// a fall past both the spread and 10%, the value's interval included.
#include <gtest/gtest.h>

#include "model/peer_spread.hpp"

using namespace cpuroof::analysis;

TEST(PeerSpread, MedianAndThreeRobustStandardDeviations) {
  const PeerSpread p = peer_spread({100, 102, 98, 101, 99});
  EXPECT_EQ(p.count, 5);
  EXPECT_DOUBLE_EQ(p.median, 100);
  EXPECT_NEAR(p.spread, 3 * 1.4826 * 1, 1e-9);  // deviations 0, 2, 2, 1, 1: MAD 1
  // One value far out moves neither.
  const PeerSpread q = peer_spread({100, 102, 98, 101, 10});
  EXPECT_DOUBLE_EQ(q.median, 100);
  EXPECT_NEAR(q.spread, 3 * 1.4826 * 2, 1e-9);
}

TEST(PeerSpread, PeersAlikeNeedAFallOfTenPercent) {
  const PeerSpread alike = peer_spread({100, 100, 100});
  EXPECT_DOUBLE_EQ(alike.spread, 0);
  EXPECT_TRUE(below_peers(89, {88, 90}, alike));
  EXPECT_FALSE(below_peers(91, {90, 92}, alike));
  EXPECT_FALSE(below_peers(100, {99, 101}, alike));
}

TEST(PeerSpread, NoisyPeersNeedAFallPastTheirSpread) {
  const PeerSpread noisy = peer_spread({80, 100, 120, 90, 110});  // MAD 10: spread 44.5
  EXPECT_FALSE(below_peers(70, {69, 71}, noisy));
  EXPECT_TRUE(below_peers(50, {49, 51}, noisy));
}

TEST(PeerSpread, TheIntervalMustLieBelowTheMedianToo) {
  const PeerSpread alike = peer_spread({100, 100, 100});
  EXPECT_FALSE(below_peers(85, {80, 101}, alike));
  EXPECT_TRUE(below_peers(85, {80, 99}, alike));
  EXPECT_TRUE(below_peers(85, {}, alike));  // no interval recorded: the value alone
}

TEST(PeerSpread, NoPeersNothingBelow) { EXPECT_FALSE(below_peers(1, {}, PeerSpread{})); }
