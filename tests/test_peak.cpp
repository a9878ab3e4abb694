// Every peak shape at every ISA level this CPU runs matches the recurrence evaluated in plain C++:
// the loop really ran, nothing was elided or merged.
#include <gtest/gtest.h>

#include <cmath>

#include "peak.hpp"

using namespace cpuroof;

template <class T>
void check(Isa isa) {
  for (const PeakShape& shape : peak_shapes(isa))
    for (int threads : {1, 2})
      for (std::int64_t iters : {0, 1, 17, 1000}) {
        const T got = peak_run<T>(isa, shape, iters, threads);
        const T want = peak_reference<T>(isa, shape, iters) * threads;
        // Same operations per lane; only the final sum's order differs.
        EXPECT_NEAR(got, want, std::abs(want) * (sizeof(T) == 4 ? 1e-5 : 1e-12))
            << isa_name(isa) << " " << shape.name() << " threads=" << threads << " iters=" << iters;
      }
}

TEST(Peak, EveryShapeEveryIsaF64) {
  for (Isa isa : supported_isas()) check<double>(isa);
}

TEST(Peak, EveryShapeEveryIsaF32) {
  for (Isa isa : supported_isas()) check<float>(isa);
}

TEST(Peak, ShapesFitTheRegisters) {
  for (Isa isa : kAllIsas)
    for (const PeakShape& s : peak_shapes(isa)) EXPECT_LE(s.chains() + 2, isa == Isa::avx512 ? 32 : 16);
  EXPECT_FALSE(peak_shapes(Isa::avx2).empty());
}

TEST(Peak, Names) {
  EXPECT_EQ((PeakShape{8, 4, 0}).name(), "fma8+add4");
  EXPECT_EQ((PeakShape{8, 4, 0}).mix(), "fma+add");
  EXPECT_EQ((PeakShape{0, 0, 12}).mix(), "mul");
}

TEST(Peak, UnknownShapeIsRefused) {
  EXPECT_THROW(peak_run<double>(best_isa(), PeakShape{3, 0, 0}, 1, 1), std::invalid_argument);
}
