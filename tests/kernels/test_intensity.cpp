// The intensity sweep kernel at every ISA level this CPU runs, f64 and f32, every F it is swept at,
// awkward sizes and offsets, several thread counts: bit-for-bit against the scalar recurrence.
#include <gtest/gtest.h>

#include <cmath>

#include "aligned_buffer.hpp"
#include "intensity.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;

namespace {

template <class T>
void check_all_intensity(Isa isa) {
  const Chosen<IntensityKernels<T>> chosen = intensity_kernels<T>(isa);
  ASSERT_EQ(chosen.isa, isa);
  for (std::size_t n : {1ul, 7ul, 63ul, 257ul, 1000ul, 4099ul})
    for (std::size_t offset : {0ul, 3ul})
      for (int threads : {1, 2, 3})
        for (int flops = 1; flops <= kIntensityMaxFlops; flops *= 2) {
          AlignedBuffer<T> xb(n + offset), yb(n + offset);
          T* x = xb.data() + offset;
          T* y = yb.data() + offset;
          for (std::size_t i = 0; i < n; ++i) {
            x[i] = T(-3) + T(i % 23) / T(2);
            y[i] = T(-99);
          }
          intensity_run<T>(chosen.fns, flops, x, y, n, threads, 2);
          SCOPED_TRACE(testing::Message() << isa_name(isa) << " F=" << flops << " n=" << n << " offset=" << offset
                                          << " threads=" << threads);
          // Each lane does the reference's operations in its order, and an FMA rounds once on every
          // level: the results are identical, so no tolerance is needed.
          for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(y[i], intensity_reference<T>(flops, x[i])) << "index " << i;
        }
}

}  // namespace

TEST(Intensity, EveryIsaF64) {
  for (Isa isa : supported_isas()) check_all_intensity<double>(isa);
}

TEST(Intensity, EveryIsaF32) {
  for (Isa isa : supported_isas()) check_all_intensity<float>(isa);
}

TEST(Intensity, ChainsStayBoundedAndNormal) {
  // Far from the fixed point 1, after the longest chain: finite, normal, near 1.
  for (double x : {-1e6, -1.0, 0.0, 1e-300, 3.0, 1e6}) {
    const double y = intensity_reference<double>(kIntensityMaxFlops, x);
    EXPECT_TRUE(std::isnormal(y)) << x;
    EXPECT_NEAR(y, 1.0, 1e-9) << x;
  }
}

TEST(Intensity, CostByHand) {
  // F = 64 over 1000 f64: 64000 flop, 8000 B read, 8000 B written, I = 4 FLOP/byte.
  const Cost c = intensity_cost(64, 1000, 8);
  EXPECT_EQ(c, (Cost{64000, 8000, 8000}));
  EXPECT_DOUBLE_EQ(c.intensity(), 4.0);
  EXPECT_DOUBLE_EQ(intensity_cost(1, 1, 8).intensity(), 1.0 / 16);
  EXPECT_DOUBLE_EQ(intensity_cost(kIntensityMaxFlops, 1, 8).intensity(), 128.0);
}

TEST(Intensity, CostFromTheDescriptor) {
  // The cost's bytes are the descriptor's arrays: one read, one written per element.
  const IntensityKernel& k = kIntensitySweep;
  EXPECT_EQ(intensity_cost(2, 1, 8), (Cost{2, k.arrays_read * 8.0, k.arrays_written * 8.0}));
  EXPECT_EQ(k.access, "copy");
  EXPECT_EQ(k.vectors_in_flight, kIntensityChains);
  EXPECT_EQ(k.max_flops_per_element, kIntensityMaxFlops);
  EXPECT_TRUE(intensity_flops_valid(k.max_flops_per_element));
}

TEST(Intensity, RejectsInvalidFlops) {
  AlignedBuffer<double> x(8), y(8);
  const IntensityKernels<double> k = intensity_kernels<double>(Isa::scalar).fns;
  EXPECT_THROW(intensity_run<double>(k, 3, x.data(), y.data(), 8, 1, 1), std::invalid_argument);
  EXPECT_THROW(intensity_run<double>(k, 0, x.data(), y.data(), 8, 1, 1), std::invalid_argument);
  EXPECT_THROW(intensity_run<double>(k, 2 * kIntensityMaxFlops, x.data(), y.data(), 8, 1, 1), std::invalid_argument);
  EXPECT_TRUE(intensity_flops_valid(1));
  EXPECT_FALSE(intensity_flops_valid(5));
}

TEST(Intensity, RefusesMissingLevels) {
  expect_missing_levels_refused([](Isa isa) { intensity_kernels<double>(isa); });
}
