#pragma once
// Did the run keep its time budget? The bench plans to a budget of measuring seconds (context
// cpuroof_budget_s) and records what it predicted (cpuroof_predicted_s) and measured
// (cpuroof_measured_s). The check `budget` passes when the measuring took no longer than the budget;
// a run over it says so, with what the plan gave up to fit (cpuroof_budget_plan). A run without a
// budget ("none") or without the fields (older benches) gets no row. Pure.
#include <vector>

#include "checks/checks.hpp"
#include "io/measurement.hpp"

namespace cpuroof::analysis {

void add_budget_check(const RawRun& run, std::vector<Check>& out);

}  // namespace cpuroof::analysis
