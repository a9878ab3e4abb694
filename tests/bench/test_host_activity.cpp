// /proc/stat's per-CPU lines summed over the CPUs the process may use, and the context fields the
// bench writes from two samples: other processes' CPU time is the busy time less the bench's own.
#include "host_activity.hpp"

#include <gtest/gtest.h>

#include <map>

using namespace cpuroof::bench;

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

TEST(HostActivity, OtherLoadIsBusyTimeLessOurOwn) {
  HostSample a, b;
  a.cpus = {100, 1, 2};
  a.own_cpu_s = 10;
  a.wall_s = 1000;
  b.cpus = {160, 2.5, 2};
  b.own_cpu_s = 50;  // we took 40 of the 60 busy seconds
  b.wall_s = 1030;
  std::map<std::string, std::string> f;
  for (const auto& [k, v] : host_activity_fields(a, b)) f[k] = v;
  EXPECT_EQ(f.at("cpuroof_host_run_seconds"), "30");
  EXPECT_EQ(f.at("cpuroof_host_cpus_watched"), "2");
  EXPECT_EQ(f.at("cpuroof_host_other_cpu_seconds"), "20");
  EXPECT_EQ(f.at("cpuroof_host_steal_seconds"), "1.5");
  b.own_cpu_s = 75;  // tick rounding: our exact time above the ticked busy time is never negative load
  for (const auto& [k, v] : host_activity_fields(a, b)) f[k] = v;
  EXPECT_EQ(f.at("cpuroof_host_other_cpu_seconds"), "0");
}

TEST(HostActivity, SamplesThisHost) {
  const auto s = sample_host({0});
  if (!s) GTEST_SKIP() << "/proc/stat cannot be read here";
  EXPECT_EQ(s->cpus.cpus, 1);  // the CPUs asked for, whatever this thread's own mask
  EXPECT_GE(s->cpus.busy_s, 0);
}
