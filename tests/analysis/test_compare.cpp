// compare on two fixture runs: B has twice A's DRAM bandwidth and is otherwise the same machine.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cli/fit.hpp"
#include "cli/compare.hpp"
#include "cli/machine_name.hpp"
#include "model/compare.hpp"
#include "plot/compare_plot.hpp"
#include "report/compare_report.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

ResultSet result_of(const nlohmann::json& doc, const std::string& name) {
  const RawRun run = load_raw_text(doc.dump(), name);
  const Roofline r = derive_roofline(run);
  return result_from_tables(roofs_table(r), points_table(place_points(run, r)), name);
}

std::vector<ResultSet> two_runs() {
  cpuroof::testing::SyntheticOptions faster_dram;
  faster_dram.dram_scale = 2;
  std::vector<ResultSet> runs;
  runs.push_back(result_of(cpuroof::testing::synthetic_run(), "a"));
  runs.push_back(result_of(cpuroof::testing::synthetic_run(faster_dram), "b"));
  return runs;
}

const RoofComparison* roof(const Comparison& c, const std::string& level, const std::string& variant, int threads) {
  for (const auto& r : c.roofs)
    if (r.level == level && r.variant == variant && r.threads == threads) return &r;
  return nullptr;
}

class CompareCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cpuroof-compare-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    cpuroof::testing::SyntheticOptions faster_dram;
    faster_dram.dram_scale = 2;
    fit("a", cpuroof::testing::synthetic_run());
    fit("b", cpuroof::testing::synthetic_run(faster_dram));
  }
  void TearDown() override { fs::remove_all(dir_); }

  void fit(const std::string& name, const nlohmann::json& doc) {
    std::ofstream(dir_ / (name + ".json")) << doc.dump();
    FitOptions o;
    o.raw_json = (dir_ / (name + ".json")).string();
    o.out_dir = (dir_ / name).string();
    o.quiet = true;
    o.render.use_path = false;
    std::ostringstream log;
    run_fit(o, log);
  }
  CompareOptions options(const std::string& out) const {
    CompareOptions o;
    o.dirs = {(dir_ / "a").string(), (dir_ / "b").string()};
    o.out_dir = (dir_ / out).string();
    o.quiet = true;
    o.render.use_path = false;
    return o;
  }
  fs::path dir_;
};

}  // namespace

TEST(Compare, RoofRatiosAndSignificance) {
  const auto runs = two_runs();
  const Comparison c = compare_results(runs);
  ASSERT_EQ(c.labels, (std::vector<std::string>{"A", "B"}));
  const RoofComparison* dram = roof(c, "DRAM", "read", 2);
  ASSERT_NE(dram, nullptr);
  ASSERT_TRUE(dram->ratio[1]);
  EXPECT_NEAR(*dram->ratio[1], 2, 0.01);
  EXPECT_TRUE(dram->significant[1]);
  const RoofComparison* l1 = roof(c, "L1", "read", 1);
  ASSERT_NE(l1, nullptr);
  EXPECT_NEAR(*l1->ratio[1], 1, 1e-5);
  EXPECT_FALSE(l1->significant[1]);
  EXPECT_FALSE(dram->significant[0]);  // the baseline is never "significant" against itself
}

// A bandwidth roof's dtype is that of the sweep that read best (an f32 sweep moves the same bytes),
// which can differ between runs: the runs' roofs of one level and access kind are still one row.
TEST(Compare, BandwidthRoofsMatchWhateverTheDtypeOfTheirSweep) {
  auto runs = two_runs();
  for (Roof& r : runs[1].roofline.roofs)
    if (r.kind == "bandwidth" && r.level == "L1" && r.variant == "read") r.dtype = "f32";
  const Comparison c = compare_results(runs);
  const auto rows = std::count_if(c.roofs.begin(), c.roofs.end(), [](const RoofComparison& rc) {
    return rc.kind == "bandwidth" && rc.level == "L1" && rc.variant == "read" && rc.threads == 1;
  });
  EXPECT_EQ(rows, 1);
  const RoofComparison* l1 = roof(c, "L1", "read", 1);
  ASSERT_NE(l1, nullptr);
  EXPECT_TRUE(l1->matched());
  EXPECT_EQ(l1->roofs[1]->dtype, "f32");
}

TEST(Compare, RidgeShiftsAndKernelRatios) {
  const auto runs = two_runs();
  const Comparison c = compare_results(runs);
  bool saw_ridge = false;
  for (const auto& r : c.ridges)
    if (r.level == "DRAM" && r.dtype == "f64" && r.threads == 1) {
      saw_ridge = true;
      EXPECT_NEAR(*r.ai[0], 4, 0.01);
      EXPECT_NEAR(*r.ratio[1], 0.5, 0.01);  // twice the bandwidth halves the ridge
    }
  EXPECT_TRUE(saw_ridge);
  // Same ISAs on both: the common-ISA ridge would repeat the best one, so there is none.
  for (const auto& r : c.ridges) EXPECT_EQ(r.basis, kBestIsa);
  bool saw_gemm = false;
  for (const auto& p : c.points)
    if (p.family == "gemm" && p.threads == 1) {
      saw_gemm = true;
      EXPECT_NEAR(*p.ratio[1], 1, 1e-9);
      EXPECT_NEAR(p.points[1]->efficiency, p.points[0]->efficiency, 1e-9);
    }
  EXPECT_TRUE(saw_gemm);
}

// Three runs whose DRAM differs by 1x, 1.1x, 1.2x: the spread is the CV of those three values; two
// runs are too few for a spread.
TEST(Compare, RunToRunSpreadOverThreeRuns) {
  EXPECT_FALSE(roof(compare_results(two_runs()), "DRAM", "read", 1)->spread);
  std::vector<ResultSet> runs;
  for (double scale : {1.0, 1.1, 1.2}) {
    cpuroof::testing::SyntheticOptions o;
    o.dram_scale = scale;
    runs.push_back(result_of(cpuroof::testing::synthetic_run(o), "r"));
  }
  const Comparison c = compare_results(runs);
  const RoofComparison* dram = roof(c, "DRAM", "read", 1);
  ASSERT_TRUE(dram && dram->spread);
  EXPECT_EQ(dram->spread->runs, 3);
  EXPECT_NEAR(dram->spread->cv, 0.1 / 1.1, 0.002);  // sd of {1, 1.1, 1.2} is 0.1
  const RoofComparison* l1 = roof(c, "L1", "read", 1);
  ASSERT_TRUE(l1 && l1->spread);
  EXPECT_NEAR(l1->spread->cv, 0, 1e-6);
  const std::string md = render_compare_markdown(c);
  EXPECT_TRUE(has(md, "## Run-to-run spread")) << md;
  EXPECT_TRUE(has(md, "roofs have a run-to-run CV <= 3%; the largest: 9.1% (DRAM")) << md;
  EXPECT_TRUE(has(compare_roofs_table(c).to_string(), ",0.0909")) << compare_roofs_table(c).to_string();
}

TEST(Compare, TablesAreTidy) {
  const auto runs = two_runs();
  const Comparison c = compare_results(runs);
  const CsvTable roofs = compare_roofs_table(c);
  EXPECT_EQ(roofs.header.front(), "schema_version");
  // One row per compared roof and run (the best-ISA compute rows too); a run without the roof has a row
  // with its reason.
  EXPECT_EQ(roofs.rows.size(), 2 * c.roofs.size());
  const std::string csv = roofs.to_string();
  EXPECT_TRUE(has(csv, "2,bandwidth,DRAM,f64,avx2,read,2,B,b,,,,100.8,")) << csv;
  EXPECT_TRUE(has(compare_points_table(c).to_string(),
                  "2,gemm/square/hand/f64/n:512/threads:1/real_time,gemm,square,hand,f64,1,B,b,50,6.25,"));
  const std::string md = render_compare_markdown(c);
  EXPECT_TRUE(has(md, "| DRAM read | 2 | GB/s | 50.4 (avx2) | 101 (avx2) |")) << md;
  EXPECT_TRUE(has(md, "2.00 (significant)")) << md;
}

TEST_F(CompareCommand, WritesEveryFile) {
  std::ostringstream log;
  EXPECT_EQ(run_compare(options("cmp"), log), 0);
  for (const char* f : {"compare_roofs.csv", "compare_points.csv", "compare.md", "compare.gp",
                        "compare-points-A-t1.dat", "compare-points-B-t2.dat"})
    EXPECT_TRUE(fs::exists(dir_ / "cmp" / f)) << f;
}

TEST_F(CompareCommand, RefusesAnExistingOutputFolder) {
  fs::create_directories(dir_ / "cmp");
  std::ostringstream log;
  EXPECT_THROW(run_compare(options("cmp"), log), InputError);
  EXPECT_TRUE(fs::is_empty(dir_ / "cmp"));
}

TEST_F(CompareCommand, RefusesIncompatibleSchemaVersions) {
  std::ifstream in(dir_ / "b" / "points.csv");
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  for (std::size_t p = s.find("\n2,"); p != std::string::npos; p = s.find("\n2,", p + 1)) s[p + 1] = '4';
  in.close();
  std::ofstream(dir_ / "b" / "points.csv", std::ios::trunc) << s;
  std::ostringstream log;
  try {
    run_compare(options("cmp"), log);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "points.csv: schema_version 4 (this cpuroof reads 1, 2 and 3)")) << e.what();
  }
  EXPECT_FALSE(fs::exists(dir_ / "cmp"));
}

TEST_F(CompareCommand, NeedsTwoFolders) {
  CompareOptions o = options("cmp");
  o.dirs.pop_back();
  std::ostringstream log;
  EXPECT_THROW(run_compare(o, log), InputError);
}

// A Zen 5 run (AVX-512, 4.2 GHz) against a Zen 3 one (AVX2 only, 3.0 GHz), both real full-profile runs
// trimmed to roofs.csv, meta.json, checks.csv and a subset of points.csv (tests/fixtures/compare/).
namespace {
std::vector<ResultSet> zen5_vs_zen3() {
  const fs::path dir = fs::path(CPUROOF_FIXTURES) / "compare";
  std::vector<ResultSet> runs;
  runs.push_back(read_result_dir(dir / "zen5-full"));
  runs.push_back(read_result_dir(dir / "zen3-full"));
  return runs;
}
}  // namespace

TEST(CompareMachines, EveryBandwidthRoofMatchesWhateverTheIsa) {
  const auto runs = zen5_vs_zen3();
  const Comparison c = compare_results(runs);
  EXPECT_EQ(c.machines[0].microarch, "Zen 5");
  EXPECT_EQ(c.machines[1].microarch, "Zen 3");
  EXPECT_NE(c.machines[0].id, c.machines[1].id);
  EXPECT_FALSE(c.profile_mismatch);
  int bandwidth = 0;
  for (const auto& rc : c.roofs) {
    if (rc.kind != "bandwidth") continue;
    ++bandwidth;
    // Zen 3 measured every access kind Zen 5 did, at the same levels and thread counts.
    if (rc.roofs[1] && rc.roofs[0]) {
      EXPECT_TRUE(rc.ratio[1]) << rc.level << " " << rc.variant;
    }
    if (!rc.matched()) {
      for (std::size_t i = 0; i < 2; ++i) {
        if (!rc.roofs[i]) {
          EXPECT_FALSE(rc.missing[i].empty()) << rc.level << " " << rc.variant;
        }
      }
    }
  }
  EXPECT_GT(bandwidth, 0);
  const RoofComparison* l1 = roof(c, "L1", "read", 1);
  ASSERT_TRUE(l1 && l1->matched());
  EXPECT_EQ(l1->roofs[0]->isa, "avx512");
  EXPECT_EQ(l1->roofs[1]->isa, "avx2");
  EXPECT_LT(*l1->ratio[1], 0.6);  // Zen 3's L1 read is well under half Zen 5's
  const RoofComparison* dram = roof(c, "DRAM", "read", 2);
  ASSERT_TRUE(dram && dram->matched());
}

TEST(CompareMachines, CommonComputeRoofsMatchAndOthersSayWhy) {
  const auto runs = zen5_vs_zen3();
  const Comparison c = compare_results(runs);
  int avx2 = 0, best = 0, avx512 = 0;
  for (const auto& rc : c.roofs) {
    if (rc.kind != "compute") continue;
    if (rc.isa == "avx2" || rc.isa == "scalar") {
      // Every compute roof of an ISA both ran is in both (same profile, same thread counts).
      EXPECT_TRUE(rc.matched()) << rc.dtype << " " << rc.isa << " " << rc.variant << " " << rc.threads << ": "
                                << rc.missing[0] << rc.missing[1];
      ++avx2;
    }
    if (rc.isa == kBestIsa) {
      EXPECT_TRUE(rc.matched()) << rc.dtype << " " << rc.variant << " " << rc.threads;
      EXPECT_EQ(rc.roofs[0]->isa, "avx512");
      EXPECT_EQ(rc.roofs[1]->isa, "avx2");
      ++best;
    }
    if (rc.isa == "avx512") {
      ++avx512;
      EXPECT_FALSE(rc.matched());
      EXPECT_TRUE(has(rc.missing[1], "ISA absent: B has no avx512 (Zen 3, widest ISA avx2)")) << rc.missing[1];
    }
    // Clock and FLOP/cycle on both sides wherever the roof is.
    for (const Roof* r : rc.roofs)
      if (r) {
        EXPECT_GT(r->clock_hz, 0);
        EXPECT_GT(r->per_cycle, 0);
      }
  }
  EXPECT_GT(avx2, 0);
  EXPECT_GT(best, 0);
  EXPECT_GT(avx512, 0);

  // FMA at AVX2 on one thread: Zen 3 at ~3.0 GHz vs Zen 5 at ~4.2 GHz does the same work per cycle.
  for (const auto& rc : c.roofs)
    if (rc.kind == "compute" && rc.isa == "avx2" && rc.dtype == "f64" && rc.variant == "fma" && rc.threads == 1) {
      ASSERT_TRUE(rc.ratio[1] && rc.per_cycle_ratio[1]);
      EXPECT_LT(*rc.ratio[1], 0.85);
      EXPECT_NEAR(*rc.per_cycle_ratio[1], 1, 0.1);
    }

  const CsvTable roofs = compare_roofs_table(c);
  for (const char* col :
       {"clock_ghz", "flop_per_cycle_per_core", "bytes_per_cycle_per_core", "missing_reason", "match"})
    EXPECT_NO_THROW((void)roofs.column(col)) << col;
  const std::string md = render_compare_markdown(c);
  EXPECT_TRUE(has(md, "| A GHz | B GHz | per cycle | A per cycle | B per cycle |")) << md.substr(0, 3000);
  EXPECT_TRUE(has(md, "AMD Zen 5, 2 cores")) << md.substr(0, 2000);
  EXPECT_TRUE(has(md, "AMD Zen 3, 2 cores")) << md.substr(0, 2000);
  EXPECT_TRUE(has(md, "unmatched because")) << md.substr(0, 2000);
  const std::string summary = render_compare_summary(c);
  EXPECT_TRUE(has(summary, "AMD Zen 5")) << summary;
  EXPECT_TRUE(has(summary, "per cycle")) << summary;
}

TEST(CompareMachines, RidgesLikeWithLikeAndKernelsByMover) {
  const auto runs = zen5_vs_zen3();
  const Comparison c = compare_results(runs);
  bool saw_common = false, saw_best = false;
  for (const auto& r : c.ridges) {
    if (r.dtype != "f64" || r.threads != 1 || r.level != "L1") continue;
    if (r.basis == "avx2") {
      saw_common = true;
      EXPECT_EQ(r.isas[0], "avx2");
      EXPECT_EQ(r.isas[1], "avx2");
    }
    if (r.basis == kBestIsa) {
      saw_best = true;
      EXPECT_EQ(r.isas[0], "avx512");
      EXPECT_EQ(r.isas[1], "avx2");
    }
  }
  EXPECT_TRUE(saw_common);
  EXPECT_TRUE(saw_best);

  // Matched kernels first, biggest |log ratio| first; the AVX-512 peaks only Zen 5 has come last, with why.
  double last = 1e9;
  bool one_sided = false;
  for (const auto& p : c.points) {
    if (!p.ratio[1]) {
      one_sided = true;
      EXPECT_FALSE(p.missing[1].empty()) << p.benchmark;
      continue;
    }
    EXPECT_FALSE(one_sided) << "matched kernel after a one-sided one: " << p.benchmark;
    const double m = std::abs(std::log(*p.ratio[1]));
    EXPECT_LE(m, last + 1e-12) << p.benchmark;
    last = m;
  }
  EXPECT_TRUE(one_sided);
  bool gemm = false;
  for (const auto& f : c.families)
    if (f.family == "gemm") gemm = f.geomean[1].has_value() && f.count[1] > 0;
  EXPECT_TRUE(gemm);
}

TEST(CompareMachines, ProfileMismatchIsFlagged) {
  auto runs = zen5_vs_zen3();
  runs[1].meta["profile"] = "quick";
  const Comparison c = compare_results(runs);
  EXPECT_TRUE(c.profile_mismatch);
  EXPECT_TRUE(has(render_compare_markdown(c), "profile mismatch (A full, B quick)"));
  EXPECT_TRUE(has(render_compare_summary(c), "warning: profile mismatch"));
}

// The folder run.sh names: two real hosts whose cpuinfo model string is the same ("AMD EPYC") but whose
// cpuid families differ (0x19 Zen 3, 0x1A Zen 5) get two folders.
TEST(CompareMachines, SameModelStringTwoFolderNames) {
  const fs::path dir = fs::path(CPUROOF_FIXTURES) / "compare";
  std::ostringstream zen5, zen3;
  EXPECT_EQ(run_machine_name((dir / "zen5-full").string(), zen5), 0);
  EXPECT_EQ(run_machine_name((dir / "zen3-full" / "meta.json").string(), zen3), 0);
  EXPECT_EQ(zen5.str(), "amd-zen5-2c\n");
  EXPECT_EQ(zen3.str(), "amd-zen3-2c\n");
  EXPECT_THROW(run_machine_name((dir / "missing").string(), zen5), InputError);
}

// compare.gp for two machines: a key of runs, roof styles and kernel families only; every roof drawn and
// labelled in its run's colour on the plot; labels laid out without covering each other.
namespace {
int count_of(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}
// The lines of `gp` that start with `prefix` (after indentation).
std::vector<std::string> lines_starting(const std::string& gp, const std::string& prefix) {
  std::vector<std::string> out;
  std::istringstream in(gp);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(' ') != std::string::npos &&
        line.compare(line.find_first_not_of(' '), prefix.size(), prefix) == 0)
      out.push_back(line);
  return out;
}
// Entries in the key: titled plot items (panel titles are not).
int key_entries(const std::string& gp) { return count_of(gp, " title '") - count_of(gp, "set title '"); }
std::string colour_in(const std::string& line) {
  const auto at = line.find("rgb '#");
  return at == std::string::npos ? "" : line.substr(at + 5, 7);
}
}  // namespace

TEST(ComparePlot, KeyListsRunsStylesAndFamiliesOnly) {
  const auto runs = zen5_vs_zen3();
  const auto files = overlay_plot(runs, {"A", "B"}, {});
  ASSERT_EQ(files.front().name, "compare.gp");
  const std::string& gp = files.front().content;
  const ComparePlot plot = compare_plot_model(runs, {"A", "B"}, {});
  // Two runs, f64 and f32 line styles, the kernel families the fixtures keep (gemm, gemv; stream is the roofs).
  ASSERT_EQ(plot.families.size(), 2u);
  EXPECT_EQ(key_entries(gp), 2 + 2 + 2) << gp;
  EXPECT_TRUE(has(gp, "title 'Zen 5 (A): AMD Zen 5, 2 cores")) << gp;
  EXPECT_TRUE(has(gp, "title 'Zen 3 (B): AMD Zen 3, 2 cores")) << gp;
  EXPECT_TRUE(has(gp, "title 'gemm'")) << gp;
  EXPECT_FALSE(has(gp, "title 'stream'")) << gp;
  EXPECT_EQ(plot.panels.size(), 2u);
  EXPECT_TRUE(has(gp, "set title 'compared at 2 threads'")) << gp;
  // Points per run and panel, shaped by family.
  EXPECT_TRUE(has(gp, "'compare-points-B-t2.dat' using 1:2:3 with points pointtype variable")) << gp;
}

TEST(ComparePlot, EveryRoofInItsRunsColourAndLabelledOnThePlot) {
  const auto runs = zen5_vs_zen3();
  const std::string gp = overlay_plot(runs, {"A", "B"}, {}).front().content;
  const ComparePlot plot = compare_plot_model(runs, {"A", "B"}, {});
  const std::string zen5 = plot.runs[0].colour, zen3 = plot.runs[1].colour;
  ASSERT_NE(zen5, zen3);
  // Per panel and run: f64 and f32 peaks and four levels, each one line and one label.
  const auto arrows = lines_starting(gp, "set arrow ");
  EXPECT_EQ(arrows.size(), 2u * 2 * (2 + 4));
  std::set<std::string> colours;
  for (const auto& a : arrows) colours.insert(colour_in(a));
  EXPECT_EQ(colours, (std::set<std::string>{zen5, zen3}));
  int labels = 0;
  for (const auto& l : lines_starting(gp, "set label ")) {
    if (has(l, "GB/s") || has(l, "GFLOP/s")) {
      ++labels;
      EXPECT_EQ(colour_in(l), has(l, "'Zen 5 ") ? zen5 : zen3) << l;
    }
  }
  EXPECT_EQ(labels, 2 * 2 * (2 + 4));
  for (const char* part : {"'Zen 5 L1 ", "'Zen 3 L1 ", "'Zen 5 DRAM ", "'Zen 3 L3 ", "'Zen 5 f64 avx512 ",
                           "'Zen 3 f64 avx2 ", "'Zen 3 f32 avx2 "})
    EXPECT_TRUE(has(gp, part)) << part << "\n" << gp;
  // f32 dashed, f64 and bandwidth solid.
  EXPECT_EQ(count_of(gp, "dashtype (8,5) linecolor"), 2 * 2 + 1) << gp;  // + the f32 key entry
  // Bandwidth labels follow their lines; compute labels are level.
  EXPECT_TRUE(has(gp, "GB/s' at ")) << gp;
  EXPECT_EQ(count_of(gp, "GFLOP/s' at "), 2 * 2 * 2);
}

TEST(ComparePlot, LabelsDoNotCoverEachOther) {
  const auto runs = zen5_vs_zen3();
  const ComparePlot plot = compare_plot_model(runs, {"A", "B"}, {});
  for (const auto& p : plot.panels) {
    ASSERT_EQ(p.labels.size(), p.roofs.size()) << p.title;
    for (std::size_t i = 0; i < p.labels.size(); ++i) {
      EXPECT_EQ(p.labels[i].overlaps, 0) << p.labels[i].text;
      EXPECT_GE(p.labels[i].cx - p.labels[i].half_w, -1) << p.labels[i].text;
      for (std::size_t j = i + 1; j < p.labels.size(); ++j)
        EXPECT_FALSE(labels_overlap(p.labels[i], p.labels[j])) << p.labels[i].text << " / " << p.labels[j].text;
    }
  }
  CompareLabel a, b;
  a.half_w = b.half_w = 50, a.half_h = b.half_h = 6;
  b.cx = 90, b.cy = 20, b.angle = 30;
  EXPECT_TRUE(labels_overlap(a, b));  // b's lower-left end reaches into a
  b.cy = 60;
  EXPECT_FALSE(labels_overlap(a, b));
}

// Five runs (of two machines): one colour each, the runs named by their letters, no kernel points,
// the key still small.
TEST(ComparePlot, FiveRunsStayReadable) {
  auto two = zen5_vs_zen3();
  std::vector<ResultSet> runs;
  for (int i = 0; i < 5; ++i) runs.push_back(two[static_cast<std::size_t>(i % 2)]);
  const std::vector<std::string> labels = {"A", "B", "C", "D", "E"};
  PlotOptions one_thread;
  one_thread.threads = 1;
  const auto files = overlay_plot(runs, labels, one_thread);
  ASSERT_EQ(files.size(), 1u);  // the script only: no points with more than kMaxRunsWithPoints runs
  const std::string& gp = files.front().content;
  EXPECT_LE(key_entries(gp), 12) << gp;
  EXPECT_EQ(key_entries(gp), 5 + 2) << gp;  // runs and roof styles
  EXPECT_TRUE(has(gp, "Kernel points are drawn for up to 3 runs")) << gp;
  EXPECT_TRUE(has(gp, "'E L1 ")) << gp;
  EXPECT_FALSE(has(gp, "multiplot layout")) << gp;
  const ComparePlot plot = compare_plot_model(runs, labels, one_thread);
  std::set<std::string> colours;
  for (const auto& k : plot.runs) colours.insert(k.colour);
  EXPECT_EQ(colours.size(), 5u);
  ASSERT_EQ(plot.panels.size(), 1u);
  EXPECT_EQ(plot.panels[0].labels.size(), 5u * (2 + 4));
}

TEST(CompareMachines, AnArmMachineLacksTheX86LevelsAndAnX86MachineTheArmOnes) {
  auto runs = zen5_vs_zen3();
  runs[1].meta["isa_level"] = "neon";
  runs[1].meta["machine_isa_level"] = "neon";
  const Comparison c = compare_results(runs);
  ASSERT_EQ(c.machines[1].isa_level, "neon");
  int avx512 = 0;
  for (const auto& rc : c.roofs)
    if (rc.kind == "compute" && rc.isa == "avx512") {
      ++avx512;
      EXPECT_TRUE(has(rc.missing[1], "ISA absent: B has no avx512")) << rc.missing[1];
    }
  EXPECT_GT(avx512, 0);
}

// A low-precision level (avx512_bf16) is the base level plus a feature: absent where the base is, or
// where the run records the levels its CPU runs without it; a run that records none only did not
// measure it (its CPU may well have it).
TEST(CompareMachines, ALowPrecisionLevelIsAbsentOnlyWhereTheRunSaysSo) {
  const auto why_missing_in_b = [](std::vector<ResultSet> runs) {
    Roof bf16 = *std::find_if(runs[0].roofline.roofs.begin(), runs[0].roofline.roofs.end(),
                              [](const Roof& r) { return r.kind == "compute"; });
    bf16.isa = "avx512_bf16";
    bf16.dtype = "bf16";
    bf16.variant = "dot";
    runs[0].roofline.roofs.push_back(bf16);
    const Comparison c = compare_results(runs);
    for (const auto& rc : c.roofs)
      if (rc.kind == "compute" && rc.isa == "avx512_bf16") return rc.missing[1];
    return std::string("no avx512_bf16 row");
  };
  auto runs = zen5_vs_zen3();  // B: Zen 3, widest avx2
  EXPECT_EQ(why_missing_in_b(runs), "ISA absent: B has no avx512_bf16 (Zen 3, widest ISA avx2)");
  runs[1].meta["isa_level"] = runs[1].meta["machine_isa_level"] = "avx512";
  EXPECT_EQ(why_missing_in_b(runs), "B did not measure avx512_bf16");
  runs[1].meta["lowp_levels"] = "avx512_vnni avx2";
  EXPECT_EQ(why_missing_in_b(runs), "ISA absent: B has no avx512_bf16 (Zen 3, widest ISA avx512)");
  runs[1].meta["lowp_levels"] = "avx512_vnni avx512_bf16";
  EXPECT_EQ(why_missing_in_b(runs), "B did not measure avx512_bf16");
}

// An integer roof is counted in OP, not FLOP, in the table and per cycle.
TEST(CompareMachines, AnInt8RoofIsInOpsNotFlops) {
  auto runs = zen5_vs_zen3();
  for (auto& run : runs) {
    Roof i8 = *std::find_if(run.roofline.roofs.begin(), run.roofline.roofs.end(),
                            [](const Roof& r) { return r.kind == "compute" && r.isa == "avx2"; });
    i8.dtype = "i8";
    i8.variant = "dot";
    run.roofline.roofs.push_back(i8);
  }
  const std::string md = render_compare_markdown(compare_results(runs));
  EXPECT_TRUE(has(md, "| i8 avx2 dot | ")) << md.substr(0, 2000);
  for (std::size_t at = md.find("| i8 avx2 dot | "); at != std::string::npos;
       at = md.find("| i8 avx2 dot | ", at + 1)) {
    const std::string line = md.substr(at, md.find('\n', at) - at);
    EXPECT_TRUE(has(line, "| GOP/s |") && has(line, "| OP/cycle |")) << line;
  }
}

// A dtype only one run's own ISA has (bf16 at avx512_bf16) has its best-ISA ridge and no empty
// like-with-like row at the ISA the runs share.
TEST(CompareMachines, NoLikeWithLikeRidgeWhereNoRunHasTheDtypeAtThatIsa) {
  auto runs = zen5_vs_zen3();
  Roof bf16 = *std::find_if(runs[0].roofline.roofs.begin(), runs[0].roofline.roofs.end(),
                            [](const Roof& r) { return r.kind == "compute" && r.isa == "avx512"; });
  bf16.isa = "avx512_bf16";
  bf16.dtype = "bf16";
  bf16.variant = "dot";
  runs[0].roofline.roofs.push_back(bf16);
  const Comparison c = compare_results(runs);
  int best = 0;
  for (const auto& r : c.ridges) {
    if (r.dtype != "bf16") continue;
    EXPECT_EQ(r.basis, kBestIsa) << r.level << " " << r.threads;
    best += r.basis == kBestIsa;
  }
  EXPECT_GT(best, 0);
}
