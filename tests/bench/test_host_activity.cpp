// The context fields the bench writes from two samples of the host (bench/host_activity.hpp): other
// processes' CPU time is the busy time less the bench's own.
#include "host_activity.hpp"
#include "skip.hpp"

#include <gtest/gtest.h>

#include <map>

using namespace cpuroof::bench;

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
  if (!s) CPUROOF_SKIP(setup, "/proc/stat cannot be read here");
  EXPECT_EQ(s->cpus.cpus, 1);  // the CPUs asked for, whatever this thread's own mask
  EXPECT_GE(s->cpus.busy_s, 0);
}
