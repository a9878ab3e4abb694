#include "budget_plan.hpp"

#include <cstdio>

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

namespace {

// The families whose benchmarks are the roofs, which the last economy never drops.
bool measures_roofs(const std::string& family) {
  return family == "stream" || family == "peak" || family == "clock" || family == "aa";
}

std::string family_of(const Registered& b) { return b.name.substr(0, b.name.find('/')); }

// The last economy, taken where every thrift step still predicts over the budget: the kernel
// families' benchmarks are dropped, one at a time, until the prediction is at most
// kLastEconomyShare of the budget (or no kernel benchmark is left). Ranked by cost over value: a
// benchmark's predicted seconds times the benchmarks its family keeps, so a family of many points
// loses its dearest first and every family keeps its last ones longest. The roofs keep all of theirs.
// Returns the line that says what was given up, empty when nothing was.
std::string drop_kernels_to_fit(const BenchPlan& plan, const std::function<bool(const Registered&)>& selected,
                                const CostRates& rates, double budget_s, double spent_s) {
  std::vector<double> cost;
  std::map<std::string, int> kept;
  double total = spent_s;
  for (const Registered& b : registered()) {
    cost.push_back(selected(b) ? total_seconds(predict_by_family({b}, plan, selected, rates)) : 0.0);
    total += cost.back();
    if (selected(b) && !measures_roofs(family_of(b))) ++kept[family_of(b)];
  }
  std::vector<bool> drop(cost.size(), false);
  std::map<std::string, int> dropped;
  double dropped_s = 0;
  const double target = kLastEconomyShare * budget_s;
  while (total > target) {
    std::size_t worst = cost.size();
    double worst_rank = 0;
    for (std::size_t i = 0; i < cost.size(); ++i) {
      const Registered& b = registered()[i];
      if (drop[i] || cost[i] <= 0 || measures_roofs(family_of(b))) continue;
      const double rank = cost[i] * kept.at(family_of(b));
      if (rank > worst_rank) worst = i, worst_rank = rank;
    }
    if (worst == cost.size()) break;
    drop[worst] = true;
    total -= cost[worst];
    dropped_s += cost[worst];
    --kept[family_of(registered()[worst])];
    ++dropped[family_of(registered()[worst])];
  }
  if (dropped.empty()) return "";
  std::size_t i = 0;
  drop_registered([&](const Registered&) { return drop[i++]; });
  std::string families;
  int count = 0;
  for (const auto& [family, n] : dropped) {
    families += (families.empty() ? "" : ", ") + family + " " + std::to_string(n);
    count += n;
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", dropped_s);
  return "the kernel benchmarks dearest for what they show, " + std::to_string(count) + " of them (" + families + "; " +
         seconds + " s)";
}

}  // namespace

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
    if (out.fits) return out;
  }
  const std::string dropped = drop_kernels_to_fit(out.plan, selected, rates, budget_s, spent_s);
  if (dropped.empty()) return out;
  out.plan.thrift.push_back(dropped);
  out.predicted_by_family = predict_by_family(registered(), out.plan, selected, rates);
  out.predicted_s = spent_s + total_seconds(out.predicted_by_family);
  out.fits = out.predicted_s <= budget_s;
  return out;
}

}  // namespace cpuroof::bench
