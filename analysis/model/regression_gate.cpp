#include "model/regression_gate.hpp"

namespace cpuroof::analysis {

GateVerdict regression_gate(const Comparison& c, double fail_below) {
  GateVerdict verdict{fail_below, 0, {}};
  if (c.runs.size() < 2) return verdict;
  for (const RoofComparison& rc : c.roofs) {
    const Roof* old_roof = rc.roofs[0];
    if (rc.isa == kBestIsa || !old_roof) continue;
    ++verdict.judged;
    const Roof* new_roof = rc.roofs[1];
    if (!new_roof)
      verdict.fallen.push_back({&rc, true});
    else if (new_roof->value < fail_below * old_roof->value && new_roof->ci.high < old_roof->ci.low)
      verdict.fallen.push_back({&rc, false});
  }
  return verdict;
}

}  // namespace cpuroof::analysis
