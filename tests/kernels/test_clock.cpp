// The clock chain really runs every add (its value proves it); the estimate itself is timing and is
// checked by running the bench, not here.
#include <gtest/gtest.h>

#include "clock.hpp"

using namespace cpuroof;

TEST(Clock, ChainValueCountsEveryAdd) {
  EXPECT_EQ(clock_chain(0), 0u);
  EXPECT_EQ(clock_chain(3), 3u * kClockChainPerTrip);
  EXPECT_EQ(clock_chain_parallel(5, 2), 2u * 5u * kClockChainPerTrip);
}
