// The time budget's check: a run within its budget passes, one over it fails saying by how much and
// what its plan gave up, and a run without a budget has no row.
#include <gtest/gtest.h>

#include "checks/budget_check.hpp"
#include "io/load.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::gb_entry;
using nlohmann::json;

namespace {

RawRun run_with(const json& context) {
  const json counters = {{"flops", 1e9}, {"bytes", 8e9}, {"ai", 0.125}, {"omp_threads", 1}, {"ws_bytes", 4096}};
  const json benches = json::array({gb_entry("stream/sum/hand/f64/ws:4096/threads:1", 0, 10.0, counters)});
  return load_raw_text(json{{"context", context}, {"benchmarks", benches}}.dump(), "raw.json");
}

std::vector<Check> budget_rows(const json& context) {
  std::vector<Check> out;
  add_budget_check(run_with(context), out);
  return out;
}

}  // namespace

TEST(BudgetCheck, ARunWithinItsBudgetPasses) {
  const auto rows =
      budget_rows({{"cpuroof_budget_s", "30.0"}, {"cpuroof_measured_s", "27.4"}, {"cpuroof_predicted_s", "26.0"}});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].name, "budget");
  EXPECT_TRUE(rows[0].pass) << rows[0].detail;
  EXPECT_NEAR(rows[0].value, 27.4 / 30, 1e-12);
  EXPECT_EQ(rows[0].detail, "time budget: measured in 27.4 s of a budget of 30.0 s, predicted 26.0 s: kept");
}

TEST(BudgetCheck, ARunOverItsBudgetSaysByHowMuchAndWhatItGaveUp) {
  const auto rows = budget_rows({{"cpuroof_budget_s", "30.0"},
                                 {"cpuroof_measured_s", "36.0"},
                                 {"cpuroof_predicted_s", "33.0"},
                                 {"cpuroof_budget_plan", "repetitions of 2.0 ms"}});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_FALSE(rows[0].pass);
  EXPECT_EQ(rows[0].detail,
            "time budget: measured in 36.0 s, over the budget of 30.0 s by 20%, predicted 33.0 s; the plan gave up: "
            "repetitions of 2.0 ms");
}

TEST(BudgetCheck, NoBudgetOrNoFiguresNoRow) {
  EXPECT_TRUE(budget_rows({{"cpuroof_budget_s", "none"}, {"cpuroof_measured_s", "12.0"}}).empty());
  EXPECT_TRUE(budget_rows({{"cpuroof_budget_s", "30.0"}}).empty());
  EXPECT_TRUE(budget_rows(json::object()).empty());
}
