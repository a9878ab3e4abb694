#include "budget_plan.hpp"

namespace cpuroof::bench {

std::map<std::string, double> predict_by_family(const std::vector<Registered>& benchmarks, const BenchPlan& plan,
                                                const std::function<bool(const Registered&)>& selected,
                                                const CostRates& rates) {
  std::map<std::string, double> out;
  std::map<int, CostRates> at_threads;  // the rates with the last cache each thread count reaches
  for (const Registered& b : benchmarks) {
    if (!selected(b)) continue;
    auto [it, added] = at_threads.try_emplace(b.estimate.threads, rates);
    if (added) it->second.last_cache_bytes = static_cast<double>(plan.at_threads(b.estimate.threads).last_cache_bytes);
    const int repetitions = b.repetitions > 0 ? b.repetitions : plan.repetitions;
    const double seconds =
        predict_seconds(b.estimate, repetitions, b.min_time > 0 ? b.min_time : plan.min_time_s, it->second);
    out[b.name.substr(0, b.name.find('/'))] += seconds;
  }
  return out;
}

double total_seconds(const std::map<std::string, double>& by_family) {
  double total = 0;
  for (const auto& [family, seconds] : by_family) total += seconds;
  return total;
}

BudgetedPlan plan_within_budget(const std::function<BenchPlan()>& base,
                                const std::function<void(const BenchPlan&)>& register_plan,
                                const std::function<bool(const Registered&)>& selected, double budget_s, double spent_s,
                                bool min_time_fixed, const CostRates& rates) {
  BudgetedPlan out;
  out.costed = rates.clock_hz > 0;
  if (!out.costed) budget_s = 0;
  for (int steps = 0; steps <= kThriftSteps; ++steps) {
    out.plan = base();
    apply_thrift(out.plan, steps, min_time_fixed);
    clear_registered();
    register_plan(out.plan);
    out.predicted_by_family = predict_by_family(registered(), out.plan, selected, rates);
    out.predicted_s = spent_s + total_seconds(out.predicted_by_family);
    out.fits = budget_s <= 0 || out.predicted_s <= budget_s;
    if (out.fits) break;
  }
  return out;
}

}  // namespace cpuroof::bench
