// The memory budget's choice among the limits (bench/memory_budget.hpp).
#include <gtest/gtest.h>

#include <limits>

#include "memory_budget.hpp"

using namespace cpuroof::bench;

TEST(MemoryBudget, LeastLimitBinds) {
  EXPECT_EQ(headroom(1000, 300), 700u);
  EXPECT_EQ(headroom(1000, 2000), 0u);
  const MemoryBudget b =
      least_of({{"MemAvailable", 16ull << 30}, {"cgroup v2 memory.max (/x)", 1ull << 30}, {"RLIMIT_AS", 2ull << 30}});
  EXPECT_EQ(b.bytes, 1ull << 30);
  EXPECT_EQ(b.source, "cgroup v2 memory.max (/x)");
  EXPECT_EQ(b.describe(), "MemAvailable: 17179869184; cgroup v2 memory.max (/x): 1073741824; RLIMIT_AS: 2147483648");
  const MemoryBudget none = least_of({});
  EXPECT_EQ(none.bytes, std::numeric_limits<std::size_t>::max());
  EXPECT_EQ(none.source, "none found");
}

TEST(MemoryBudget, BytesText) {
  EXPECT_EQ(bytes_text(512), "512 B");
  EXPECT_EQ(bytes_text(128ull << 20), "128 MiB");
  EXPECT_EQ(bytes_text(1536ull << 20), "1.5 GiB");
}
