// report.md on the synthetic run: every section is there with the known roofs, levels, ridge
// points and kernel bounds; the disagreement between hwloc and getconf is noted.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include "format/table_reader.hpp"
#include "io/load.hpp"
#include "io/markdown.hpp"
#include "report/meta.hpp"
#include "model/points.hpp"
#include "report/report.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

struct Fixture {
  RawRun run;
  Roofline roofline;
  std::vector<KernelPoint> points;
  std::map<std::string, std::string> meta;
  explicit Fixture(const nlohmann::json& doc)
      : run(load_raw_text(doc.dump(), "raw.json")),
        roofline(derive_roofline(run)),
        points(place_points(run, roofline)),
        meta(run_metadata(run)) {}
  [[nodiscard]] std::string report() const {
    return render_report({run, roofline, points, meta, fit_families(run, roofline), all_checks(run, roofline, points)});
  }
};

}  // namespace

TEST(Report, HasEverySectionInOrder) {
  const std::string md = Fixture(cpuroof::testing::synthetic_run()).report();
  std::size_t last = 0;
  for (const char* heading : {"# cpuroof report", "## Machine", "## Compute roofs", "## Bandwidth roofs",
                              "## Memory levels", "## Ridge points", "## Kernels", "### gemm", "### stream"}) {
    const std::size_t at = md.find(heading);
    ASSERT_NE(at, std::string::npos) << heading;
    EXPECT_GE(at, last) << heading;
    last = at;
  }
  EXPECT_FALSE(has(md, "## Failed benchmarks"));  // none failed
}

// A real run from before the kernel catalog (cpuroof_schema_version 1): fixtures/old_run_schema1.json
// is the zen5-2c quick run's context with its 1-thread fusion pairs and its 1-thread f64 L2 intensity
// sweep. It loads and renders both sections from labels and measurements, stating no kernel facts.
TEST(Report, RunWithoutKernelCatalogRenders) {
  const Fixture f(nlohmann::json::parse(read_text_file(std::string(CPUROOF_FIXTURES) + "/old_run_schema1.json")));
  EXPECT_EQ(f.run.context.at("cpuroof_schema_version"), "1");
  EXPECT_TRUE(f.run.catalog.families.empty());
  const std::string md = f.report();
  EXPECT_TRUE(has(md, "## Intensity sweep")) << md;
  EXPECT_TRUE(has(md, "The sweep runs `sweep`. Swept over F = 1 … 2048 flop per element: its intensity I")) << md;
  EXPECT_TRUE(has(md, "for the `copy` access kind")) << md;  // from the benchmarks' labels
  EXPECT_TRUE(has(md, "## Fusion")) << md;
  for (const char* chain : {"| relu_chain | 1 |", "| silu_mul | 1 |", "| rmsnorm | 1 |"})
    EXPECT_TRUE(has(md, chain)) << chain;
  for (const char* absent : {"vectors in flight", "moves 8n", "eager passes `", "polynomial exp", "read twice"})
    EXPECT_FALSE(has(md, absent)) << absent;
}

TEST(Report, ShowsKnownValues) {
  const std::string md = Fixture(cpuroof::testing::synthetic_run()).report();
  EXPECT_TRUE(has(md, "| model | Synthetic CPU |"));
  // q90 of {99, 100, 101} GFLOP/s is 100.8; three significant digits.
  EXPECT_TRUE(has(md, "| f64 | FLOP | avx2 | fma | 1 | 101 |"));
  EXPECT_TRUE(has(md, "| DRAM | read (best) | 2 | 50.4 |"));
  // Ridge: 201.6 GFLOP/s over 50.4 GB/s = 4 FLOP/B at DRAM, 201.6 / 806.4 = 0.25 at L1.
  EXPECT_TRUE(has(md, "| f64 | 2 | 202 | 0.250 | 0.500 | 1.00 | 4.00 |")) << md;
  EXPECT_TRUE(has(md, "| square | hand | f64 |  | n:512 | 1 |"));
  EXPECT_TRUE(has(md, "| overhead |"));
}

TEST(Report, NotesWhereCacheSizesDisagree) {
  const std::string md = Fixture(cpuroof::testing::synthetic_run()).report();
  EXPECT_TRUE(has(md, "L1: hwloc reports 48.0 KiB per instance, getconf 32.0 KiB.")) << md;
  EXPECT_TRUE(has(md, "| L2 | 2 | 98.7 KiB – 1.83 MiB | 400 | 1.00 MiB × 2 | 1.00 MiB |")) << md;
  EXPECT_FALSE(has(md, "L2: hwloc reports"));  // they agree there
}

TEST(Report, ListsFailedBenchmarks) {
  nlohmann::json doc = cpuroof::testing::tiny_run();
  doc["benchmarks"].push_back({{"name", "gemv/plain/hand/f64/n:7/threads:1"},
                               {"run_type", "iteration"},
                               {"error_occurred", true},
                               {"error_message", "verification failed at 3"}});
  const std::string md = Fixture(doc).report();
  EXPECT_TRUE(has(md, "## Failed benchmarks"));
  EXPECT_TRUE(has(md, "| `gemv/plain/hand/f64/n:7/threads:1` | verification failed at 3 |"));
}

TEST(Report, SectionsAreAList) {
  // The extension point: render_report is the concatenation of report_sections().
  const Fixture f(cpuroof::testing::tiny_run());
  std::string joined = "# cpuroof report\n";
  const FamilyResults families = fit_families(f.run, f.roofline);
  const FitChecks checks = all_checks(f.run, f.roofline, f.points);
  for (const auto& section : report_sections())
    if (const std::string s = section({f.run, f.roofline, f.points, f.meta, families, checks}); !s.empty())
      joined += "\n" + s;
  EXPECT_EQ(joined, f.report());
}

TEST(Markdown, TablesEscapePipesAndAlignNumbers) {
  const std::string t = markdown_table({"name", "value"}, {{"a|b", "1.5"}, {"c", "–"}});
  EXPECT_EQ(t, "| name | value |\n|---|---:|\n| a\\|b | 1.5 |\n| c | – |\n");
  EXPECT_EQ(readable(412.34), "412");
  EXPECT_EQ(readable(0.012345), "0.0123");
  EXPECT_EQ(bytes_binary(48 * 1024), "48.0 KiB");
}

// Where DRAM starts past three times the boundary (a smaller working set still read above the DRAM
// roof), the memory levels section says from where; a run whose sweeps settle says nothing.
TEST(Report, SaysWhereTheLastLevelStartsWhenTheSweepsSettleLate) {
  nlohmann::json raw = cpuroof::testing::tiny_run();
  EXPECT_FALSE(has(Fixture(raw).report(), "The last level starts where the sweeps settle"));
  for (auto& b : raw["benchmarks"])
    if (b["name"] == "stream/sum/hand/f64/ws:67108864/threads:1/real_time") b["bytes"] = 25e9;
  const std::string md = Fixture(raw).report();
  EXPECT_TRUE(has(md, "not at three times its boundary: DRAM from 90.5 MiB at 1 thread.")) << md;
}
