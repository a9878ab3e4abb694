// /proc/stat's per-CPU lines summed over the CPUs the process may use (platform/linux/proc_stat.hpp).
#include "platform/linux/proc_stat.hpp"

#include <gtest/gtest.h>

using namespace cpuroof::platform;

namespace {

// Two CPUs and a third outside the mask; the all-CPU line must not count.
constexpr const char* kStat =
    "cpu  900 0 300 5000 10 0 0 40 0 0\n"
    "cpu0 100 10 50 1000 5 2 3 20 0 0\n"
    "cpu1 200 0 100 2000 5 0 0 10 0 0\n"
    "cpu2 600 0 150 2000 0 0 0 10 0 0\n"
    "intr 12345\n"
    "procs_running 3\n";

}  // namespace

TEST(HostActivity, SumsTheAllowedCpus) {
  const auto t = parse_proc_stat(kStat, {0, 1}, 100);
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(t->cpus, 2);
  EXPECT_DOUBLE_EQ(t->busy_s, (100 + 10 + 50 + 2 + 3 + 200 + 100) / 100.0);
  EXPECT_DOUBLE_EQ(t->steal_s, 0.3);
}

TEST(HostActivity, NoAllowedCpuInTheText) {
  EXPECT_FALSE(parse_proc_stat(kStat, {7}, 100).has_value());
  EXPECT_FALSE(parse_proc_stat("intr 1\n", {0}, 100).has_value());
}
