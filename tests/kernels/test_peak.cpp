// Every peak shape at every ISA level this CPU runs matches the recurrence evaluated in plain C++:
// the loop really ran, nothing was elided or merged.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "peak.hpp"

using namespace cpuroof;

namespace {

template <class T>
void check(Isa isa) {
  int built = 0;
  for (const PeakKernel& k : kPeakShapes) {
    if (!k.shape.fits(isa_vector_registers(isa))) {
      EXPECT_THROW(peak_loop<T>(isa, k.shape), std::invalid_argument) << isa_name(isa) << " " << k.shape.name();
      continue;
    }
    const PeakLoop<T> loop = peak_loop<T>(isa, k.shape);
    EXPECT_EQ(loop.isa, isa);
    EXPECT_EQ(loop.kernel, &k);
    ++built;
    for (int threads : {1, 2})
      for (std::int64_t iters : {0, 1, 17, 1000}) {
        const T got = peak_run<T>(loop, iters, threads);
        const T want = peak_reference<T>(loop, iters) * threads;
        // Same operations per lane; only the final sum's order differs.
        EXPECT_NEAR(got, want, std::abs(want) * (sizeof(T) == 4 ? 1e-5 : 1e-12))
            << isa_name(isa) << " " << k.shape.name() << " threads=" << threads << " iters=" << iters;
      }
  }
  EXPECT_GT(built, 0) << isa_name(isa);
}

}  // namespace

TEST(Peak, EveryShapeEveryIsaF64) {
  for (Isa isa : supported_isas()) check<double>(isa);
}

TEST(Peak, EveryShapeEveryIsaF32) {
  for (Isa isa : supported_isas()) check<float>(isa);
}

TEST(Peak, ShapesFitTheRegisters) {
  for (Isa isa : kAllIsas) {
    int fit = 0;
    for (const PeakKernel& k : kPeakShapes)
      if (k.shape.fits(isa_vector_registers(isa))) ++fit;
    EXPECT_GT(fit, 0) << isa_name(isa);
  }
  // Constants beside the chains: x and y for FMA, y for add, mul_x for multiply.
  EXPECT_EQ((PeakShape{8, 0, 0}).constants(), 2);
  EXPECT_EQ((PeakShape{0, 8, 0}).constants(), 1);
  EXPECT_EQ((PeakShape{8, 4, 0}).constants(), 2);
  EXPECT_EQ((PeakShape{0, 0, 8}).constants(), 1);
  EXPECT_TRUE((PeakShape{14, 0, 0}).fits(16));
  EXPECT_FALSE((PeakShape{16, 0, 0}).fits(16));
}

TEST(Peak, RowsAreDistinctAndTheQuickProfileCoversEveryMix) {
  std::set<std::string> names, mixes, quick_mixes;
  for (const PeakKernel& k : kPeakShapes) {
    EXPECT_TRUE(names.insert(k.shape.name()).second) << k.shape.name();
    EXPECT_FALSE(k.probes.empty()) << k.shape.name();
    EXPECT_EQ(peak_kernel(k.shape), &k);
    mixes.insert(k.shape.mix());
    if (peak_quick(k, 16) || peak_quick(k, 32)) quick_mixes.insert(k.shape.mix());
  }
  EXPECT_EQ(mixes, quick_mixes);
}

// The FMA+ADD chain counts come from the core model: slack over latency x pipes where the registers
// hold it, else the split of the registers the model predicts fastest.
TEST(Peak, MixShapeFromTheCoreModel) {
  const PipeModel zen5_fma{2, 4}, zen5_add{2, 2};
  EXPECT_EQ(mix_shape(zen5_fma, zen5_add, 32), (PeakShape{12, 12, 0}));
  EXPECT_EQ(mix_shape(zen5_fma, zen5_add, 16), (PeakShape{10, 4, 0}));
  EXPECT_EQ(mix_shape(PipeModel{2, 5}, PipeModel{2, 3}, 16), (PeakShape{12, 2, 0}));
  // Three FMA pipes and one add pipe: FMA and add chains in the ratio of their pipes.
  EXPECT_EQ(mix_shape(PipeModel{3, 4}, PipeModel{1, 3}, 32), (PeakShape{18, 6, 0}));
  EXPECT_DOUBLE_EQ(mix_fraction(PeakShape{12, 12, 0}, zen5_fma, zen5_add), 1.0);
  // Exact latency cover runs short of slack; 16 registers hold at most 14 chains beside x and y.
  EXPECT_LT(mix_fraction(PeakShape{8, 8, 0}, zen5_fma, zen5_add), 1.0);
  EXPECT_NEAR(mix_fraction(PeakShape{12, 2, 0}, zen5_fma, zen5_add), 26.0 / 6 / 6, 1e-12);
  // Zen 5's 4-cycle FMA latency takes 5.4 cycles a trip: fma12+add2 is pipe-bound at 6.
  EXPECT_NEAR(mix_trip_cycles(PeakShape{10, 4, 0}, zen5_fma, zen5_add), 5.4, 1e-12);
  EXPECT_GT(mix_fraction(PeakShape{10, 4, 0}, zen5_fma, zen5_add),
            mix_fraction(PeakShape{12, 2, 0}, zen5_fma, zen5_add));
  for (const MixCore& c : kMixCores) {
    const PeakKernel* row = peak_kernel(mix_shape(c.fma, c.add, c.registers));
    ASSERT_NE(row, nullptr) << c.name;
    EXPECT_TRUE(peak_quick(*row, c.registers)) << c.name;
  }
  // The quick profile measures, per level, what the models pick for its registers.
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{12, 12, 0}), 32));
  EXPECT_FALSE(peak_quick(*peak_kernel(PeakShape{12, 2, 0}), 32));
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{10, 4, 0}), 16));
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{12, 2, 0}), 16));  // Zen 2 and 3: 5-cycle FMA latency
  EXPECT_FALSE(peak_quick(*peak_kernel(PeakShape{8, 6, 0}), 16));
}

TEST(Peak, Names) {
  EXPECT_EQ((PeakShape{8, 4, 0}).name(), "fma8+add4");
  EXPECT_EQ((PeakShape{8, 4, 0}).mix(), "fma+add");
  EXPECT_EQ((PeakShape{0, 0, 12}).mix(), "mul");
  EXPECT_EQ(peak_description(PeakShape{8, 4, 0}),
            "8 FMA chains acc = acc*x + y and 4 add chains acc = acc + y, side by side in registers");
}

TEST(Peak, UnknownShapeIsRefused) {
  EXPECT_EQ(peak_kernel(PeakShape{3, 0, 0}), nullptr);
  EXPECT_THROW(peak_loop<double>(best_isa(), PeakShape{3, 0, 0}), std::invalid_argument);
}

TEST(Peak, RefusesMissingLevels) {
  for (Isa isa : kAllIsas)
    if (!cpu_supports(isa)) {
      EXPECT_THROW(peak_loop<double>(isa, kPeakShapes[0].shape), std::invalid_argument);
    }
}
