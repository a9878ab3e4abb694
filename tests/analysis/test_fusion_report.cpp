// The fusion section pairs eager and fused runs, predicts from declared bytes, measures from the
// same run's times, and gives the reason from where each side sits under its roofs.
#include <gtest/gtest.h>

#include "families/fusion_report.hpp"
#include "io/kernel_catalog.hpp"
#include "io/load.hpp"
#include "hand_roofs.hpp"
#include "synthetic_measurement.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::synthetic_measurement;
using cpuroof::testing::SyntheticCost;

namespace {

constexpr double n = 1 << 20;

Roofline roofline_1t() {
  Roofline r;
  r.levels.push_back({"L1", 1, 0, 65536, 400, ""});
  r.levels.push_back({"DRAM", 1, 65536, 0, 20, ""});
  r.roofs.push_back(cpuroof::testing::compute_roof("f32", "avx2", "fma", 10));
  for (const char* access : {"copy", "add"}) r.roofs.push_back(cpuroof::testing::bandwidth_roof("DRAM", access, 20));
  return r;
}

Measurement side(const std::string& kernel, const SyntheticCost& cost, double time_ns, const std::string& access) {
  std::vector<std::pair<std::string, std::string>> label{{"isa", "avx2"}};
  if (!access.empty()) label.emplace_back("access", access);
  return synthetic_measurement("fusion", kernel, "f32", {{"n", "1048576"}, {"threads", "1"}}, label, cost,
                               {time_ns * 0.99, time_ns, time_ns * 1.01}, 1, 16 * n * 4);
}

TEST(FusionSection, PredictsFromBytesAndMeasuresFromTimes) {
  RawRun run;
  run.catalog = parse_kernel_catalog(cpuroof::testing::synthetic_kernel_catalog().dump(), "catalog");
  // relu: eager 8n floats at the roof, fused 2n at the roof: measured = predicted = 4.
  const double eager_bytes = 32 * n, fused_bytes = 8 * n;
  run.measurements.push_back(side("relu_chain_eager", {4 * n, eager_bytes, 48 * n}, eager_bytes / 20, "copy"));
  run.measurements.push_back(side("relu_chain_fused", {4 * n, fused_bytes, 12 * n}, fused_bytes / 20, "copy"));
  // silu: fused is compute-bound (23 flop per element at 10 GFLOP/s), far slower than its bytes.
  run.measurements.push_back(side("silu_mul_eager", {24 * n, 20 * n, 28 * n}, 20 * n / 20, ""));
  run.measurements.push_back(side("silu_mul_fused", {24 * n, 12 * n, 16 * n}, 24 * n / 10, "add"));
  // An unpaired run is left out.
  run.measurements.push_back(side("rmsnorm_fused", {4 * n, 8 * n, 12 * n}, 8 * n / 20, "copy"));
  const auto cs = compare_fusion(run, roofline_1t());
  ASSERT_EQ(cs.size(), 2u);
  const auto& relu = cs[0].chain == "relu_chain" ? cs[0] : cs[1];
  const auto& silu = cs[0].chain == "relu_chain" ? cs[1] : cs[0];
  EXPECT_DOUBLE_EQ(relu.predicted, 4.0);
  EXPECT_DOUBLE_EQ(relu.predicted_bus, 4.0);
  EXPECT_NEAR(relu.measured, 4.0, 1e-9);
  EXPECT_LE(relu.measured_ci.low, 4.0);
  EXPECT_GE(relu.measured_ci.high, 4.0);
  EXPECT_EQ(relu.fused.level, "DRAM");
  EXPECT_NE(relu.reason.find("As predicted"), std::string::npos) << relu.reason;
  EXPECT_NEAR(silu.predicted, 5.0 / 3, 1e-12);
  EXPECT_NEAR(silu.predicted_bus, 1.75, 1e-12);
  EXPECT_NEAR(silu.measured, 1.0 / 2.4, 1e-9);
  EXPECT_NE(silu.reason.find("compute"), std::string::npos) << silu.reason;
  EXPECT_NE(silu.reason.find("compute-bound. The synthetic exp and divide of each element set its time."),
            std::string::npos)
      << silu.reason;

  const std::string md = render_fusion_section(run, compare_fusion(run, roofline_1t()));
  EXPECT_NE(md.find("## Fusion"), std::string::npos);
  EXPECT_NE(md.find("| relu_chain | 1 |"), std::string::npos) << md;
  const CsvTable t = fusion_table(cs);
  EXPECT_EQ(t.header.front(), "schema_version");
  EXPECT_EQ(t.rows.size(), 2u);
}

// The intro and the reasons come from the run's kernel catalog: one line per chain measured, with
// its formula, eager passes and elements moved; the chain's why_slower where fusion falls short.
TEST(FusionSection, DescribesTheChainsFromTheRunsCatalog) {
  cpuroof::testing::SyntheticOptions o;
  o.accesses = {"read", "copy", "add", "triad"};
  o.sections = o.catalog = true;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), "raw.json");
  const Roofline roofline = derive_roofline(run);
  const auto cs = compare_fusion(run, roofline);
  ASSERT_EQ(cs.size(), 2u);
  const auto& silu = cs[0].chain == "silu_mul" ? cs[0] : cs[1];
  EXPECT_NE(silu.reason.find("less than the bytes predict"), std::string::npos) << silu.reason;
  EXPECT_NE(silu.reason.find("L3 bandwidth roofs). The synthetic exp and divide of each element set its time."),
            std::string::npos)
      << silu.reason;
  // Each side judged against the roof its catalog entry names; silu's eager passes name none.
  EXPECT_EQ(silu.fused.access, "add");
  EXPECT_EQ(silu.eager.access, "");
  EXPECT_EQ((cs[0].chain == "relu_chain" ? cs[0] : cs[1]).eager.access, "copy");
  const std::string md = render_fusion_section(run, compare_fusion(run, roofline));
  EXPECT_NE(md.find("- `relu_chain`: `y = relu(x*2 + 1) * 0.5`; eager passes `x->a (*2), a->b (+1), b->a (relu), "
                    "a->y (*0.5)`; moves 8n elements eager and 2n fused (4.00×)."),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("- `silu_mul`: `y = silu(g) * u`; eager passes `g->t (silu), t,u->y (*)`; moves 5n elements eager "
                    "and 3n fused (1.67×)."),
            std::string::npos)
      << md;
  EXPECT_EQ(md.find("rmsnorm"), std::string::npos) << "a chain the run did not measure: " << md;
  EXPECT_EQ(md.find("synthetic loop control"), std::string::npos) << "relu met its prediction: " << md;
}

// A run from before the catalog: the same table and reasons from the roofs, nothing about the chains
// that the run does not say.
TEST(FusionSection, WithoutACatalogSaysLess) {
  cpuroof::testing::SyntheticOptions o;
  o.accesses = {"read", "copy", "add", "triad"};
  o.sections = true;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), "raw.json");
  const Roofline roofline = derive_roofline(run);
  const std::string md = render_fusion_section(run, compare_fusion(run, roofline));
  EXPECT_NE(md.find("from the declared costs. The write-allocate column"), std::string::npos) << md;
  EXPECT_NE(md.find("| silu_mul | 1 |"), std::string::npos) << md;
  EXPECT_NE(md.find("Fusion gains 80% less than the bytes predict. The fused pass falls further below its "
                    "bandwidth roof than the eager passes"),
            std::string::npos)
      << md;
  for (const char* absent : {"moves", "synthetic", "relu(", "eager passes `"})
    EXPECT_EQ(md.find(absent), std::string::npos) << absent << " in " << md;
}

TEST(FusionSection, EmptyWithoutPairs) { EXPECT_EQ(render_fusion_section(RawRun{}, {}), ""); }

}  // namespace
