#pragma once
// `cpuroof compare DIR DIR... -o OUT`: result folders side by side, the first the baseline.
#include <ostream>
#include <string>
#include <vector>

#include "plot/plot_staging.hpp"

namespace cpuroof::analysis {

struct CompareOptions {
  std::vector<std::string> dirs;  // the first is the baseline
  std::string out_dir;
  int threads = 0;
  bool quiet = false;
  double fail_below = 0;  // above 0: the gate (two folders only; model/regression_gate.hpp)
  RenderOptions render;
};

// Compares result folders into a new folder (compare_roofs.csv, compare_points.csv, compare.md, plot).
// With fail_below: then prints the roofs of the second run that fell (even when quiet) and returns
// kExitGateFailed if any did.
int run_compare(const CompareOptions& options, std::ostream& out);

}  // namespace cpuroof::analysis
