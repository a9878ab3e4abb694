#pragma once
// `compare OLD NEW --fail-below RATIO`: the roofs of NEW that fell, for a gate in CI. A roof fell
// when NEW's is below RATIO x OLD's and its 95% interval lies wholly below OLD's (the comparison's
// `significant`), or when OLD has it and NEW does not. Only roofs matched by role count: bandwidth
// by level, access kind and threads, compute by dtype, ISA, mix and threads (model/compare.hpp);
// the best-ISA rows repeat them. Pure.
#include <vector>

#include "model/compare.hpp"

namespace cpuroof::analysis {

struct FallenRoof {
  const RoofComparison* roof = nullptr;
  bool missing = false;  // OLD has the roof, NEW does not (roof->missing[1] says why)
};

struct GateVerdict {
  double fail_below = 0;
  int judged = 0;                  // OLD's roofs matched by role
  std::vector<FallenRoof> fallen;  // in the comparison's row order
  [[nodiscard]] bool failed() const { return !fallen.empty(); }
};

// Run B of `c` against its baseline A. `c` must outlive the verdict.
GateVerdict regression_gate(const Comparison& c, double fail_below);

}  // namespace cpuroof::analysis
