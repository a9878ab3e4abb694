// The bf16 GEMM (bf16 x bf16 -> f32) is within the f32 summation bound of the double product
// (gemm_bf16_error_bound) at sizes that exercise every micro-tile edge (m not a multiple of 12, n of
// 32, k odd: half a vdpbf16ps pair), with this host's blocks and with caches small enough that k, m
// and n each take several blocks, on one and two threads; on a CPU without AVX-512 BF16 it is
// refused with a message.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "gemm_bf16.hpp"
#include "skip.hpp"

using namespace cpuroof;

namespace {

// Normal bf16 values of both signs over several binades (vdpbf16ps flushes denormals), with
// mantissas that use all 8 bits.
std::uint16_t value(std::size_t i, unsigned salt) {
  const std::uint32_t h = static_cast<std::uint32_t>(i * 2654435761u + salt * 40503u);
  const float x = std::ldexp(1.0f + static_cast<float>(h >> 25) / 128.0f, static_cast<int>((h >> 8) % 7) - 3);
  return bf16_from_float(h & 1u ? -x : x);
}

}  // namespace

TEST(GemmBf16, WithinTheF32SummationBoundAtEveryEdge) {
  if (!gemm_bf16_supported()) {
    std::vector<std::uint16_t> a(2), b(2);
    std::vector<float> c(1);
    EXPECT_THROW(gemm_bf16(CacheSizes{32768, 0, 0}, 1, 1, 2, a.data(), b.data(), c.data(), 1), std::invalid_argument);
    CPUROOF_SKIP(hardware, "this CPU lacks AVX-512 BF16: the bf16 GEMM is refused");
  }
  const std::size_t sizes[][3] = {{1, 1, 1},     {12, 32, 2},  {13, 33, 3},    {11, 31, 1},
                                  {25, 70, 131}, {64, 64, 64}, {3, 100, 1001}, {150, 700, 301}};
  // Zen 5's L1d and L2, and caches that make KC 256 (the floor), MC 24 and NC 64 (gemm_blocking at 2 bytes).
  const CacheSizes caches[] = {{48 * 1024, 1024 * 1024, 32 * 1024 * 1024}, {4096, 16384, 65536}};
  for (const auto& s : sizes) {
    const std::size_t m = s[0], n = s[1], k = s[2];
    std::vector<std::uint16_t> a(m * k), b(k * n);
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = value(i, 1);
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = value(i, 2);
    const std::vector<double> want = gemm_bf16_reference(m, n, k, a.data(), b.data());
    std::vector<double> bound(m * n, 0.0);
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t p = 0; p < k; ++p)
        for (std::size_t j = 0; j < n; ++j)
          bound[i * n + j] += std::fabs(double{bf16_to_float(a[i * k + p])} * bf16_to_float(b[p * n + j]));
    for (double& e : bound) e = gemm_bf16_error_bound(k, e);
    for (const CacheSizes& cache : caches)
      for (int threads : {1, 2}) {
        std::vector<float> c(m * n, -1.0f);
        gemm_bf16(cache, m, n, k, a.data(), b.data(), c.data(), threads);
        for (std::size_t i = 0; i < m * n; ++i)
          ASSERT_LE(std::fabs(double{c[i]} - want[i]), bound[i])
              << "m=" << m << " n=" << n << " k=" << k << " l1d=" << cache.l1d << " threads=" << threads << " at " << i
              << ": got " << c[i] << ", want " << want[i];
      }
  }
}

TEST(GemmBf16, ErrorBoundGrowsWithK) {
  EXPECT_EQ(gemm_bf16_error_bound(1, 5.0), 0.0);  // one exact product, no addition
  const double u = std::ldexp(1.0, -24);
  EXPECT_NEAR(gemm_bf16_error_bound(2, 1.0), u / (1 - u), 1e-30);
  EXPECT_GT(gemm_bf16_error_bound(2048, 1.0), gemm_bf16_error_bound(1024, 1.0));
}

TEST(GemmBf16, ConversionRoundsToNearestEven) {
  EXPECT_EQ(bf16_to_float(bf16_from_float(1.5f)), 1.5f);
  EXPECT_EQ(bf16_to_float(bf16_from_float(1.0f + 1.0f / 256)), 1.0f);              // tie: down to even
  EXPECT_EQ(bf16_to_float(bf16_from_float(1.0f + 3.0f / 256)), 1.0f + 1.0f / 64);  // tie: up to even
  EXPECT_EQ(bf16_to_float(bf16_from_float(-2.0f)), -2.0f);
}

TEST(GemmBf16, CostIsTwoFlopsPerMultiplyAdd) {
  const Cost c = gemm_bf16_cost(2, 3, 4);
  EXPECT_EQ(c.flops, 2.0 * 2 * 3 * 4);
  EXPECT_EQ(c.bytes_read, 2.0 * (2 * 4 + 4 * 3));
  EXPECT_EQ(c.bytes_written, 4.0 * 2 * 3);
}
