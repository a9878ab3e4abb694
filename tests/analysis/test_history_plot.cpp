// history.gp: a panel for one thread and one for the most threads, each roof a line of its runs with
// their intervals, the falls ringed; names from the runs reach gnuplot only as single-quoted
// literals, and the data file holds numbers only.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <regex>

#include "io/gnuplot_text.hpp"
#include "io/load.hpp"
#include "model/history.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "plot/history_plot.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

ResultSet plotted_run(const std::string& start, double dram_scale) {
  cpuroof::testing::SyntheticOptions o;
  o.dram_scale = dram_scale;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), start);
  const Roofline r = derive_roofline(run);
  ResultSet rs = result_from_tables(roofs_table(r), points_table(place_points(run, r)), start);
  rs.meta = {{"start_time_utc", start},
             {"cpu_vendor", "AuthenticAMD"},
             {"cpu_family", "25"},
             {"cpu_model_number", "17"},
             {"cores", "2"}};
  return rs;
}

}  // namespace

TEST(HistoryPlot, PanelsSeriesIntervalsAndTheFallsRinged) {
  std::vector<ResultSet> runs;
  runs.push_back(plotted_run("2026-12-01T00:00:00Z", 1));
  runs.push_back(plotted_run("2026-12-02T06:30:00Z", 0.7));
  const std::vector<PlotFile> files = history_plot(machine_history(runs));
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0].name, "history.gp");
  const std::string& gp = files[0].content;
  EXPECT_TRUE(has(gp, "set multiplot layout 2,1")) << gp;
  EXPECT_TRUE(has(gp, "set title 'amd-zen4-2c: 1 thread, 2 runs'")) << gp;
  EXPECT_TRUE(has(gp, "set title 'amd-zen4-2c: 2 threads, 2 runs'")) << gp;
  EXPECT_TRUE(has(gp, "set xtics ('2026-12-01 00:00' 1, '2026-12-02 06:30' 2)")) << gp;
  EXPECT_TRUE(has(gp, "title 'DRAM: 25.2 GB/s in the first run'")) << gp;
  EXPECT_TRUE(has(gp, "with yerrorlines")) << gp;
  // One ring block per panel: DRAM fell at both thread counts.
  const std::regex ring("with points pointtype 6 pointsize 3 linewidth 2.5 linecolor rgb '#d62728'");
  EXPECT_EQ(std::distance(std::sregex_iterator(gp.begin(), gp.end(), ring), std::sregex_iterator()), 2) << gp;
  // Numbers only in the data: four columns per run of a series, two per ring.
  EXPECT_TRUE(std::regex_match(files[1].content, std::regex("([-0-9.e+ ]*\n)*"))) << files[1].content;
}

TEST(HistoryPlot, NamesFromTheRunsAreLiterals) {
  std::vector<ResultSet> runs;
  runs.push_back(plotted_run("2026-12-01T00:00:00Z", 1));
  const std::string hostile = "L9 `touch x` @macro ' \" \\";
  for (Roof& r : runs[0].roofline.roofs)
    if (r.level == "L1") r.level = hostile;
  for (MemoryLevel& l : runs[0].roofline.levels)
    if (l.name == "L1") l.name = hostile;
  const std::string gp = history_plot(machine_history(runs))[0].content;
  EXPECT_TRUE(has(gp, "title " + gnuplot_literal(hostile + ": 403 GB/s in the first run"))) << gp;
  EXPECT_FALSE(has(gp, "\"L9")) << gp;
}
