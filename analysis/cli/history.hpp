#pragma once
// `cpuroof history DIR... -o OUT`: one machine's runs over time (model/history.hpp) into a new folder:
// history.csv and the trend plot.
#include <ostream>
#include <string>
#include <vector>

#include "plot/plot_staging.hpp"

namespace cpuroof::analysis {

struct HistoryOptions {
  std::vector<std::string> dirs;  // result folders of one machine identity, in any order
  std::string out_dir;
  bool quiet = false;
  RenderOptions render;
};

// Writes history.csv, history.gp, history.dat and the images; prints the falls past the noise.
int run_history(const HistoryOptions& options, std::ostream& out);

}  // namespace cpuroof::analysis
