// The int8 GEMM (u8 x s8 -> s32) equals the exact integer product, at sizes that exercise every
// micro-tile edge (m not a multiple of 8, n of 32, k of 4) and with extreme values (255 x -128), on one
// and two threads, with this host's blocks and with caches small enough that k, m and n each take
// several blocks; on a CPU without AVX-512 VNNI it is refused with a message.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "gemm_i8.hpp"
#include "skip.hpp"

using namespace cpuroof;

TEST(GemmI8, ExactAtEveryEdge) {
  if (!gemm_i8_supported()) {
    std::vector<std::uint8_t> a(4);
    std::vector<std::int8_t> b(4);
    std::vector<std::int32_t> c(1);
    EXPECT_THROW(gemm_i8(CacheSizes{32768, 0, 0}, 1, 1, 4, a.data(), b.data(), c.data(), 1), std::invalid_argument);
    CPUROOF_SKIP(hardware, "this CPU lacks AVX-512 VNNI: the int8 GEMM is refused");
  }
  const std::size_t sizes[][3] = {{1, 1, 1},     {8, 32, 4},   {9, 33, 5},     {12, 32, 8},
                                  {13, 65, 131}, {64, 64, 64}, {3, 100, 1000}, {150, 700, 301}};
  // Zen 5's L1d and L2, and caches that make KC 256 (the floor), MC 48 and NC 128 (gemm_blocking at 1 byte).
  const CacheSizes caches[] = {{48 * 1024, 1024 * 1024, 32 * 1024 * 1024}, {4096, 16384, 65536}};
  for (const auto& s : sizes) {
    const std::size_t m = s[0], n = s[1], k = s[2];
    std::vector<std::uint8_t> a(m * k);
    std::vector<std::int8_t> b(k * n);
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<std::uint8_t>(i % 7 == 0 ? 255 : (i * 31) % 256);
    for (std::size_t i = 0; i < b.size(); ++i)
      b[i] = static_cast<std::int8_t>(i % 5 == 0 ? -128 : static_cast<int>((i * 17) % 256) - 128);
    const std::vector<std::int64_t> want = gemm_i8_reference(m, n, k, a.data(), b.data());
    for (const CacheSizes& cache : caches)
      for (int threads : {1, 2}) {
        std::vector<std::int32_t> c(m * n, -1);
        gemm_i8(cache, m, n, k, a.data(), b.data(), c.data(), threads);
        for (std::size_t i = 0; i < m * n; ++i)
          ASSERT_EQ(c[i], want[i]) << "m=" << m << " n=" << n << " k=" << k << " l1d=" << cache.l1d
                                   << " threads=" << threads << " at " << i;
      }
  }
}

TEST(GemmI8, CostIsTwoOpsPerMultiplyAdd) {
  const Cost c = gemm_i8_cost(2, 3, 4);
  EXPECT_EQ(c.flops, 2.0 * 2 * 3 * 4);
  EXPECT_EQ(c.bytes_read, 2.0 * 4 + 4 * 3);
  EXPECT_EQ(c.bytes_written, 4.0 * 2 * 3);
}
