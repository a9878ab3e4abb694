// The plan that fits a budget (bench/budget_plan.hpp): the profile's plan when it fits, else its
// economies in order until it does, costed over what the filter lets run.
#include <gtest/gtest.h>

#include "budget_plan.hpp"

using namespace cpuroof::bench;

namespace {

CostRates cache_rates() {
  CostRates r;
  r.last_cache_bytes = 1e9;
  r.cache_bytes_per_s = 1e9;
  r.clock_hz = 1e9;  // rates were measured
  return r;
}

BenchPlan quick_plan() {
  BenchPlan p = make_plan(Profile::quick, 32 << 20, 1ul << 34, 2);
  p.repetitions = 3;
  return p;
}

// A benchmark of 1 us iterations: with three repetitions of 4 ms, 17.9 ms (1, 10, 100, 1000 and
// 5600 iterations, then 5600 twice); of 2 ms, 9.5 ms.
Estimate one_microsecond() {
  Estimate e;
  e.ws_bytes = 1e3;
  e.iteration_bytes = 1e3;
  return e;
}
double seconds_at(double min_time) { return predict_seconds(one_microsecond(), 3, min_time, cache_rates()); }

void thousand_benchmarks(const BenchPlan&) {
  const Estimate e = one_microsecond();
  for (int i = 0; i < 1000; ++i)
    add(
        "budget/b" + std::to_string(i) + "/hand/f64", [](benchmark::State&) {}, 0, e);
}

// A thousand roofs (stream's), none of which the last economy may drop.
void thousand_roofs(const BenchPlan&) {
  const Estimate e = one_microsecond();
  for (int i = 0; i < 1000; ++i)
    add(
        "stream/b" + std::to_string(i) + "/hand/f64", [](benchmark::State&) {}, 0, e);
}

// 200 roofs, and two kernel families: gemm's 300 benchmarks and tiny's 20, each a microsecond's.
void roofs_and_kernels(const BenchPlan&) {
  const Estimate e = one_microsecond();
  for (int i = 0; i < 200; ++i)
    add(
        "peak/b" + std::to_string(i) + "/hand/f64", [](benchmark::State&) {}, 0, e);
  for (int i = 0; i < 300; ++i)
    add(
        "gemm/b" + std::to_string(i) + "/hand/f64", [](benchmark::State&) {}, 0, e);
  for (int i = 0; i < 20; ++i)
    add(
        "tiny/b" + std::to_string(i) + "/hand/f64", [](benchmark::State&) {}, 0, e);
}

std::size_t count_family(const std::string& family) {
  std::size_t n = 0;
  for (const Registered& r : registered()) n += r.name.rfind(family + "/", 0) == 0;
  return n;
}

bool everything(const Registered&) { return true; }

}  // namespace

TEST(BudgetPlan, TheProfilesPlanWhenItFits) {
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_benchmarks, everything, 20, 0.5, false, cache_rates());
  EXPECT_TRUE(b.fits);
  EXPECT_TRUE(b.plan.thrift.empty());
  EXPECT_NEAR(seconds_at(0.004), 0.017911, 1e-9);
  EXPECT_NEAR(b.predicted_s, 0.5 + 1000 * seconds_at(0.004), 1e-6);
  EXPECT_EQ(registered().size(), 1000u);
}

TEST(BudgetPlan, ShorterRepetitionsFirstWhenItDoesNot) {
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_benchmarks, everything, 12, 0.5, false, cache_rates());
  EXPECT_TRUE(b.fits);
  EXPECT_EQ(b.plan.thrift, std::vector<std::string>{"repetitions of 2.0 ms"});
  EXPECT_DOUBLE_EQ(b.plan.min_time_s, 0.002);
  EXPECT_NEAR(b.predicted_s, 0.5 + 1000 * seconds_at(0.002), 1e-6);
}

TEST(BudgetPlan, RoofsOverWithEveryEconomySayTheyAre) {
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_roofs, everything, 1, 0.5, false, cache_rates());
  EXPECT_FALSE(b.fits);
  EXPECT_GT(b.predicted_s, 1);
  EXPECT_DOUBLE_EQ(b.plan.min_time_s, 0.001);  // both halvings taken
  EXPECT_EQ(registered().size(), 1000u);       // no roof dropped
}

// The last economy fits by construction: kernel benchmarks dropped, the roofs kept whole, until the
// prediction is at most kLastEconomyShare of the budget; the big family loses points first.
TEST(BudgetPlan, TheLastEconomyDropsKernelsUntilTheRunFitsWithRoom) {
  const double budget = 1.5;
  const BudgetedPlan b =
      plan_within_budget(quick_plan, roofs_and_kernels, everything, budget, 0.5, false, cache_rates());
  EXPECT_TRUE(b.fits);
  EXPECT_LE(b.predicted_s, kLastEconomyShare * budget);
  EXPECT_EQ(count_family("peak"), 200u);
  const std::size_t gemm = count_family("gemm"), tiny = count_family("tiny");
  EXPECT_LT(gemm, 300u);
  EXPECT_EQ(tiny, 20u) << "the small family keeps its points while the big one has many more";
  ASSERT_FALSE(b.plan.thrift.empty());
  EXPECT_NE(b.plan.thrift.back().find("gemm " + std::to_string(300 - gemm)), std::string::npos) << b.plan.thrift.back();
  // Predicted as registered: the dropped ones are gone from the registry.
  EXPECT_NEAR(b.predicted_s, 0.5 + static_cast<double>(200 + gemm + tiny) * seconds_at(0.001), 1e-6);
}

TEST(BudgetPlan, OnlyWhatTheFilterSelectsIsCosted) {
  const auto first_ten = [](const Registered& r) { return r.name.size() == std::string("budget/b0/hand/f64").size(); };
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_benchmarks, first_ten, 1, 0.5, false, cache_rates());
  EXPECT_TRUE(b.fits);
  EXPECT_NEAR(b.predicted_s, 0.5 + 10 * seconds_at(0.004), 1e-6);
}

TEST(BudgetPlan, WithoutMeasuredRatesNothingIsPredictedNorGivenUp) {
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_benchmarks, everything, 1, 0.5, false, CostRates{});
  EXPECT_FALSE(b.costed);
  EXPECT_TRUE(b.plan.thrift.empty());
}

TEST(BudgetPlan, ARepetitionTimeTheCommandLineSetIsKept) {
  const BudgetedPlan b = plan_within_budget(quick_plan, thousand_benchmarks, everything, 12, 0.5, true, cache_rates());
  EXPECT_DOUBLE_EQ(b.plan.min_time_s, 0.004);
  for (const auto& step : b.plan.thrift) EXPECT_EQ(step.find("repetitions of"), std::string::npos) << step;
}
