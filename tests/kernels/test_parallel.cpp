// The shared static partition covers [0, n) exactly, in order, on cache-line starts; one thread runs
// it on the caller.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "aligned_buffer.hpp"
#include "parallel.hpp"

using namespace cpuroof;

TEST(Parallel, ChunksTileTheRange) {
  for (std::size_t n : {0ul, 1ul, 7ul, 8ul, 63ul, 257ul, 1000ul, 100003ul})
    for (int threads : {1, 2, 3, 4, 7, 16}) {
      std::size_t next = 0;
      for (int t = 0; t < threads; ++t) {
        const Range r = chunk_range(n, t, threads, 8);
        EXPECT_EQ(r.begin, next) << n << " " << threads;
        EXPECT_LE(r.begin, r.end);
        if (r.begin < n) {
          EXPECT_EQ(r.begin % 8, 0u);
        }
        next = r.end;
      }
      EXPECT_EQ(next, n) << n << " " << threads;
    }
}

TEST(Parallel, ChunksAreBalanced) {
  const std::size_t n = 8 * 1000;
  for (int t = 0; t < 3; ++t) EXPECT_NEAR(static_cast<double>(chunk_range(n, t, 3, 8).size()), n / 3.0, 8);
}

// One thread runs on the caller, outside any OpenMP region (a region of one thread slowed the stream
// loops); more threads each get their chunk inside one.
TEST(Parallel, OneThreadRunsOnTheCallerOutsideAnyRegion) {
  int level = -1;
  parallel_chunks<double>(1000, 1, [&](Range r, int tid) {
    level = omp_get_level();
    EXPECT_EQ(r.begin, 0u);
    EXPECT_EQ(r.end, 1000u);
    EXPECT_EQ(tid, 0);
  });
  EXPECT_EQ(level, 0);
  std::vector<int> levels(2, -1);
  parallel_chunks<double>(1000, 2, [&](Range, int tid) { levels[static_cast<std::size_t>(tid)] = omp_get_level(); });
  EXPECT_EQ(levels[0], 1);  // the second thread, where the runtime gave one, ran in the same region
  EXPECT_NE(levels[1], 0);
}

TEST(AlignedBuffer, AlignedAndReusable) {
  for (std::size_t n : {1ul, 100ul, (3ul << 20) / 8}) {
    AlignedBuffer<double> a(n);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(a.data()) % 64, 0u);
    a[n - 1] = 1.0;
  }
  AlignedBuffer<float> moved(AlignedBuffer<float>(10));
  EXPECT_EQ(moved.size(), 10u);
}

TEST(AlignedBuffer, StaggeredArraysStartInsideTheirHugePageAlignedBlocks) {
  const std::size_t n = (3ul << 20) / 8;
  for (int k = 0; k < 4; ++k) {
    AlignedBuffer<double> a(n, k * kArrayStaggerBytes);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(a.data()) % (2 << 20), k * kArrayStaggerBytes);
    EXPECT_EQ(a.size(), n);
    a[0] = 1.0, a[n - 1] = 2.0;  // the whole array lies inside its block
    AlignedBuffer<double> moved(std::move(a));
    EXPECT_EQ(moved[n - 1], 2.0);
  }
}
