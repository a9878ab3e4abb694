#pragma once
// gnuplot scripts for the roofline of one result and the overlay of several: pure text, written
// next to their data files; the script renders <stem>.svg and <stem>.png in the folder it runs in
// (`gnuplot <stem>.gp`). Log-log axes: intensity in FLOP/byte, performance in GFLOP/s.
#include <string>
#include <vector>

#include "result_set.hpp"

namespace cpuroof::analysis {

struct PlotOptions {
  int threads = 0;  // 0: one panel per thread count
};

struct PlotFile {
  std::string name;
  std::string content;
};

// roofline.gp and roofline-points-t<threads>.dat: compute roofs per dtype/ISA/mix, the best bandwidth
// roof per memory level, kernel points coloured by family and shaped by impl, the ridge marked.
// InputError when `threads` was not measured or there is nothing to draw.
std::vector<PlotFile> roofline_plot(const ResultSet& result, const PlotOptions& options);

// Whether a result has anything roofline_plot can draw.
bool plottable(const ResultSet& result);

// Image files a script with this stem renders.
std::vector<std::string> rendered_images(const std::string& stem);

// Shared by the plots (plot.cpp, compare_plot.cpp).
// A gnuplot string literal: double quotes, backslash escapes, newlines as spaces.
std::string gnuplot_quoted(const std::string& s);
// "1 thread", "2 threads".
std::string plot_threads_word(int threads);
// A kernel point log axes can show: intensity and rate above 0, not the clock loop.
bool drawable_point(const KernelPoint& p);
// The thread counts to draw a panel for: all the runs measured, or options.threads (InputError when
// no run measured it).
std::vector<int> plot_thread_counts(const std::vector<const ResultSet*>& runs, const PlotOptions& options);
// The loop that renders <stem>.svg and <stem>.png at width x height pixels: opens `do for` and sets
// terminal and output; the caller writes the plot commands and closes it with "  set output\n}\n".
std::string image_loop_begin(const std::string& stem, int width, int height);

}  // namespace cpuroof::analysis
