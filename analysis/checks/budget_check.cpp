#include "checks/budget_check.hpp"

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace cpuroof::analysis {
namespace {

// A context number the bench wrote in seconds; nullopt when absent or not a finite number >= 0
// ("none", "not predicted").
std::optional<double> seconds_in(const RawRun& run, const std::string& key) {
  const auto it = run.context.find(key);
  if (it == run.context.end()) return std::nullopt;
  try {
    std::size_t used = 0;
    const double v = std::stod(it->second, &used);
    if (used != it->second.size() || !std::isfinite(v) || v < 0) return std::nullopt;
    return v;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string context_text(const RawRun& run, const std::string& key) {
  const auto it = run.context.find(key);
  return it == run.context.end() ? "" : it->second;
}

}  // namespace

void add_budget_check(const RawRun& run, std::vector<Check>& out) {
  const auto budget = seconds_in(run, "cpuroof_budget_s");
  const auto measured = seconds_in(run, "cpuroof_measured_s");
  if (!budget || !measured || !(*budget > 0)) return;
  const auto predicted = seconds_in(run, "cpuroof_predicted_s");
  Check c;
  c.name = "budget";
  c.value = *measured / *budget;
  c.ci = {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::quiet_NaN()};
  c.pass = *measured <= *budget;
  const std::string prediction = predicted ? fmt::format(", predicted {:.1f} s", *predicted) : "";
  const std::string given_up = context_text(run, "cpuroof_budget_plan");
  c.detail = c.pass ? fmt::format("time budget: measured in {:.1f} s of a budget of {:.1f} s{}: kept", *measured,
                                  *budget, prediction)
                    : fmt::format(
                          "time budget: measured in {:.1f} s, over the budget of {:.1f} s by {:.0f}%{}; "
                          "the plan gave up: {}",
                          *measured, *budget, 100 * (c.value - 1), prediction, given_up.empty() ? "nothing" : given_up);
  out.push_back(c);
}

}  // namespace cpuroof::analysis
