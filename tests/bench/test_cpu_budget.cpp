// The thread budget's choice (bench/cpu_budget.hpp): OMP_NUM_THREADS, and which cap binds.
#include <gtest/gtest.h>

#include "cpu_budget.hpp"

using namespace cpuroof::bench;

TEST(CpuBudget, OmpNumThreads) {
  EXPECT_EQ(parse_omp_num_threads(nullptr), std::nullopt);
  EXPECT_EQ(parse_omp_num_threads(""), std::nullopt);
  EXPECT_EQ(parse_omp_num_threads("4"), std::optional<int>(4));
  EXPECT_EQ(parse_omp_num_threads(" 3 "), std::optional<int>(3));
  EXPECT_EQ(parse_omp_num_threads("4,2"), std::optional<int>(4));  // nested levels: the outermost
  EXPECT_EQ(parse_omp_num_threads("0"), std::nullopt);
  EXPECT_EQ(parse_omp_num_threads("four"), std::nullopt);
}

TEST(CpuBudget, WholeMachine) {
  const CpuBudget b = decide_cpu_budget(8, 16, 16, 8, std::nullopt, std::nullopt);
  EXPECT_EQ(b.threads, 8);
  EXPECT_EQ(b.cap, "machine cores");
}

TEST(CpuBudget, AffinityMask) {
  // taskset -c 0 on a 2-core machine.
  const CpuBudget b = decide_cpu_budget(2, 2, 1, 1, std::nullopt, std::nullopt);
  EXPECT_EQ(b.threads, 1);
  EXPECT_EQ(b.cap, "affinity mask");
  EXPECT_EQ(b.allowed_cpus, 1);
  EXPECT_EQ(b.machine_cores, 2);
  // Both hardware threads of one core: one core, one thread.
  EXPECT_EQ(decide_cpu_budget(4, 8, 2, 1, std::nullopt, std::nullopt).threads, 1);
}

TEST(CpuBudget, QuotaRoundsDown) {
  const CpuBudget b = decide_cpu_budget(8, 8, 8, 8, 2.5, std::nullopt);
  EXPECT_EQ(b.threads, 2);
  EXPECT_EQ(b.cap, "cgroup CPU quota 2.5 CPUs");
  EXPECT_EQ(decide_cpu_budget(8, 8, 8, 8, 0.5, std::nullopt).threads, 1);  // never below one
}

TEST(CpuBudget, OmpNumThreadsCapsButNeverRaises) {
  EXPECT_EQ(decide_cpu_budget(8, 8, 8, 8, std::nullopt, 3).threads, 3);
  EXPECT_EQ(decide_cpu_budget(8, 8, 8, 8, std::nullopt, 3).cap, "OMP_NUM_THREADS=3");
  const CpuBudget more = decide_cpu_budget(2, 2, 1, 1, std::nullopt, 16);
  EXPECT_EQ(more.threads, 1);
  EXPECT_EQ(more.cap, "affinity mask");
}
