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

// compare.gp and its data: each run's roofs (and points) in its own colour, one panel per thread count.
std::vector<PlotFile> overlay_plot(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels,
                                   const PlotOptions& options);

// Whether a result has anything roofline_plot can draw.
bool plottable(const ResultSet& result);

// Image files a script with this stem renders.
std::vector<std::string> rendered_images(const std::string& stem);

}  // namespace cpuroof::analysis
