// The quantised GEMV (int8 weights, per-row f32 scale, f32 activations) at every level this CPU runs
// matches the product in double within f32 summation error, at lengths that exercise every loop tail,
// on one and two threads; its declared cost counts one byte per weight.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "gemv_q8.hpp"

using namespace cpuroof;

namespace {

void check(const GemvQ8Loops& k, std::size_t m, std::size_t n, int threads) {
  std::vector<std::int8_t> w(m * n);
  std::vector<float> scale(m), x(n), y(m, -1.0f);
  for (std::size_t i = 0; i < w.size(); ++i) w[i] = static_cast<std::int8_t>(static_cast<int>((i * 37) % 255) - 127);
  for (std::size_t i = 0; i < m; ++i) scale[i] = 0.01f + static_cast<float>(i % 7) / 64.0f;
  for (std::size_t j = 0; j < n; ++j) x[j] = static_cast<float>(j % 11) / 11.0f - 0.5f;
  gemv_q8(k, m, n, w.data(), scale.data(), x.data(), y.data(), threads);
  const std::vector<double> want = gemv_q8_reference(m, n, w.data(), scale.data(), x.data());
  for (std::size_t i = 0; i < m; ++i) {
    // f32 accumulation: error within n ulps of the sum of |products|.
    double magnitude = 0;
    for (std::size_t j = 0; j < n; ++j) magnitude += std::abs(w[i * n + j] * static_cast<double>(x[j]));
    const double tol = static_cast<double>(n + 1) * 6e-8 * magnitude * scale[i] + 1e-30;
    ASSERT_NEAR(y[i], want[i], tol) << isa_name(k.isa) << " m=" << m << " n=" << n << " row " << i;
  }
}

}  // namespace

TEST(GemvQ8, MatchesTheReferenceAtEveryLevelTheCpuRuns) {
  int levels = 0;
  for (Isa isa : supported_isas()) {
    // The loop of the widest level at or below it that has one (sve runs NEON's, avx512_256 AVX2's).
    const GemvQ8Loops* below = nullptr;
    for (const GemvQ8Loops& loops : kGemvQ8Loops)
      if (loops.isa <= isa) below = &loops;
    if (!below) {
      EXPECT_THROW(gemv_q8_loops(isa), std::invalid_argument) << isa_name(isa);
      continue;
    }
    ++levels;
    const GemvQ8Loops k = gemv_q8_loops(isa);
    EXPECT_EQ(k.isa, below->isa) << isa_name(isa);
    for (std::size_t n : {1, 7, 8, 15, 16, 33, 64, 100, 1000})
      for (int threads : {1, 2}) check(k, 37, n, threads);
  }
  EXPECT_GT(levels, 0);
}

TEST(GemvQ8, CostCountsOneBytePerWeight) {
  const Cost c = gemv_q8_cost(100, 200);
  EXPECT_EQ(c.flops, 2.0 * 100 * 200);
  EXPECT_EQ(c.bytes_read, 100.0 * 200 + 4 * 100 + 4 * 200);
  EXPECT_EQ(c.bytes_written, 4.0 * 100);
}
