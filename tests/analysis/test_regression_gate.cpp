// compare --fail-below on synthetic runs: B's DRAM 0.7 times A's fails the gate at 0.9 and names the
// DRAM roofs only; a run against itself, a fall smaller than the ratio and one inside the noise pass;
// a roof missing from B fails; the best-ISA rows are not gated twice.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <algorithm>

#include "io/load.hpp"
#include "model/compare.hpp"
#include "model/points.hpp"
#include "model/regression_gate.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "report/gate_report.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

ResultSet gated_run(double dram_scale) {
  cpuroof::testing::SyntheticOptions o;
  o.dram_scale = dram_scale;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), "run");
  const Roofline r = derive_roofline(run);
  return result_from_tables(roofs_table(r), points_table(place_points(run, r)), "run");
}

std::vector<ResultSet> old_and_new(double new_dram_scale) {
  std::vector<ResultSet> runs;
  runs.push_back(gated_run(1));
  runs.push_back(gated_run(new_dram_scale));
  return runs;
}

int dram_rows(const Comparison& c) {
  return static_cast<int>(
      std::count_if(c.roofs.begin(), c.roofs.end(), [](const RoofComparison& rc) { return rc.level == "DRAM"; }));
}

}  // namespace

TEST(RegressionGate, SlowerDramFailsAndNamesTheDramRoofsOnly) {
  const auto runs = old_and_new(0.7);
  const Comparison c = compare_results(runs);
  const GateVerdict v = regression_gate(c, 0.9);
  ASSERT_TRUE(v.failed());
  EXPECT_EQ(static_cast<int>(v.fallen.size()), dram_rows(c));
  for (const FallenRoof& f : v.fallen) {
    EXPECT_FALSE(f.missing);
    EXPECT_EQ(f.roof->level, "DRAM");
  }
  const std::string text = render_gate(c, v);
  EXPECT_TRUE(has(text, "fell: DRAM read, 1 thread: 25.2 -> 17.6 GB/s (0.700 x A's; 95% intervals")) << text;
  EXPECT_TRUE(has(text, "fail-below 0.9: 4 of A's " + std::to_string(v.judged) +
                            " roofs fell in B (4 below 0.9 x A's, 0 missing)\n"))
      << text;
}

TEST(RegressionGate, ARunAgainstItselfPasses) {
  std::vector<ResultSet> runs;
  runs.push_back(gated_run(1));
  runs.push_back(runs.front());
  const Comparison c = compare_results(runs);
  const GateVerdict v = regression_gate(c, 0.9);
  EXPECT_FALSE(v.failed());
  EXPECT_GT(v.judged, 0);
  EXPECT_EQ(render_gate(c, v),
            "fail-below 0.9: none of A's " + std::to_string(v.judged) + " roofs fell below 0.9 x A's in B\n");
}

TEST(RegressionGate, AFallSmallerThanTheRatioPasses) {
  const auto runs = old_and_new(0.95);  // significant, but above 0.9
  const Comparison c = compare_results(runs);
  EXPECT_FALSE(regression_gate(c, 0.9).failed());
  EXPECT_TRUE(regression_gate(c, 0.99).failed());
}

TEST(RegressionGate, AFallWithinTheIntervalsPasses) {
  auto runs = old_and_new(0.7);
  for (Roof& r : runs[1].roofline.roofs)
    if (r.level == "DRAM") r.ci.high = 60;  // reaches A's intervals (about 25 and 50 GB/s)
  EXPECT_FALSE(regression_gate(compare_results(runs), 0.9).failed());
}

TEST(RegressionGate, ARoofMissingFromTheNewRunFails) {
  auto runs = old_and_new(1);
  auto& roofs = runs[1].roofline.roofs;
  roofs.erase(std::remove_if(roofs.begin(), roofs.end(),
                             [](const Roof& r) { return r.level == "L2" && r.variant == "triad" && r.threads == 2; }),
              roofs.end());
  const Comparison c = compare_results(runs);
  const GateVerdict v = regression_gate(c, 0.9);
  ASSERT_EQ(v.fallen.size(), 1u);
  EXPECT_TRUE(v.fallen[0].missing);
  const std::string text = render_gate(c, v);
  EXPECT_TRUE(has(text, "missing: L2 triad, 2 threads: A ")) << text;
  EXPECT_TRUE(has(text, "GB/s, B none (B did not measure access kind triad)\n")) << text;
  EXPECT_TRUE(has(text, "(0 below 0.9 x A's, 1 missing)")) << text;
  // A roof only the new run has is not the old run's to lose.
  std::swap(runs[0], runs[1]);
  EXPECT_FALSE(regression_gate(compare_results(runs), 0.9).failed());
}

TEST(RegressionGate, ComputeRoofsCountOncePerIsaNotAgainAsBestIsa) {
  auto runs = old_and_new(1);
  for (Roof& r : runs[1].roofline.roofs)
    if (r.kind == "compute") r.value *= 0.5, r.ci.low *= 0.5, r.ci.high *= 0.5;
  const Comparison c = compare_results(runs);
  const GateVerdict v = regression_gate(c, 0.9);
  const auto per_isa = std::count_if(c.roofs.begin(), c.roofs.end(), [](const RoofComparison& rc) {
    return rc.kind == "compute" && rc.isa != kBestIsa;
  });
  ASSERT_GT(per_isa, 0);
  EXPECT_EQ(static_cast<long>(v.fallen.size()), per_isa);
  for (const FallenRoof& f : v.fallen) EXPECT_NE(f.roof->isa, kBestIsa);
  EXPECT_TRUE(has(render_gate(c, v), "fell: f64 avx2 fma, 2 threads: ")) << render_gate(c, v);
}
