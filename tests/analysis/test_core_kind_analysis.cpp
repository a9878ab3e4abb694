// A hybrid run (benchmarks named with kind:P, kind:E, kind:all) is analysed kind by kind: roofs and
// levels per kind, points judged against their kind's roofs (unpinned ones against the kind their
// thread count runs on), roofs.csv and points.csv with a core_kind column (schema 3) read back, and
// one plot panel per kind. A run without kinds keeps schema 2 and no such column.
#include <gtest/gtest.h>

#include <algorithm>

#include "io/load.hpp"
#include "plot/plot.hpp"
#include "model/points.hpp"
#include "report/report.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "format/table_schema.hpp"

using namespace cpuroof::analysis;

namespace {

constexpr double kEfficiencyScale = 0.5;  // E-cores: half the rates of the P-cores
constexpr double kAllScale = 1.5;         // both kinds together: half as much again

// The synthetic run as a hybrid machine with one P-core and two E-cores measured it: the clock, peak
// and stream sweeps pinned per kind (P at 1 thread, E at 1 and 2, all kinds at 2), the other
// families unpinned, as the bench's pinning plan registers them.
nlohmann::json hybrid_run() {
  nlohmann::json run = cpuroof::testing::synthetic_run();
  nlohmann::json out = nlohmann::json::array();
  for (const auto& b : run["benchmarks"]) {
    const std::string name = b["run_name"];
    const std::string family = name.substr(0, name.find('/'));
    if (family != "clock" && family != "peak" && family != "stream") {
      out.push_back(b);
      continue;
    }
    const bool two = name.find("/threads:2") != std::string::npos;
    const std::vector<std::pair<std::string, double>> kinds = {{"P", 1.0}, {"E", kEfficiencyScale}, {"all", kAllScale}};
    for (const auto& [kind, scale] : kinds) {
      if ((kind == "P" && two) || (kind == "all" && !two)) continue;
      nlohmann::json k = b;
      const std::string base = name.substr(0, name.size() - std::string("/real_time").size());
      k["name"] = k["run_name"] = base + "/kind:" + kind + "/real_time";
      for (const char* counter : {"flops", "bytes", "clock_hz"})
        if (k.contains(counter)) k[counter] = k[counter].get<double>() * scale;
      out.push_back(k);
    }
  }
  run["benchmarks"] = out;
  return run;
}

const Roof* find_roof(const Roofline& r, const std::string& kind, const std::string& level, int threads,
                      const std::string& core_kind) {
  for (const auto& roof : r.roofs)
    if (roof.kind == kind && roof.level == level && roof.threads == threads && roof.core_kind == core_kind &&
        (kind == "compute" || roof.variant == "read"))
      return &roof;
  return nullptr;
}

}  // namespace

TEST(CoreKindAnalysis, RoofsPerKind) {
  const RawRun run = load_raw_text(hybrid_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  EXPECT_EQ(r.core_kinds, (std::vector<std::string>{"P", "E", "all"}));
  // The synthetic machine: 100 GFLOP/s per thread, L1 400 GB/s per thread, DRAM 25 GB/s per thread.
  const Roof* p1 = find_roof(r, "compute", "", 1, "P");
  const Roof* e1 = find_roof(r, "compute", "", 1, "E");
  const Roof* e2 = find_roof(r, "compute", "", 2, "E");
  const Roof* all2 = find_roof(r, "compute", "", 2, "all");
  ASSERT_TRUE(p1 && e1 && e2 && all2);
  EXPECT_NEAR(p1->value, 100, 2);
  EXPECT_NEAR(e1->value, 50, 1);
  EXPECT_NEAR(e2->value, 100, 2);
  EXPECT_NEAR(all2->value, 300, 6);
  EXPECT_EQ(find_roof(r, "compute", "", 2, "P"), nullptr);
  // Levels found on each kind's own sweep.
  const Roof* l1_e = find_roof(r, "bandwidth", "L1", 1, "E");
  const Roof* dram_p = find_roof(r, "bandwidth", "DRAM", 1, "P");
  ASSERT_TRUE(l1_e && dram_p);
  EXPECT_NEAR(l1_e->value, 200, 8);
  EXPECT_NEAR(dram_p->value, 25, 1);
  EXPECT_EQ(r.levels_at(1, "E").size(), 4u);
  // A kind's theoretical roofs wait for a core table that knows kinds (run_core_model).
  EXPECT_EQ(p1->theoretical, 0);
}

TEST(CoreKindAnalysis, UnpinnedPointsTakeTheKindTheirThreadsRunOn) {
  const RawRun run = load_raw_text(hybrid_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  EXPECT_EQ(r.unpinned_kind(1), "P");
  EXPECT_EQ(r.unpinned_kind(2), "all");
  const auto points = place_points(run, r);
  auto point = [&](const std::string& benchmark) {
    const auto it =
        std::find_if(points.begin(), points.end(), [&](const KernelPoint& p) { return p.benchmark == benchmark; });
    EXPECT_NE(it, points.end()) << benchmark;
    return it == points.end() ? KernelPoint{} : *it;
  };
  // gemm at 50 GFLOP/s per thread: half of P's 100 at 1 thread, a sixth of all kinds' 300 at 2.
  const KernelPoint g1 = point("gemm/square/hand/f64/n:512/threads:1/real_time");
  EXPECT_EQ(g1.core_kind, "P");
  EXPECT_NEAR(g1.roof_gflop_per_s, 100, 2);
  const KernelPoint g2 = point("gemm/square/hand/f64/n:512/threads:2/real_time");
  EXPECT_EQ(g2.core_kind, "all");
  EXPECT_NEAR(g2.roof_gflop_per_s, 300, 6);
  // A pinned point against its own kind's roof: E's peak is its own roof.
  const KernelPoint e = point("peak/fma12/hand/f64/isa:avx2/threads:1/kind:E/real_time");
  EXPECT_EQ(e.core_kind, "E");
  EXPECT_NEAR(e.efficiency, 1, 0.03);
  EXPECT_EQ(e.shape.count("kind"), 0u);  // a run setting, not a shape column
}

TEST(CoreKindAnalysis, TablesCarryTheKindAndReadBack) {
  const RawRun run = load_raw_text(hybrid_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const CsvTable roofs = roofs_table(r);
  const CsvTable points = points_table(place_points(run, r));
  ASSERT_EQ(roofs.header[8], "core_kind");
  EXPECT_EQ(roofs.header[7], "threads");
  std::set<std::string> labels;
  for (const auto& row : roofs.rows) {
    EXPECT_EQ(row[0], kTableSchemaVersionHybrid);
    labels.insert(row[1] + " " + row[8]);
  }
  EXPECT_EQ(labels, (std::set<std::string>{"compute E", "compute P", "compute all", "bandwidth E", "bandwidth P",
                                           "bandwidth all"}));
  EXPECT_EQ(points.header[points.column("threads") + 1], "core_kind");
  const ResultSet back = result_from_tables(roofs, points, "hybrid");
  EXPECT_EQ(back.roofline.core_kinds.size(), 3u);
  EXPECT_EQ(back.roofline.roofs.size(), r.roofs.size());
  const Roof* e1 = back.roofline.compute("f64", 1, "", "fma", "E");
  ASSERT_NE(e1, nullptr);
  EXPECT_NEAR(e1->value, 50, 1);
  EXPECT_EQ(back.points.size(), points.rows.size());
  EXPECT_TRUE(
      std::all_of(back.points.begin(), back.points.end(), [](const KernelPoint& p) { return !p.core_kind.empty(); }));
}

TEST(CoreKindAnalysis, PlotHasAPanelPerKindTitledWithIt) {
  const RawRun run = load_raw_text(hybrid_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  ResultSet rs = result_from_tables(roofs_table(r), points_table(place_points(run, r)), "hybrid");
  rs.meta["cpu_model"] = "Hybrid CPU";
  const RooflinePlot plot = roofline_plot_model(rs, {});
  std::vector<std::string> titles, files;
  for (const auto& p : plot.panels) titles.push_back(p.title), files.push_back(p.point_file);
  EXPECT_EQ(titles,
            (std::vector<std::string>{"Hybrid CPU: 1 thread, P-cores", "Hybrid CPU: 1 thread, E-cores",
                                      "Hybrid CPU: 2 threads, E-cores", "Hybrid CPU: 2 threads, every kind of core"}));
  EXPECT_EQ(files.front(), "roofline-points-t1-P.dat");
  // Each panel's compute roof is its own kind's: 100, 50, 100 and 300 GFLOP/s, labelled so.
  const std::vector<double> peaks = {100, 50, 100, 300};
  for (std::size_t i = 0; i < plot.panels.size(); ++i) {
    const auto& labels = plot.panels[i].labels;
    const auto peak = std::find_if(labels.begin(), labels.end(),
                                   [](const PlotLabel& l) { return l.text.rfind("f64 avx2 ", 0) == 0; });
    ASSERT_NE(peak, labels.end()) << plot.panels[i].title;
    EXPECT_NEAR(std::stod(peak->text.substr(9)), peaks[i], 0.02 * peaks[i]) << peak->text;
  }
}

TEST(CoreKindAnalysis, ReportTablesNameTheKindOfEachRoofAndLevel) {
  const RawRun run = load_raw_text(hybrid_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const auto points = place_points(run, r);
  const std::map<std::string, std::string> meta;
  const std::string md = render_report({run, r, points, meta, fit_families(run, r), all_checks(run, r, points)});
  // Compute roofs: P, then E at one thread, then both kinds at two.
  const auto p = md.find("| f64 | FLOP | avx2 | fma | 1 (P) | ");
  const auto e = md.find("| f64 | FLOP | avx2 | fma | 1 (E) | ");
  const auto all = md.find("| f64 | FLOP | avx2 | fma | 2 (all) | ");
  ASSERT_NE(p, std::string::npos) << md;
  ASSERT_NE(e, std::string::npos);
  ASSERT_NE(all, std::string::npos);
  EXPECT_LT(p, e);
  EXPECT_LT(e, all);
  // Each kind's best access kind at a level is marked within that kind.
  EXPECT_NE(md.find("| L1 | read (best) | 1 (E) | "), std::string::npos);
  EXPECT_NE(md.find("| L1 | read (best) | 1 (P) | "), std::string::npos);
  EXPECT_NE(md.find("| DRAM | 2 (all) | "), std::string::npos);  // memory levels
}

TEST(CoreKindAnalysis, RunOfOneKindKeepsSchemaTwo) {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  EXPECT_TRUE(r.core_kinds.empty());
  const CsvTable roofs = roofs_table(r);
  const CsvTable points = points_table(place_points(run, r));
  EXPECT_EQ(std::count(roofs.header.begin(), roofs.header.end(), "core_kind"), 0);
  EXPECT_EQ(std::count(points.header.begin(), points.header.end(), "core_kind"), 0);
  EXPECT_EQ(roofs.rows.front()[0], kTableSchemaVersion);
  EXPECT_EQ(points.rows.front()[0], kTableSchemaVersion);
}

TEST(CoreKindAnalysis, EachKindsTheoreticalRoofFromItsOwnCoreModel) {
  // The run as an Alder Lake laptop (family 6, model 0x9a) records it, hwloc naming its kinds' cores.
  nlohmann::json raw = hybrid_run();
  raw["context"]["cpuroof_cpu_vendor"] = "GenuineIntel";
  raw["context"]["cpuroof_cpu_family"] = "6";
  raw["context"]["cpuroof_cpu_model_number"] = "154";
  raw["context"]["cpuroof_core_kinds"] =
      R"([{"name":"P","infos":{"CoreType":"IntelCore"}},{"name":"E","infos":{"CoreType":"IntelAtom"}},)"
      R"({"name":"all","infos":{}}])";
  const Roofline r = derive_roofline(load_raw_text(raw.dump(), "raw.json"));
  const Roof* p1 = find_roof(r, "compute", "", 1, "P");
  const Roof* e1 = find_roof(r, "compute", "", 1, "E");
  const Roof* all2 = find_roof(r, "compute", "", 2, "all");
  ASSERT_TRUE(p1 && e1 && all2);
  ASSERT_GT(p1->clock_hz, 0);
  ASSERT_GT(e1->clock_hz, 0);
  // Golden Cove: two 256-bit FMA pipes, 16 f64 FLOP per cycle at AVX2; Gracemont: two 128-bit, 8.
  EXPECT_NEAR(p1->theoretical / p1->clock_hz * 1e9, 16, 1e-6);
  EXPECT_NEAR(e1->theoretical / e1->clock_hz * 1e9, 8, 1e-6);
  // Across kinds the fastest kind's model bounds it.
  EXPECT_NEAR(all2->theoretical / all2->clock_hz * 1e9, 2 * 16, 1e-6);
  EXPECT_EQ(r.core_model, "Golden Cove (Alder Lake P-core)");
}
