#pragma once
// compare.gp: the rooflines of two or more runs (machines, builds) in one picture a person can read.
// Runs are what is compared, so each run has one colour. One panel per thread count; in it, per run,
// the best FMA roof per dtype (f64 solid, f32 dashed), the best-access-kind bandwidth roof per memory
// level, and a circle at the f64 ridge against the slowest level, each roof labelled on the plot near
// the line's end ("Zen 5 L1 672 GB/s") rather than in a key; kernel points in the run's colour, one
// point type per kernel family. The stream and aa points are left out (they lie on the bandwidth roofs
// the lines draw), and with more than kMaxRunsWithPoints runs all points are: the clouds of four runs
// overlap into one colour, and compare.md compares the kernels one by one. The key lists the runs
// (with their machine identity), the two roof styles and the families' point types only.
// Labels are laid out in pixels on a fixed canvas: each takes the first spot along its own line that no
// label placed before it covers. Pure: text only.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "plot/plot.hpp"
#include "plot/plot_layout.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

inline constexpr std::size_t kMaxRunsWithPoints = 3;

// The roof segments and labels of plot_layout.hpp.
using CompareLabel = PlotLabel;
using CompareSegment = RoofSegment;

struct CompareRidge {
  double x = 0, y = 0;
  std::string colour;
};

struct ComparePanel {
  int threads = 0;
  std::string title;
  double x_lo = 0, x_hi = 0, y_lo = 0, y_hi = 0;
  double top_px = 0;  // the panel's top edge on the canvas
  std::vector<CompareSegment> roofs;
  std::vector<CompareLabel> labels;
  std::vector<CompareRidge> ridges;
  std::vector<std::string> point_files;  // data files drawn in this panel (one per run with points)
  std::vector<std::string> point_colours;
  std::vector<std::vector<std::size_t>> point_rows;  // per run: indices of its points drawn here (points.csv rows)
};

struct CompareRunKey {
  std::string label;       // A, B, ...
  std::string short_name;  // on the roof labels: the microarchitecture when that tells the runs apart, else the label
  std::string colour;
  std::string title;  // the key entry: short name, run label, machine identity line, folder
};

struct ComparePlot {
  int width = 0, height = 0;
  int header_px = 0, panel_px = 0;    // the key band on top, then one band per panel
  int plot_left = 0, plot_right = 0;  // plot area margins in pixels (left and right)
  int plot_top = 0, plot_bottom = 0;  // within a panel's band
  std::vector<CompareRunKey> runs;
  bool points_drawn = false;
  std::vector<std::pair<std::string, int>> families;  // family and its point type, as the key lists them
  std::vector<ComparePanel> panels;
  std::vector<PlotFile> data;  // compare-points-<run>-t<N>.dat
  [[nodiscard]] double plot_width() const { return width - plot_left - plot_right; }
  [[nodiscard]] double plot_height() const { return panel_px - plot_top - plot_bottom; }
};

// The picture, laid out. `labels` names the runs (A, B, ...). InputError when options.threads was not
// measured or there is nothing to draw.
ComparePlot compare_plot_model(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels,
                               const PlotOptions& options);

// compare.gp (first) and its data files, written from compare_plot_model.
std::vector<PlotFile> overlay_plot(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels,
                                   const PlotOptions& options);
// The same files from a picture laid out already (report.html draws the same one).
std::vector<PlotFile> overlay_plot_files(const ComparePlot& plot);

}  // namespace cpuroof::analysis
