#pragma once
// A plot's files staged into a result folder and rendered there, and the lines that say how it went:
// shared by the commands that write plots (cli/fit.cpp, cli/plot.cpp, cli/compare.cpp, cli/place.cpp).
#include <ostream>
#include <string>
#include <vector>

#include "plot/gnuplot.hpp"
#include "io/output_dir.hpp"
#include "plot/plot.hpp"

namespace cpuroof::analysis {

// gnuplot to render with: found on PATH by default; "" renders nothing (script and data only).
struct RenderOptions {
  std::string gnuplot;
  bool use_path = true;
  int timeout_s = 60;
};

// Writes a plot's files into the staging folder and renders them there. Returns the outcome, with
// any half-written image removed so a failed render leaves only the script and data.
RenderOutcome stage_plot(StagedDir& dir, const std::vector<PlotFile>& files, const RenderOptions& render);

// After the folder is committed, how the render went: a note on `out` when there is no gnuplot to
// render with; an EnvironmentError (exit 1) when gnuplot failed, saying why and that the tables and
// the script are written (they are whole and correct).
void report_render(const RenderOutcome& outcome, const std::string& folder, const std::string& script,
                   std::ostream& out);

// The files written, for the "wrote DIR/{...}" line: the plot's, and its images when rendered.
std::string file_list(const std::vector<PlotFile>& files, const RenderOutcome& outcome, const std::string& stem);

}  // namespace cpuroof::analysis
