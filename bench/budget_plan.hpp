#pragma once
// The plan that fits the run's budget: the profile's plan, then its thrift steps (plan.hpp
// apply_thrift) one after another, each registered and costed (run_cost.hpp) until the prediction
// fits. Where even every step does not, the last economy drops kernel benchmarks (never a roof's)
// until the prediction is at most kLastEconomyShare of the budget; only a plan of roofs alone that is
// over still runs, and says by how much.
#include <functional>
#include <map>
#include <string>

#include "harness.hpp"
#include "plan.hpp"
#include "run_cost.hpp"

namespace cpuroof::bench {

// Predicted seconds of every registered benchmark, by family (the first part of its name), with
// the plan's repetitions and repetition time where a benchmark has none of its own, and past the
// last cache its threads reach (BenchPlan::at_threads) at the DRAM rates.
// `selected`: what --benchmark_filter lets run.
std::map<std::string, double> predict_by_family(const std::vector<Registered>& benchmarks, const BenchPlan& plan,
                                                const std::function<bool(const Registered&)>& selected,
                                                const CostRates& rates);
double total_seconds(const std::map<std::string, double>& by_family);

// What the last economy aims at: the prediction's error, one run to the next, stays within the rest.
inline constexpr double kLastEconomyShare = 0.85;

struct BudgetedPlan {
  BenchPlan plan;
  std::map<std::string, double> predicted_by_family;  // the benchmarks' seconds
  double predicted_s = 0;                             // theirs and the start-up's
  bool fits = true;
  bool costed = true;  // false: no rates were measured (no budget, no dry run), nothing predicted
};

// `base` makes the profile's plan; `register_plan` registers a plan's benchmarks (the registry is
// cleared before each); `selected` says which of them run. `spent_s`: the start-up so far (machine
// facts, calibration). `budget_s` 0: no budget, the profile's plan as it is; so too where `rates`
// were not measured (all 0), and then nothing is predicted. The registry holds the chosen plan's
// benchmarks after.
BudgetedPlan plan_within_budget(const std::function<BenchPlan()>& base,
                                const std::function<void(const BenchPlan&)>& register_plan,
                                const std::function<bool(const Registered&)>& selected, double budget_s, double spent_s,
                                bool min_time_fixed, const CostRates& rates);

}  // namespace cpuroof::bench
