// The latency family's cycle and chase (kernels/latency.hpp): one cycle through every line, the same
// for a seed, chains on disjoint segments, and a chase that ends where the cycle says.
#include <gtest/gtest.h>

#include <cstddef>
#include <set>
#include <vector>

#include "aligned_buffer.hpp"
#include "latency.hpp"

using namespace cpuroof;

namespace {

constexpr std::uint64_t kSeed = 0x5eed;

// n lines linked into the cycle of `seed`; its order kept for the checks.
struct Cycle {
  AlignedBuffer<ChaseLine> lines;
  std::vector<std::uint32_t> order;
  Cycle(std::size_t n, std::uint64_t seed, Pages pages = Pages::huge)
      : lines(n, 0, pages), order(random_cycle_order(n, seed)) {
    link_cycle(lines.data(), order);
  }
};

// The lines in the order the cycle visits them from lines[0], as indices; stops after n steps.
std::vector<std::size_t> visit_order(const ChaseLine* lines, std::size_t n) {
  std::vector<std::size_t> order;
  const ChaseLine* p = lines;
  for (std::size_t i = 0; i < n; ++i, p = p->next) order.push_back(static_cast<std::size_t>(p - lines));
  return order;
}

// Sizes of 1 and 2 lines, a page of 4 KiB (64 lines), sizes that are no multiple of a page, and a
// few pages.
constexpr std::size_t kLineCounts[] = {1, 2, 3, 63, 64, 65, 1000, 4099};

TEST(Latency, TheCycleVisitsEveryLineOnceAndReturns) {
  for (std::size_t n : kLineCounts) {
    SCOPED_TRACE(testing::Message() << "lines=" << n);
    Cycle c(n, kSeed);
    const std::vector<std::size_t> order = visit_order(c.lines.data(), n);
    EXPECT_EQ(std::set<std::size_t>(order.begin(), order.end()).size(), n);  // n distinct lines in n steps
    EXPECT_EQ(cycle_length(c.lines.data(), n), n);                           // ... and then back at the start
    for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(cycle_length(&c.lines[i], n), n) << "from line " << i;
    EXPECT_EQ(order, std::vector<std::size_t>(c.order.begin(), c.order.end()));  // in the order drawn
  }
}

TEST(Latency, ABrokenCycleIsCaught) {
  constexpr std::size_t n = 100;
  Cycle c(n, kSeed);
  ChaseLine* lines = c.lines.data();
  const std::vector<const ChaseLine*> starts = chase_starts(lines, c.order, 4);
  EXPECT_TRUE(segments_close(starts, n));
  // A short cut past 9 lines: still a cycle through lines[0], but shorter.
  lines[c.order[50]].next = &lines[c.order[60]];
  EXPECT_EQ(cycle_length(lines, n), n - 9);
  EXPECT_FALSE(segments_close(starts, n));
  lines[c.order[n - 1]].next = &lines[c.order[1]];  // lines[0] is left out of the loop
  EXPECT_EQ(cycle_length(lines, n), 0u);
  EXPECT_FALSE(segments_close(starts, n));
}

TEST(Latency, TheCycleIsFixedByItsSeed) {
  constexpr std::size_t n = 4099;
  EXPECT_EQ(random_cycle_order(n, kSeed), random_cycle_order(n, kSeed));
  EXPECT_NE(random_cycle_order(n, kSeed), random_cycle_order(n, kSeed + 1));
  // The first draws of the seed, fixed by splitmix64's definition: a change of generator shows.
  EXPECT_EQ(random_cycle_order(8, kSeed), (std::vector<std::uint32_t>{0, 4, 3, 1, 5, 2, 6, 7}));
}

TEST(Latency, TheOrderIsNeitherSequentialNorWithinOnePage) {
  // 64 pages of 64 lines: a prefetcher following a stride or a page would see the next line in the
  // same 4 KiB page often; a random cycle lands there about 1 time in 64.
  constexpr std::size_t n = 64 * 64, kLinesPerPage = 64;
  const std::vector<std::uint32_t> order = random_cycle_order(n, kSeed);
  std::size_t same_page = 0, next_line = 0;
  for (std::size_t i = 1; i < n; ++i) {
    same_page += order[i] / kLinesPerPage == order[i - 1] / kLinesPerPage;
    next_line += order[i] == order[i - 1] + 1;
  }
  EXPECT_LT(same_page, n / 16);
  EXPECT_LT(next_line, n / 256);
}

TEST(Latency, ChainsStartEvenlyAlongTheCycle) {
  constexpr std::size_t n = 1000;
  Cycle c(n, kSeed);
  const ChaseLine* lines = c.lines.data();
  const std::vector<std::size_t> order = visit_order(lines, n);
  for (int k : {1, 2, 7, 32}) {
    SCOPED_TRACE(testing::Message() << "chains=" << k);
    const std::vector<const ChaseLine*> starts = chase_starts(lines, c.order, k);
    EXPECT_TRUE(segments_close(starts, n));
    ASSERT_EQ(starts.size(), static_cast<std::size_t>(k));
    // Chain i starts i*n/k steps along: the k segments of n/k steps each are disjoint.
    std::set<std::size_t> seen;
    for (int i = 0; i < k; ++i) {
      const std::size_t at = static_cast<std::size_t>(i) * n / static_cast<std::size_t>(k);
      EXPECT_EQ(starts[static_cast<std::size_t>(i)], &lines[order[at]]);
      const ChaseLine* p = starts[static_cast<std::size_t>(i)];
      for (std::size_t s = 0; s < n / static_cast<std::size_t>(k); ++s, p = p->next)
        EXPECT_TRUE(seen.insert(static_cast<std::size_t>(p - lines)).second) << "chain " << i << " step " << s;
    }
  }
}

TEST(Latency, TheChaseEndsWhereTheCycleSays) {
  constexpr std::size_t n = 257;
  Cycle c(n, kSeed);
  const ChaseLine* lines = c.lines.data();
  const std::vector<std::size_t> order = visit_order(lines, n);
  for (int k = 1; k <= kMaxChains; ++k)
    for (std::size_t steps : {0ul, 1ul, 5ul, n, 3 * n + 11}) {
      SCOPED_TRACE(testing::Message() << "chains=" << k << " steps=" << steps);
      std::vector<const ChaseLine*> heads = chase_starts(lines, c.order, k);
      chase(heads.data(), k, steps);
      for (int i = 0; i < k; ++i) {
        const std::size_t at = static_cast<std::size_t>(i) * n / static_cast<std::size_t>(k);
        EXPECT_EQ(heads[static_cast<std::size_t>(i)], &lines[order[(at + steps) % n]]) << "chain " << i;
      }
    }
}

TEST(Latency, ChainsOutsideTheRangeAreRefused) {
  Cycle c(4, kSeed);
  const ChaseLine* head = c.lines.data();
  EXPECT_THROW(chase(&head, 0, 1), std::invalid_argument);
  EXPECT_THROW(chase_starts(c.lines.data(), c.order, 5), std::invalid_argument);  // more chains than lines
  EXPECT_THROW(chase_starts(c.lines.data(), random_cycle_order(64, kSeed), kMaxChains + 1), std::invalid_argument);
  EXPECT_THROW(random_cycle_order(0, kSeed), std::invalid_argument);
}

TEST(Latency, BasePagesHoldACycleToo) {
  // A block of 2 MiB and more on the OS's base pages (the bench's TLB step): the same cycle.
  constexpr std::size_t n = (std::size_t{4} << 20) / kChaseLineBytes + 7;
  Cycle c(n, kSeed, Pages::base);
  EXPECT_EQ(cycle_length(c.lines.data(), n), n);
  EXPECT_TRUE(segments_close(chase_starts(c.lines.data(), c.order, kMaxChains), n));
}

TEST(Latency, CostIsOneLinePerLoadAndNoFlops) {
  EXPECT_EQ(chase_cost(1), (Cost{0, 64, 0}));
  EXPECT_EQ(chase_cost(1000), (Cost{0, 64000, 0}));
}

}  // namespace
