// history on synthetic runs of one machine: ordered by their start, whatever order they are given in;
// a run with DRAM 0.7 times the earlier runs' is marked at its DRAM roofs and nowhere else; only the
// earlier runs of its profile count; runs of another machine or without a start time are refused.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <algorithm>

#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/history.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "report/history_table.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

ResultSet history_run(const std::string& name, const std::string& start, double dram_scale = 1,
                      const std::string& profile = "full") {
  cpuroof::testing::SyntheticOptions o;
  o.dram_scale = dram_scale;
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run(o).dump(), name);
  const Roofline r = derive_roofline(run);
  ResultSet rs = result_from_tables(roofs_table(r), points_table(place_points(run, r)), name);
  rs.meta = {{"start_time_utc", start}, {"profile", profile},       {"cpu_vendor", "AuthenticAMD"},
             {"cpu_family", "25"},      {"cpu_model_number", "17"}, {"cores", "2"}};
  return rs;
}

const HistorySeries* series_of(const MachineHistory& h, const std::string& name, int threads) {
  for (const HistorySeries& s : h.series)
    if (s.name == name && s.threads == threads) return &s;
  return nullptr;
}

}  // namespace

TEST(MachineHistory, InStartOrderWithTheDramFallMarked) {
  std::vector<ResultSet> runs;
  runs.push_back(history_run("c", "2026-12-03T00:00:00Z", 0.7));
  runs.push_back(history_run("a", "2026-12-01T00:00:00Z"));
  runs.push_back(history_run("b", "2026-12-02T00:00:00Z"));
  const MachineHistory h = machine_history(runs);
  ASSERT_EQ(h.runs.size(), 3u);
  EXPECT_EQ(h.runs[0]->name, "a");
  EXPECT_EQ(h.runs[2]->name, "c");
  std::vector<std::string> names;
  for (const HistorySeries& s : h.series)
    if (s.threads == 1) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"f64 peak", "L1", "L2", "L3", "DRAM"}));  // no f32 roof measured
  for (const HistorySeries& s : h.series)
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(s.entries[i].fell, s.name == "DRAM" && i == 2) << s.name << " " << s.threads << " run " << i;
      EXPECT_EQ(s.entries[i].earlier.count, static_cast<int>(i));
    }
  const HistorySeries* dram = series_of(h, "DRAM", 2);
  ASSERT_NE(dram, nullptr);
  EXPECT_NEAR(dram->entries[2].roof->value / dram->entries[2].earlier.median, 0.7, 0.01);

  const CsvTable t = history_table(h);
  EXPECT_EQ(t.rows.size(), h.series.size() * 3);
  const std::size_t fell = t.column("fell"), roof = t.column("roof");
  for (const auto& row : t.rows) EXPECT_TRUE(row[fell] != "true" || row[roof] == "DRAM") << row[roof];
  EXPECT_EQ(t.rows.front()[t.column("run_start")], "2026-12-01T00:00:00Z");
  EXPECT_EQ(t.rows.front()[fell], "");  // the first run has nothing earlier
  const std::string text = render_history(h);
  EXPECT_TRUE(has(text,
                  "fell: DRAM, 1 thread: 17.6 GB/s in c (2026-12-03T00:00:00Z), 0.700 x the median of 2 earlier "
                  "runs\n"))
      << text;
  EXPECT_TRUE(has(text, "history: 2 falls past the noise, in 1 of 3 runs\n")) << text;
}

TEST(MachineHistory, OnlyEarlierRunsOfTheSameProfileCount) {
  std::vector<ResultSet> runs;
  runs.push_back(history_run("full", "2026-12-01T00:00:00Z"));
  runs.push_back(history_run("quick", "2026-12-02T00:00:00Z", 0.7, "quick"));
  runs.push_back(history_run("quick-again", "2026-12-03T00:00:00Z", 0.7, "quick"));
  const MachineHistory h = machine_history(runs);
  for (const HistorySeries& s : h.series) {
    EXPECT_EQ(s.entries[1].earlier.count, 0) << s.name;
    EXPECT_EQ(s.entries[2].earlier.count, 1) << s.name;
    for (const HistoryEntry& e : s.entries) EXPECT_FALSE(e.fell) << s.name;
  }
}

TEST(MachineHistory, RefusesAnotherMachineAndARunWithoutAStart) {
  std::vector<ResultSet> runs;
  runs.push_back(history_run("a", "2026-12-01T00:00:00Z"));
  runs.push_back(history_run("zen5", "2026-12-02T00:00:00Z"));
  runs.back().meta["cpu_family"] = "26";
  runs.back().meta["cpu_model_number"] = "2";
  try {
    machine_history(runs);
    ADD_FAILURE() << "runs of two machines accepted";
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "zen5: a run of machine amd-zen5-2c (id ")) << e.what();
    EXPECT_TRUE(has(e.what(), "a history follows one machine identity")) << e.what();
  }
  runs.back() = history_run("undated", "last Tuesday");
  try {
    machine_history(runs);
    ADD_FAILURE() << "a run without a start accepted";
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "undated/meta.json: no start time")) << e.what();
  }
  EXPECT_THROW(machine_history({}), InputError);
}
