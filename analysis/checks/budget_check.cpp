#include "checks/budget_check.hpp"

#include <fmt/format.h>

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace cpuroof::analysis {
namespace {

std::string context_text(const RawRun& run, const std::string& key) {
  const auto it = run.context.find(key);
  return it == run.context.end() ? "" : it->second;
}

}  // namespace

void add_budget_check(const RawRun& run, std::vector<Check>& out) {
  const auto budget = run.context_number("cpuroof_budget_s");
  const auto measured = run.context_number("cpuroof_measured_s");
  if (!budget || !measured || !(*budget > 0)) return;
  const auto predicted = run.context_number("cpuroof_predicted_s");
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
