// The A/A and drift checks on runs built to pass and to fail.
#include <gtest/gtest.h>

#include "checks/checks.hpp"
#include "format/checks_table.hpp"
#include "io/load.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::gb_entry;
using nlohmann::json;

namespace {

json counters() { return {{"flops", 1e9}, {"bytes", 8e9}, {"ai", 0.125}, {"omp_threads", 1}, {"ws_bytes", 4096}}; }

// A/A pair with times a[i], b[i] per repetition i.
RawRun aa_run(const std::vector<double>& a, const std::vector<double>& b) {
  json benches = json::array();
  for (std::size_t i = 0; i < a.size(); ++i) {
    benches.push_back(gb_entry("aa/triad_a/hand/f64/ws:262144/threads:1", static_cast<int>(i), a[i], counters()));
    benches.push_back(gb_entry("aa/triad_b/hand/f64/ws:262144/threads:1", static_cast<int>(i), b[i], counters()));
  }
  return load_raw_text(json{{"context", json::object()}, {"benchmarks", benches}}.dump(), "raw.json");
}

const Check& find(const std::vector<Check>& checks, const std::string& name) {
  for (const auto& c : checks)
    if (c.name == name) return c;
  throw std::runtime_error("no check " + name);
}

}  // namespace

TEST(Checks, SameKernelTwicePasses) {
  const auto checks = run_checks(aa_run({10.0, 10.2, 9.9, 10.1, 10.0}, {10.1, 9.9, 10.0, 10.2, 9.95}));
  const Check& aa = find(checks, "aa");
  EXPECT_TRUE(aa.pass) << aa.detail;
  EXPECT_NEAR(aa.value, 1.0, 0.02);
}

TEST(Checks, ASystematicDifferenceFails) {
  const auto checks = run_checks(aa_run({10.0, 10.1, 9.9, 10.0, 10.05}, {12.0, 12.1, 11.9, 12.0, 12.1}));
  const Check& aa = find(checks, "aa");
  EXPECT_FALSE(aa.pass) << aa.detail;
  EXPECT_NE(aa.detail.find("noisy"), std::string::npos);
}

TEST(Checks, SteadyRunHasNoDrift) {
  const auto checks = run_checks(aa_run({10.0, 10.1, 9.9, 10.0, 10.05}, {10.0, 10.1, 9.9, 10.0, 10.05}));
  EXPECT_TRUE(find(checks, "drift").pass);
}

TEST(Checks, SlowingRunDrifts) {
  // Every benchmark's later repetitions take 10% longer: a throttling laptop.
  const auto checks = run_checks(aa_run({10.0, 10.0, 11.0, 11.0}, {20.0, 20.0, 22.0, 22.0}));
  const Check& drift = find(checks, "drift");
  EXPECT_FALSE(drift.pass) << drift.detail;
  EXPECT_NEAR(drift.value, 1.1, 1e-9);
}

TEST(Checks, TableHasOneRowPerCheck) {
  const auto t = checks_table(run_checks(aa_run({10, 10, 10}, {10, 10, 10})));
  EXPECT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.header.front(), "schema_version");
}
