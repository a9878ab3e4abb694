// The GEMM reference cache stays within its capacity, dropping the least recently used results, and
// keeps the newest result even when it alone exceeds the capacity.
#include "gemm_reference_cache.hpp"

#include <gtest/gtest.h>

#include <vector>

using cpuroof::bench::GemmReferenceCache;

TEST(GemmReferenceCache, FindsWhatItKeeps) {
  GemmReferenceCache cache(1 << 20);
  EXPECT_EQ(cache.find<double>(2, 2, 2), nullptr);
  const double* d = cache.insert<double>(2, 2, 2, std::vector<double>{1, 2, 3, 4});
  EXPECT_EQ(cache.find<double>(2, 2, 2), d);
  EXPECT_EQ(d[3], 4);
  EXPECT_EQ(cache.find<float>(2, 2, 2), nullptr);  // another dtype is another result
}

TEST(GemmReferenceCache, DropsTheLeastRecentlyUsedBeyondItsCapacity) {
  GemmReferenceCache cache(3 * 100 * sizeof(double));
  cache.insert<double>(10, 10, 1, std::vector<double>(100, 1.0));
  cache.insert<double>(10, 10, 2, std::vector<double>(100, 2.0));
  cache.insert<double>(10, 10, 3, std::vector<double>(100, 3.0));
  ASSERT_NE(cache.find<double>(10, 10, 1), nullptr);  // now the most recently used
  cache.insert<double>(10, 10, 4, std::vector<double>(100, 4.0));
  EXPECT_EQ(cache.entries(), 3u);
  EXPECT_LE(cache.bytes(), 3 * 100 * sizeof(double));
  EXPECT_EQ(cache.find<double>(10, 10, 2), nullptr);
  EXPECT_NE(cache.find<double>(10, 10, 1), nullptr);
  EXPECT_NE(cache.find<double>(10, 10, 4), nullptr);
}

TEST(GemmReferenceCache, KeepsOnlyTheNewestWhenItAloneIsTooLarge) {
  GemmReferenceCache cache(100 * sizeof(float));
  cache.insert<float>(10, 10, 1, std::vector<float>(100, 1.0f));
  const float* big = cache.insert<float>(20, 20, 1, std::vector<float>(400, 2.0f));
  EXPECT_EQ(cache.entries(), 1u);
  EXPECT_EQ(cache.find<float>(10, 10, 1), nullptr);
  EXPECT_EQ(cache.find<float>(20, 20, 1), big);
  cache.set_capacity(0);
  EXPECT_EQ(cache.entries(), 0u);
}
