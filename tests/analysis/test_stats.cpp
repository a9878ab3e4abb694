#include <gtest/gtest.h>

#include <cmath>

#include "model/stats.hpp"

using namespace cpuroof::analysis;

TEST(Stats, MedianAndQuantile) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 2, 3}), 2.5);
  EXPECT_DOUBLE_EQ(quantile({0, 10}, 0.9), 9);
  EXPECT_DOUBLE_EQ(quantile({5}, 0.9), 5);
  EXPECT_THROW(median({}), std::invalid_argument);
}

TEST(Stats, CoefficientOfVariation) {
  EXPECT_DOUBLE_EQ(coefficient_of_variation({2, 2, 2}), 0);
  EXPECT_NEAR(coefficient_of_variation({9, 11}), std::sqrt(2.0) / 10, 1e-12);
  EXPECT_DOUBLE_EQ(coefficient_of_variation({1}), 0);
}

TEST(Stats, BootstrapIntervalContainsTheStatisticAndIsDeterministic) {
  const std::vector<double> v{9.8, 10.1, 10.0, 9.9, 10.3, 10.2, 9.7};
  const Interval a = bootstrap_quantile_ci(v, 0.5), b = bootstrap_quantile_ci(v, 0.5);
  EXPECT_EQ(a.low, b.low);
  EXPECT_EQ(a.high, b.high);
  EXPECT_LE(a.low, median(v));
  EXPECT_GE(a.high, median(v));
  EXPECT_GE(a.low, 9.7);
  EXPECT_LE(a.high, 10.3);
  const Interval one = bootstrap_quantile_ci({4}, 0.9);
  EXPECT_EQ(one.low, 4);
  EXPECT_EQ(one.high, 4);
}
