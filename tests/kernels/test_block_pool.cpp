// The block pool (kernels/aligned_buffer.hpp): kept blocks are handed out again for their size or a
// size down to half of it, a block released under a content name is said to hold it only when
// acquired under the same name, equally good blocks come oldest first, and new blocks come populated
// while the pool keeps blocks.
#include <gtest/gtest.h>

#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <vector>

#include "aligned_buffer.hpp"

using namespace cpuroof;

namespace {

constexpr std::size_t kBlock = std::size_t{4} << 20;

// How many of the base pages of [p, p + bytes) the OS backs now, of how many.
struct Residency {
  std::size_t resident = 0, pages = 0;
};
Residency residency(void* p, std::size_t bytes) {
  const auto page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  Residency r;
  r.pages = (bytes + page - 1) / page;
#ifdef __APPLE__
  std::vector<char> in_core(r.pages);
#else
  std::vector<unsigned char> in_core(r.pages);
#endif
  if (::mincore(p, bytes, in_core.data()) != 0) return r;
  for (const auto v : in_core) r.resident += (v & 1) != 0;
  return r;
}

struct Retention {
  explicit Retention(std::size_t bytes) { set_block_retention(bytes); }
  ~Retention() { set_block_retention(0); }
};

TEST(BlockPool, ABlockHoldsItsContentOnlyUnderTheSameName) {
  const Retention keep(64 << 20);
  const BlockContent a = content_key({1, 2, 3}), b = content_key({1, 2, 4});
  ASSERT_NE(a, b);
  const AcquiredBlock first = acquire_block(kBlock, Pages::huge, a);
  EXPECT_FALSE(first.holds_content);  // new from the OS
  std::memset(first.p, 7, kBlock);
  release_block(first.p, kBlock, Pages::huge, a);

  const AcquiredBlock other = acquire_block(kBlock, Pages::huge, b);
  EXPECT_EQ(other.p, first.p);  // the one kept block of the size
  EXPECT_FALSE(other.holds_content);
  release_block(other.p, kBlock, Pages::huge, b);

  const AcquiredBlock none = acquire_block(kBlock, Pages::huge, 0);
  EXPECT_FALSE(none.holds_content);  // no name: nothing is promised
  release_block(none.p, kBlock, Pages::huge, a);

  const AcquiredBlock again = acquire_block(kBlock, Pages::huge, a);
  EXPECT_TRUE(again.holds_content);
  EXPECT_EQ(static_cast<const unsigned char*>(again.p)[kBlock - 1], 7);
  release_block(again.p, kBlock, Pages::huge);
}

TEST(BlockPool, TheBlockHoldingTheContentIsPreferred) {
  const Retention keep(64 << 20);
  const BlockContent a = content_key({10}), b = content_key({11});
  const AcquiredBlock pa = acquire_block(kBlock, Pages::huge, a), pb = acquire_block(kBlock, Pages::huge, b);
  release_block(pa.p, kBlock, Pages::huge, a);
  release_block(pb.p, kBlock, Pages::huge, b);  // now first in the pool's list
  const AcquiredBlock got = acquire_block(kBlock, Pages::huge, a);
  EXPECT_TRUE(got.holds_content);
  EXPECT_EQ(got.p, pa.p);
  release_block(got.p, kBlock, Pages::huge);
}

// Repetitions that should each see another block: until `copies` blocks hold the content, a block
// without it comes (to be filled), then the copies in turn, the one given back longest ago first.
TEST(BlockPool, CopiesOfAContentAreFilledOnceEachThenHandedOutInTurn) {
  const Retention keep(64 << 20);
  const BlockContent a = content_key({20});
  std::vector<void*> filled;
  for (int i = 0; i < 3; ++i) {
    const AcquiredBlock got = acquire_block(kBlock, Pages::huge, a, 3);
    EXPECT_FALSE(got.holds_content) << "copy " << i << " of 3 exists already";
    for (void* p : filled) EXPECT_NE(got.p, p);
    std::memset(got.p, 9, kBlock);
    filled.push_back(got.p);
    release_block(got.p, kBlock, Pages::huge, a);
  }
  for (int round = 0; round < 2; ++round)
    for (int i = 0; i < 3; ++i) {
      const AcquiredBlock got = acquire_block(kBlock, Pages::huge, a, 3);
      EXPECT_TRUE(got.holds_content);
      EXPECT_EQ(got.p, filled[i]) << "round " << round << ": not the copy given back longest ago";
      EXPECT_EQ(static_cast<const unsigned char*>(got.p)[kBlock - 1], 9);
      release_block(got.p, kBlock, Pages::huge, a);
    }
  // A copy lent out counts: two more asked for while it is, the second is the other kept copy.
  const AcquiredBlock one = acquire_block(kBlock, Pages::huge, a, 3);
  const AcquiredBlock two = acquire_block(kBlock, Pages::huge, a, 3);
  EXPECT_TRUE(one.holds_content && two.holds_content);
  EXPECT_NE(one.p, two.p);
  release_block(one.p, kBlock, Pages::huge);
  release_block(two.p, kBlock, Pages::huge);
}

TEST(BlockPool, SmallBlocksAndNoRetentionHoldNothing) {
  const BlockContent a = content_key({5});
  {
    const Retention keep(0);
    const AcquiredBlock big = acquire_block(kBlock, Pages::huge, a);
    release_block(big.p, kBlock, Pages::huge, a);
    const AcquiredBlock again = acquire_block(kBlock, Pages::huge, a);
    EXPECT_FALSE(again.holds_content);  // given back to the OS on release
    release_block(again.p, kBlock, Pages::huge, a);
  }
  const Retention keep(64 << 20);
  const AcquiredBlock small = acquire_block(4096, Pages::huge, a);
  EXPECT_FALSE(small.holds_content);
  release_block(small.p, 4096, Pages::huge, a);
  const AcquiredBlock heap = acquire_block(4096, Pages::huge, a);
  EXPECT_FALSE(heap.holds_content) << "small blocks come from the heap";
  release_block(heap.p, 4096, Pages::huge, a);
}

TEST(BlockPool, AKeptBlockServesSizesDownToHalfItsOwnAndStaysWhole) {
  const Retention keep(64 << 20);
  const BlockContent a = content_key({20});
  void* big = acquire_block(2 * kBlock, Pages::huge);
  release_block(big, 2 * kBlock, Pages::huge);
  void* quarter = acquire_block(kBlock / 2, Pages::huge);
  EXPECT_NE(quarter, big) << "a quarter of it: a block of its own";
  release_block(quarter, kBlock / 2, Pages::huge);
  const AcquiredBlock half = acquire_block(kBlock + 4096, Pages::huge, a);
  ASSERT_EQ(half.p, big);
  std::memset(half.p, 3, kBlock + 4096);
  release_block(half.p, kBlock + 4096, Pages::huge, a);  // kept at its own size, under the name
  const AcquiredBlock named = acquire_block(kBlock + 4096, Pages::huge, a);
  EXPECT_EQ(named.p, big);
  EXPECT_TRUE(named.holds_content);
  release_block(named.p, kBlock + 4096, Pages::huge);
  void* whole = acquire_block(2 * kBlock, Pages::huge);
  EXPECT_EQ(whole, big);
  std::memset(whole, 1, 2 * kBlock);  // all of it still mapped
  release_block(whole, 2 * kBlock, Pages::huge);
}

TEST(BlockPool, OfEquallyGoodBlocksTheOneGivenBackLongestAgoComesFirst) {
  const Retention keep(64 << 20);
  void* a = acquire_block(kBlock, Pages::huge);
  void* b = acquire_block(kBlock, Pages::huge);
  void* c = acquire_block(kBlock, Pages::huge);
  release_block(b, kBlock, Pages::huge);
  release_block(a, kBlock, Pages::huge);
  release_block(c, kBlock, Pages::huge);
  // A benchmark that takes one block and gives it back each repetition walks through all three.
  std::vector<void*> order;
  for (int repetition = 0; repetition < 4; ++repetition) {
    order.push_back(acquire_block(kBlock, Pages::huge));
    release_block(order.back(), kBlock, Pages::huge);
  }
  EXPECT_EQ(order, (std::vector<void*>{b, a, c, b}));
}

TEST(BlockPool, NewBlocksComePopulatedOnlyWhileThePoolKeepsBlocks) {
  constexpr std::size_t kBig = 4 * kBlock;  // whole huge pages: each populating thread takes some
  {
    const Retention keep(0);
    const double before = new_block_seconds();
    void* p = acquire_block(kBig, Pages::huge);
    EXPECT_EQ(residency(p, kBig).resident, 0u) << "the first write decides where its pages live";
    EXPECT_EQ(new_block_seconds(), before);
    release_block(p, kBig, Pages::huge);
  }
  for (const Pages pages : {Pages::huge, Pages::base}) {
    set_block_retention(64 << 20, 2);
    const double before = new_block_seconds();
    void* p = acquire_block(kBig, pages);
    const Residency r = residency(p, kBig);
    EXPECT_EQ(r.resident, r.pages);
    EXPECT_GT(new_block_seconds(), before);
    release_block(p, kBig, pages);
    set_block_retention(0);
  }
}

TEST(BlockPool, ABufferSaysWhetherItsBlockHoldsItsContent) {
  const Retention keep(64 << 20);
  const BlockContent a = content_key({42});
  const std::size_t n = kBlock / sizeof(double);
  {
    // Acquired under the name but never filled (its user failed before): it holds nothing.
    const AlignedBuffer<double> unfilled(n, kArrayStaggerBytes, Pages::huge, a);
    EXPECT_FALSE(unfilled.holds_content());
  }
  {
    AlignedBuffer<double> x(n, kArrayStaggerBytes, Pages::huge, a);
    EXPECT_FALSE(x.holds_content());
    for (std::size_t i = 0; i < n; ++i) x[i] = double(i);
    x.filled();
  }
  AlignedBuffer<double> again(n, kArrayStaggerBytes, Pages::huge, a);
  ASSERT_TRUE(again.holds_content());
  EXPECT_EQ(again[n - 1], double(n - 1));
  AlignedBuffer<double> unnamed(n, kArrayStaggerBytes);
  EXPECT_FALSE(unnamed.holds_content());
  unnamed.filled();
  EXPECT_FALSE(unnamed.holds_content()) << "no name, nothing to hold";
}

}  // namespace
