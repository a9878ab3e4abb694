// Every peak shape at every ISA level this CPU runs matches the recurrence evaluated in plain C++:
// the loop really ran, nothing was elided or merged.
#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "peak.hpp"
#include "missing_levels.hpp"

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
    if (peak_quick(k, 16, MixWidth::vector) || peak_quick(k, 32, MixWidth::vector)) quick_mixes.insert(k.shape.mix());
  }
  EXPECT_EQ(mixes, quick_mixes);
}

// The FMA+ADD rows come from the core model (machine/fp_mix_model.hpp): every split it picks for a
// core is a row, and the quick profile measures it at the levels of that core's registers.
TEST(Peak, MixShapesFromTheCoreModelAreQuickRows) {
  const MixCore& zen5 = *mix_core_named("Zen 5");
  EXPECT_EQ(mix_shape(zen5, 32, MixWidth::vector), (PeakShape{12, 12, 0}));
  EXPECT_EQ(mix_shape(zen5, 16, MixWidth::vector), (PeakShape{10, 4, 0}));
  EXPECT_EQ(mix_shape(*mix_core_named("Zen 4"), 16, MixWidth::scalar), (PeakShape{8, 6, 0}));
  for (const MixCore& c : kMixCores) {
    const PeakKernel* row = peak_kernel(mix_shape(c, c.registers, MixWidth::vector));
    ASSERT_NE(row, nullptr) << c.name;
    EXPECT_TRUE(peak_quick(*row, c.registers, MixWidth::vector)) << c.name;
  }
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{12, 12, 0}), 32, MixWidth::vector));
  EXPECT_FALSE(peak_quick(*peak_kernel(PeakShape{12, 2, 0}), 32, MixWidth::vector));
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{10, 4, 0}), 16, MixWidth::vector));
  EXPECT_TRUE(peak_quick(*peak_kernel(PeakShape{8, 6, 0}), 16, MixWidth::vector));  // Zen 3 and 4
  EXPECT_FALSE(peak_quick(*peak_kernel(PeakShape{12, 2, 0}), 16, MixWidth::vector));
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
  expect_missing_levels_refused([](Isa isa) { peak_loop<double>(isa, kPeakShapes[0].shape); });
}
