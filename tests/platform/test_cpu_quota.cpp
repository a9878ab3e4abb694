// The cgroup CPU quotas' parsers on the text of the files they read (platform/linux/cpu_quota.hpp).
#include <gtest/gtest.h>

#include "platform/linux/cpu_quota.hpp"

using namespace cpuroof::platform;

TEST(CpuBudget, CpuMax) {
  EXPECT_EQ(parse_cpu_max("max 100000\n"), std::nullopt);
  EXPECT_EQ(parse_cpu_max("max\n"), std::nullopt);
  EXPECT_EQ(parse_cpu_max("150000 100000\n"), std::optional<double>(1.5));
  EXPECT_EQ(parse_cpu_max("200000 100000"), std::optional<double>(2.0));
  EXPECT_EQ(parse_cpu_max("50000\n"), std::optional<double>(0.5));  // period defaults to 100000
  EXPECT_EQ(parse_cpu_max(""), std::nullopt);
  EXPECT_EQ(parse_cpu_max("lots 100000"), std::nullopt);
  EXPECT_EQ(parse_cpu_max("100000 0"), std::nullopt);
}

TEST(CpuBudget, CfsQuota) {
  EXPECT_EQ(parse_cfs_quota("-1\n", "100000\n"), std::nullopt);
  EXPECT_EQ(parse_cfs_quota("50000\n", "100000\n"), std::optional<double>(0.5));
  EXPECT_EQ(parse_cfs_quota("300000\n", "100000\n"), std::optional<double>(3.0));
  EXPECT_EQ(parse_cfs_quota("x", "100000"), std::nullopt);
}
