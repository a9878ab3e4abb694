#pragma once
// `cpuroof plot DIR`: the roofline plot of a result folder, into it or into a new folder.
#include <ostream>
#include <string>

#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"

namespace cpuroof::analysis {

struct PlotCommandOptions {
  std::string dir;
  std::string out_dir;  // empty: add the files to `dir` (refusing any that exist)
  PlotOptions view;     // thread count and filters
  RenderOptions render;
};

// Writes the roofline plot of a result folder.
int run_plot(const PlotCommandOptions& options, std::ostream& out);

}  // namespace cpuroof::analysis
