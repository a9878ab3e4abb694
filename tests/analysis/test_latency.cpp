// The latency family's fit (model/latency.hpp), table and section (families/latency_report.hpp) on a
// synthetic run with known levels: L1 1 ns up to 32 KiB, L2 4 ns up to 1 MiB, L3 12 ns up to 32 MiB,
// DRAM 90 ns on huge pages (110 ns on base pages: the TLB's misses), a 3 GHz clock, and the loader's
// refusal of a latency benchmark without its counters.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "format/latency_table.hpp"
#include "families/latency_report.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/latency.hpp"
#include "model/result_set.hpp"
#include "report/report_headline.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::gb_entry;
using nlohmann::json;

// Named, not anonymous: the test files share one unity translation unit.
namespace latency_fit_test {

constexpr double KiB = 1024, MiB = 1024 * KiB;

double true_ns(double ws, const std::string& pages) {
  if (ws <= 32 * KiB) return 1;
  if (ws <= 1 * MiB) return 4;
  if (ws <= 32 * MiB) return 12;
  return pages == "huge" ? 90 : 110;
}

// One benchmark's repetitions as the bench writes them: loads per second, ns per load, 64 B per load.
void add_chase(json& benches, const std::string& name, double ns, double ws, int chains, int threads = 1,
               json extra = json::object()) {
  const double spread[] = {0.99, 1.0, 1.01};
  for (int rep = 0; rep < 3; ++rep) {
    const double per_load = ns * spread[rep];
    json c = {{"flops", 0},
              {"bytes", 64e9 / per_load},
              {"ai", 0},
              {"omp_threads", threads},
              {"ws_bytes", ws},
              {"calls", 1},
              {"loads", 1e9 / per_load},
              {"ns_per_load", per_load},
              {"chains", chains}};
    for (auto& [k, v] : extra.items()) c[k] = v;
    benches.push_back(gb_entry(name, rep, 1000, c, "access=chase"));
  }
}

json latency_run() {
  json benches = json::array();
  for (const std::string pages : {"huge", "base"})
    for (int i = 0; i <= 34; ++i) {  // two per octave, 4 KiB .. 512 MiB, in whole pages
      const double ws = std::round(4096 * std::pow(2.0, i / 2.0) / 4096) * 4096;
      if (i == 1) continue;  // 5.7 KiB rounds to 4 KiB
      add_chase(benches,
                "latency/chase/hand/ptr/ws:" + std::to_string(static_cast<long>(ws)) + "/pages:" + pages + "/threads:1",
                true_ns(ws, pages), ws, 1);
    }
  // k chains at 256 KiB (L2): lines per second saturate from 8 chains on.
  for (const auto& [k, lines_per_s] : std::vector<std::pair<int, double>>{{2, 500e6}, {8, 1000e6}, {32, 1010e6}})
    add_chase(benches, "latency/mlp/hand/ptr/ws:262144/pages:huge/chains:" + std::to_string(k) + "/threads:1",
              1e9 / lines_per_s, 262144, k);
  // At 512 MiB (DRAM) still rising at 32 chains: not saturated.
  for (const auto& [k, lines_per_s] : std::vector<std::pair<int, double>>{{8, 40e6}, {32, 100e6}})
    add_chase(benches, "latency/mlp/hand/ptr/ws:536870912/pages:huge/chains:" + std::to_string(k) + "/threads:1",
              1e9 / lines_per_s, 536870912, k);
  add_chase(benches, "latency/loaded/hand/ptr/ws:536870912/pages:huge/background:1/threads:2", 120, 536870912, 1, 2,
            {{"background_threads", 1}, {"background_bytes", 20e9}});
  return {{"context", json::object()}, {"benchmarks", benches}};
}

// A roofline with the 1-thread clock and the L2 read roof the MLP rows are set beside.
Roofline synthetic_roofline() {
  Roofline r;
  r.clock_hz[1] = 3e9;
  Roof read;
  read.kind = "bandwidth";
  read.level = "L2";
  read.variant = "read";
  read.threads = 1;
  read.value = 200;
  r.roofs.push_back(read);
  return r;
}

const LatencyLevel* find(const LatencyFit& fit, const std::string& level, const std::string& pages) {
  for (const auto& l : fit.levels)
    if (l.level == level && l.pages == pages) return &l;
  return nullptr;
}

TEST(LatencyFit, EveryLevelsLatencyIsFoundOnItsPlateau) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  ASSERT_EQ(fit.levels.size(), 8u);  // four levels, two kinds of page
  for (const std::string pages : {"huge", "base"}) {
    SCOPED_TRACE(pages);
    const double dram = pages == "huge" ? 90 : 110;
    const std::pair<const char*, double> want[] = {{"L1", 1}, {"L2", 4}, {"L3", 12}, {"DRAM", dram}};
    for (const auto& [name, ns] : want) {
      const LatencyLevel* l = find(fit, name, pages);
      ASSERT_NE(l, nullptr) << name;
      EXPECT_NEAR(l->ns, ns, 0.011 * ns) << name;
      EXPECT_LE(l->ns_ci.low, l->ns);
      EXPECT_GE(l->ns_ci.high, l->ns);
      EXPECT_DOUBLE_EQ(l->clock_hz, 3e9);
      EXPECT_DOUBLE_EQ(l->cycles, l->ns * 3);  // ns x GHz
    }
    // Boundaries between the sweep's points around each size.
    EXPECT_GT(find(fit, "L2", pages)->ws_low_bytes, 32 * KiB);
    EXPECT_LT(find(fit, "L2", pages)->ws_low_bytes, 64 * KiB);
    EXPECT_GT(find(fit, "DRAM", pages)->ws_low_bytes, 32 * MiB);
    EXPECT_LT(find(fit, "DRAM", pages)->ws_low_bytes, 64 * MiB);
    EXPECT_EQ(find(fit, "DRAM", pages)->ws_high_bytes, 0);
  }
  EXPECT_EQ(fit.levels.front().pages, "huge");  // huge pages' levels first
}

// A shared VM's L3 (the chase on a Zen 5 VM: 17-19 ns at 1.4 MiB, 28-140 ns from 2 MiB on, where
// neighbours evict what a slow random walk comes back to): the chase's own plateaus merge it with
// DRAM, the caches the run reports keep it, read at its fastest interior points.
TEST(LatencyFit, AnL3ANeighbourSpoilsIsReadInTheReportedCache) {
  json run = latency_run();
  json benches = json::array();
  for (json& b : run["benchmarks"]) {
    const double ws = b["ws_bytes"].get<double>();
    if (b["name"].get<std::string>().find("latency/chase") == 0 && ws > 1.5 * MiB && ws <= 32 * MiB) {
      const double ns = 60 + ws / MiB * 4;  // 66 ns at 1.5 MiB rising to DRAM's
      b["ns_per_load"] = ns;
      b["loads"] = 1e9 / ns;
    }
    benches.push_back(b);
  }
  run["benchmarks"] = benches;
  const auto fit_with = [&](bool reported) {
    json r = run;
    if (reported)
      r["context"] = {{"cpuroof_cache_l1_bytes_hwloc", "32768"},
                      {"cpuroof_cache_l2_bytes_hwloc", "1048576"},
                      {"cpuroof_cache_l3_bytes_hwloc", "33554432"}};
    return fit_latency(load_raw_text(r.dump(), "raw.json"), synthetic_roofline());
  };
  const LatencyFit known = fit_with(true);
  const LatencyLevel* l3 = find(known, "L3", "huge");
  ASSERT_NE(l3, nullptr);
  EXPECT_NEAR(l3->ns, 12, 0.2);  // 1.41 MiB, the one interior point the neighbour left alone
  EXPECT_EQ(l3->ws_low_bytes, 1 * MiB);
  EXPECT_EQ(l3->ws_high_bytes, 32 * MiB);
  ASSERT_NE(find(known, "DRAM", "huge"), nullptr);
  EXPECT_NEAR(find(known, "DRAM", "huge")->ns, 90, 1);
  // Without the reported caches the chase's own plateaus find no 12 ns level.
  for (const LatencyLevel& l : fit_with(false).levels) EXPECT_GT(std::abs(l.ns - 12), 1) << l.level;
}

TEST(LatencyFit, ParallelismSaturatesAndLittlesLawPredictsTheBandwidth) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  const LatencyLevel* l2 = find(fit, "L2", "huge");
  ASSERT_NE(l2, nullptr);
  EXPECT_EQ(l2->mlp_chains, 8);  // 1000 of the best 1010 million lines per second: within 5%
  EXPECT_NEAR(l2->mlp_lines_per_s, 1010e6, 1e6);
  EXPECT_NEAR(l2->mlp_lines_in_flight, 1010e6 * 4e-9, 0.05);  // Little's law
  EXPECT_NEAR(l2->mlp_predicted_gb_per_s, 1010e6 * 64 / 1e9, 0.7);
  EXPECT_TRUE(l2->mlp_saturated);
  EXPECT_EQ(l2->read_roof_gb_per_s, 200);
  EXPECT_EQ(chains_cell(*l2), "8");
  // Still rising at the most chains measured: at least that many, said so.
  const LatencyLevel* dram = find(fit, "DRAM", "huge");
  EXPECT_EQ(dram->mlp_chains, 32);
  EXPECT_FALSE(dram->mlp_saturated);
  EXPECT_EQ(chains_cell(*dram), "32+");
  // Where no chains were measured, nothing is claimed; base pages have no parallelism sweep.
  EXPECT_EQ(find(fit, "L3", "huge")->mlp_chains, 0);
  EXPECT_EQ(find(fit, "L2", "base")->mlp_chains, 0);
  EXPECT_EQ(chains_cell(*find(fit, "L3", "huge")), "–");
}

TEST(LatencyFit, LoadedLatencyCarriesTheBackgroundBandwidth) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  ASSERT_EQ(fit.loaded.size(), 2u);
  // The unloaded end: the sweep's chase at the same working set, nothing streaming beside it.
  EXPECT_EQ(fit.loaded[0].background, 0);
  EXPECT_NEAR(fit.loaded[0].ns, 90, 1);
  EXPECT_EQ(fit.loaded[0].background_gb_per_s, 0);
  EXPECT_EQ(fit.loaded[1].background, 1);
  EXPECT_NEAR(fit.loaded[1].ns, 120, 1.3);
  EXPECT_NEAR(fit.loaded[1].background_gb_per_s, 20, 1e-9);
  EXPECT_EQ(fit.loaded[1].ws_bytes, 536870912);
}

TEST(LatencyFit, TheTableHasARowPerLevelAndLoadedPoint) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  const CsvTable t = latency_table(fit.levels, fit.loaded);
  ASSERT_EQ(t.rows.size(), 10u);  // 8 levels, the unloaded and the loaded chase
  for (const auto& row : t.rows) ASSERT_EQ(row.size(), t.header.size());
  const auto& first = t.rows.front();
  EXPECT_EQ(first[t.column("kind")], "level");
  EXPECT_EQ(first[t.column("level")], "L1");
  EXPECT_EQ(first[t.column("clock_ghz")], "3");
  EXPECT_EQ(t.rows.back()[t.column("kind")], "loaded");
  EXPECT_EQ(t.rows.back()[t.column("background_gb_per_s")], "20");
  const std::string section = render_latency_section(fit);
  EXPECT_NE(section.find("## Latency"), std::string::npos);
  EXPECT_NE(section.find("| DRAM | base |"), std::string::npos);
}

// Interference only lengthens a chase: a level's latency is the lower quantile of its repetitions, as a
// bandwidth roof is their upper one, so two disturbed repetitions of three do not raise it (their
// median would read 108 ns).
TEST(LatencyFit, ALevelsLatencyIsTheLowerQuantileOfItsRepetitions) {
  json run = latency_run();
  const double disturbed[] = {90, 108, 117};
  for (auto& b : run["benchmarks"])
    if (b["name"] == "latency/chase/hand/ptr/ws:536870912/pages:huge/threads:1/real_time") {
      const double ns = disturbed[b["repetition_index"].get<int>()];
      b["ns_per_load"] = ns;
      b["loads"] = 1e9 / ns;
      b["bytes"] = 64e9 / ns;
    }
  const LatencyFit fit = fit_latency(load_raw_text(run.dump(), "raw.json"), synthetic_roofline());
  const LatencyLevel* dram = find(fit, "DRAM", "huge");
  ASSERT_NE(dram, nullptr);
  EXPECT_NEAR(dram->ns, 93.6, 1e-9);  // 90 + 0.2 x (108 - 90): the 10th percentile of three
  EXPECT_LE(dram->ns_ci.low, dram->ns);
  EXPECT_GE(dram->ns_ci.high, dram->ns);
}

TEST(LatencyFit, TheTableReadsBackAndTheHeadlineHasALinePerLevel) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  const std::vector<LatencyLevel> back = latency_from_table(latency_table(fit.levels, fit.loaded), "latency.csv");
  ASSERT_EQ(back.size(), fit.levels.size());  // the loaded row is not a level
  for (std::size_t i = 0; i < back.size(); ++i) {
    EXPECT_EQ(back[i].level, fit.levels[i].level);
    EXPECT_EQ(back[i].pages, fit.levels[i].pages);
    EXPECT_NEAR(back[i].ns, fit.levels[i].ns, 1e-5 * fit.levels[i].ns);
    EXPECT_EQ(back[i].mlp_chains, fit.levels[i].mlp_chains);
    EXPECT_EQ(back[i].mlp_saturated, fit.levels[i].mlp_saturated);
  }
  const Roofline none;
  const std::vector<KernelPoint> points;
  const std::map<std::string, std::string> meta;
  const std::string text = render_headline({none, points, meta, {}, back});
  // The lower quantile of the repetitions (0.99, 1 and 1.01 times the level's latency).
  EXPECT_NE(text.find("| L2 | 3.96 | 11.9 | 3.96 | 8 |"), std::string::npos) << text;
  EXPECT_NE(text.find("| DRAM | 89.3 | 268 | 109 | 32+ |"), std::string::npos) << text;
  EXPECT_EQ(render_headline({none, points, meta, {}, {}}).find("latency"), std::string::npos);
}

TEST(LatencyFit, ABadLatencyCellIsRefusedNamingIt) {
  const LatencyFit fit = fit_latency(load_raw_text(latency_run().dump(), "raw.json"), synthetic_roofline());
  CsvTable t = latency_table(fit.levels, fit.loaded);
  t.rows[0][t.column("latency_ns")] = "nan";
  EXPECT_THROW(latency_from_table(t, "latency.csv"), InputError);
  t.rows[0][t.column("latency_ns")] = "0";
  try {
    latency_from_table(t, "latency.csv");
    FAIL() << "a latency of 0 was read";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("latency.csv: row 2, column 'latency_ns'"), std::string::npos) << e.what();
  }
}

TEST(LatencyFit, ARunWithoutTheFamilyHasNoLatency) {
  const LatencyFit fit =
      fit_latency(load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json"), synthetic_roofline());
  EXPECT_TRUE(fit.levels.empty());
  EXPECT_TRUE(fit.loaded.empty());
  EXPECT_EQ(render_latency_section(fit), "");
}

TEST(LatencyFit, ALatencyBenchmarkWithoutItsCountersIsRefused) {
  json run = latency_run();
  run["benchmarks"][0].erase("ns_per_load");
  try {
    load_raw_text(run.dump(), "raw.json");
    FAIL() << "loaded without ns_per_load";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("ns_per_load"), std::string::npos) << e.what();
  }
  json loaded = latency_run();
  for (auto& b : loaded["benchmarks"])
    if (b["name"].get<std::string>().find("/loaded/") != std::string::npos) b.erase("background_bytes");
  EXPECT_THROW(load_raw_text(loaded.dump(), "raw.json"), InputError);
}

}  // namespace latency_fit_test
