// The robust roofline fit recovers known roofs from synthetic sweeps with noise and outliers, says
// when a sweep does not cross the ridge, rejects bad input; the intensity section sets fits beside
// measured roofs and explains disagreements.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "families/intensity_report.hpp"
#include "io/load.hpp"
#include "model/random.hpp"
#include "model/roofline_fit.hpp"
#include "hand_roofs.hpp"
#include "synthetic_measurement.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

constexpr double kPeak = 100, kBandwidth = 25;  // GFLOP/s, GB/s: ridge at 4 FLOP/byte

// F = 1 .. 2048 of the f64 sweep (I = F/16), 5 repetitions each with +-2% noise.
std::vector<SweepPoint> noisy_sweep(double peak, double bw, std::uint64_t seed) {
  SplitMix64 rng(seed);
  std::vector<SweepPoint> pts;
  for (int f = 1; f <= 2048; f *= 2) {
    SweepPoint p;
    p.intensity = f / 16.0;
    for (int r = 0; r < 5; ++r) {
      const double noise = 1 + 0.02 * (static_cast<double>(rng.next() % 2001) / 1000.0 - 1);
      p.gflop_per_s.push_back(roofline_model(peak, bw, p.intensity) * noise);
    }
    pts.push_back(p);
  }
  return pts;
}

TEST(RooflineFit, RecoversKnownRoofsThroughNoiseAndOutliers) {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    auto pts = noisy_sweep(kPeak, kBandwidth, seed);
    for (double& v : pts[2].gflop_per_s) v *= 0.5;  // a whole point far below (memory side)
    for (double& v : pts[9].gflop_per_s) v *= 0.6;  // and one on the compute side
    pts[5].gflop_per_s[0] *= 0.1;                   // one wild repetition inside a point
    const RooflineFit f = fit_roofline(pts);
    ASSERT_TRUE(f.ok) << f.why;
    EXPECT_NEAR(f.peak_gflop_per_s, kPeak, 0.02 * kPeak) << seed;
    EXPECT_NEAR(f.bandwidth_gb_per_s, kBandwidth, 0.02 * kBandwidth) << seed;
    EXPECT_NEAR(f.ridge, kPeak / kBandwidth, 0.04 * kPeak / kBandwidth) << seed;
    // The outliers show as residuals, the rest sits on the model.
    EXPECT_NEAR(f.residuals[2], std::log(0.5), 0.05);
    EXPECT_NEAR(f.residuals[9], std::log(0.6), 0.05);
    EXPECT_LT(f.median_abs_residual, 0.02);
    EXPECT_LE(f.peak_ci.low, f.peak_gflop_per_s);
    EXPECT_GE(f.peak_ci.high, f.peak_gflop_per_s);
    EXPECT_LE(f.bandwidth_ci.low, f.bandwidth_gb_per_s);
    EXPECT_GE(f.bandwidth_ci.high, f.bandwidth_gb_per_s);
    EXPECT_LT(f.bandwidth_ci.high / f.bandwidth_ci.low, 1.1);  // 5 reps of 2% noise: a tight interval
  }
}

TEST(RooflineFit, OrderOfPointsDoesNotMatter) {
  auto pts = noisy_sweep(kPeak, kBandwidth, 7);
  const RooflineFit a = fit_roofline(pts);
  std::swap(pts[0], pts[7]);
  std::swap(pts[3], pts[11]);
  const RooflineFit b = fit_roofline(pts);
  EXPECT_DOUBLE_EQ(a.peak_gflop_per_s, b.peak_gflop_per_s);
  EXPECT_DOUBLE_EQ(a.bandwidth_gb_per_s, b.bandwidth_gb_per_s);
  EXPECT_DOUBLE_EQ(a.residuals[7], b.residuals[0]);
}

TEST(RooflineFit, SaysWhenTheSweepDoesNotCrossTheRidge) {
  // Ridge at 1000 FLOP/byte: every point is memory-bound.
  const RooflineFit f = fit_roofline(noisy_sweep(25000, kBandwidth, 1));
  EXPECT_FALSE(f.ok);
  EXPECT_NE(f.why.find("ridge"), std::string::npos) << f.why;
  EXPECT_FALSE(fit_roofline({}).ok);
}

TEST(RooflineFit, RejectsBadPoints) {
  EXPECT_THROW(fit_roofline({{0.0, {1.0}}, {1.0, {1.0}}}), std::invalid_argument);
  EXPECT_THROW(fit_roofline({{1.0, {}}, {2.0, {1.0}}}), std::invalid_argument);
  EXPECT_THROW(fit_roofline({{1.0, {-1.0}}, {2.0, {1.0}}}), std::invalid_argument);
  EXPECT_THROW(fit_roofline({{1.0, {NAN}}, {2.0, {1.0}}}), std::invalid_argument);
}

// A run with one f64 sweep at 1 thread in DRAM, and a roofline whose roofs are `peak` and `bw`.
struct SectionFixture {
  RawRun run;
  Roofline roofline;
};

SectionFixture section_fixture(double measured_peak, double measured_bw) {
  SectionFixture s;
  const double ws = 256.0 * 1024 * 1024, n = ws / 16;
  for (const auto& p : noisy_sweep(kPeak, kBandwidth, 5)) {
    const int f = static_cast<int>(std::lround(p.intensity * 16));
    std::vector<double> times;
    for (double g : p.gflop_per_s) times.push_back(f * n / g);  // ns: flops / (GFLOP/s)
    s.run.measurements.push_back(cpuroof::testing::synthetic_measurement(
        "intensity", "sweep", "f64", {{"ws", "268435456"}, {"f", std::to_string(f)}, {"threads", "1"}},
        {{"access", "copy"}, {"isa", "avx2"}}, {f * n, 16 * n, 0}, times, 1, ws));
  }
  s.roofline.levels.push_back({"L1", 1, 0, 65536, 400, ""});
  s.roofline.levels.push_back({"DRAM", 1, 65536, 0, 30, ""});
  s.roofline.roofs = {cpuroof::testing::compute_roof("f64", "avx2", "fma", measured_peak),
                      cpuroof::testing::bandwidth_roof("DRAM", "copy", measured_bw)};
  return s;
}

TEST(IntensitySection, FitsBesideMeasuredRoofs) {
  const auto s = section_fixture(kPeak * 1.01, kBandwidth * 0.99);
  const auto sweeps = fit_intensity_sweeps(s.run, s.roofline);
  ASSERT_EQ(sweeps.size(), 1u);
  EXPECT_EQ(sweeps[0].level, "DRAM");
  EXPECT_EQ(sweeps[0].points.size(), 12u);
  EXPECT_EQ(sweeps[0].flops_per_element.front(), 1);
  EXPECT_DOUBLE_EQ(sweeps[0].measured_peak, kPeak * 1.01);
  EXPECT_DOUBLE_EQ(sweeps[0].measured_bandwidth, kBandwidth * 0.99);
  EXPECT_TRUE(sweeps[0].explanation.empty()) << sweeps[0].explanation;
  const std::string md = render_intensity_section(s.run, fit_intensity_sweeps(s.run, s.roofline));
  EXPECT_NE(md.find("## Intensity sweep"), std::string::npos);
  EXPECT_EQ(md.find("⚠"), std::string::npos);
  const CsvTable fit = intensity_fit_table(sweeps);
  EXPECT_EQ(fit.header.front(), "schema_version");
  ASSERT_EQ(fit.rows.size(), 1u);
  EXPECT_NEAR(std::stod(fit.rows[0][fit.column("peak_ratio")]), 1 / 1.01, 0.03);
  EXPECT_EQ(intensity_residual_table(sweeps).rows.size(), 12u);
}

TEST(IntensitySection, ExplainsRoofsOutsideTenPercent) {
  const auto s = section_fixture(kPeak * 1.3, kBandwidth * 1.3);
  const auto sweeps = fit_intensity_sweeps(s.run, s.roofline);
  ASSERT_EQ(sweeps.size(), 1u);
  EXPECT_NE(sweeps[0].explanation.find("P_peak"), std::string::npos);
  EXPECT_NE(sweeps[0].explanation.find("B:"), std::string::npos);
  EXPECT_NE(render_intensity_section(s.run, fit_intensity_sweeps(s.run, s.roofline)).find("⚠"), std::string::npos);
}

// What the kernel is comes from the run's catalog: its description, the vectors it keeps in flight,
// the arrays per element, and the access kind whose roof the fit is set beside.
TEST(IntensitySection, StatesTheKernelFactsOfTheRunsCatalog) {
  cpuroof::testing::SyntheticOptions o;
  o.sections = o.catalog = true;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), "raw.json");
  const auto sweeps = fit_intensity_sweeps(run, derive_roofline(run));
  ASSERT_EQ(sweeps.size(), 1u);
  EXPECT_EQ(sweeps[0].access, "copy");  // the bench labels only the ISA
  const std::string md = render_intensity_section(run, fit_intensity_sweeps(run, derive_roofline(run)));
  // The catalogue's description is input text, escaped as Markdown (brackets would start a link).
  EXPECT_NE(
      md.find("The sweep runs `sweep`: y\\[i\\] = f_F(x\\[i\\]): F/2 synthetic FMAs per element. Swept over F = 1 … "
              "1024 flop per element, with 12 vectors in flight; per element it reads 1 array and writes 1: "
              "I = F / (2 · element size)."),
      std::string::npos)
      << md;
  EXPECT_NE(md.find("for the `copy` access kind"), std::string::npos) << md;
}

// A run from before the catalog: no kernel facts the run does not state, and the best access kind
// at the level when the benchmarks do not name one either.
TEST(IntensitySection, WithoutACatalogStatesOnlyWhatTheRunSays) {
  cpuroof::testing::SyntheticOptions o;
  o.sections = true;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), "raw.json");
  const Roofline roofline = derive_roofline(run);
  const auto sweeps = fit_intensity_sweeps(run, roofline);
  ASSERT_EQ(sweeps.size(), 1u);
  EXPECT_EQ(sweeps[0].access, "");
  EXPECT_DOUBLE_EQ(sweeps[0].measured_bandwidth, roofline.bandwidth("DRAM", 1)->value);
  const std::string md = render_intensity_section(run, fit_intensity_sweeps(run, roofline));
  EXPECT_NE(md.find("The sweep runs `sweep`. Swept over F = 1 … 1024 flop per element: its intensity I (the "
                    "declared `ai`) rises with F."),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("for its best access kind"), std::string::npos) << md;
  for (const char* absent : {"vectors in flight", "FMAs per element", "element size", "`copy`"})
    EXPECT_EQ(md.find(absent), std::string::npos) << absent << " in " << md;
}

TEST(IntensitySection, EmptyWithoutSweeps) { EXPECT_EQ(render_intensity_section(RawRun{}, {}), ""); }

}  // namespace
