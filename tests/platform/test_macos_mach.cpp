// macOS's memory and CPU-time figures from Mach's counts (platform/macos/mach_facts.hpp), on recorded
// counts: built and run on Linux, as the arithmetic makes no OS call.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "platform/macos/mach_facts.hpp"

using namespace cpuroof::platform;

TEST(MacosMach, AvailableIsFreeInactiveAndPurgeablePages) {
  constexpr std::uint64_t kPage = 16384;  // Apple Silicon's page
  EXPECT_EQ(available_bytes({1000, 500, 24}, kPage, 0), 1524u * kPage);
  EXPECT_EQ(available_bytes({1000, 500, 24}, kPage, 1000 * kPage), 1000u * kPage);  // never above hw.memsize
  EXPECT_EQ(available_bytes({1, 2, 3}, 0, 0), std::nullopt);
  constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
  EXPECT_EQ(available_bytes({kMax, 1, 0}, kPage, 0), std::nullopt);
  EXPECT_EQ(available_bytes({kMax / 2, 0, 0}, kPage, 0), std::nullopt);
}

TEST(MacosMach, CpuTimesSumTheCpusAskedForWithoutSteal) {
  // user, system, idle, nice
  const std::vector<CpuTicks> ticks = {{100, 50, 1000, 10}, {200, 0, 900, 0}, {7, 7, 7, 7}};
  const auto two = cpu_times_from_ticks(ticks, {0, 1}, 100.0);
  ASSERT_TRUE(two);
  EXPECT_EQ(two->cpus, 2);
  EXPECT_DOUBLE_EQ(two->busy_s, (160 + 200) / 100.0);
  EXPECT_EQ(two->steal_s, 0.0);
  EXPECT_FALSE(cpu_times_from_ticks(ticks, {5, -1}, 100.0));
  EXPECT_FALSE(cpu_times_from_ticks(ticks, {}, 100.0));
  EXPECT_FALSE(cpu_times_from_ticks(ticks, {0}, 0.0));
  EXPECT_FALSE(cpu_times_from_ticks({}, {0}, 100.0));
}
