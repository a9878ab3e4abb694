#pragma once
// gnuplot scripts for the roofline of one result and the overlay of several: pure text, written
// next to their data files; the script renders <stem>.svg and <stem>.png in the folder it runs in
// (`gnuplot <stem>.gp`). Log-log axes: intensity in FLOP/byte, performance in GFLOP/s.
#include <string>
#include <vector>

#include "plot/plot_layout.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

struct PlotOptions {
  int threads = 0;    // 0: one panel per thread count
  std::string dtype;  // only this dtype's compute roofs, ridges and points ("": all)
  std::string isa;    // that ISA's compute roofs and the points that ran it ("library": every library point)
  std::vector<std::string> families;  // only these families (empty: all but aa, the A/A check)
  bool all_roofs = false;             // every other roof too, thin and grey
};

struct PlotFile {
  std::string name;
  std::string content;
};

struct RidgeMark {
  double x = 0, y = 0;
};

// One panel (thread count) of the roofline plot, laid out on the canvas (plot_layout.hpp).
struct RooflinePanel {
  int threads = 0;
  std::string core_kind;  // hybrid runs: the kind of core whose roofs and points it shows
  std::string title;
  double x_lo = 0, x_hi = 0, y_lo = 0, y_hi = 0;
  double top_px = 0;                     // the panel's top edge on the canvas
  std::vector<RoofSegment> roofs;        // labelled: per dtype the best compute roof, per level the best access kind
  std::vector<std::size_t> roof_rows;    // each of roofs: its index in the result's roofs (its roofs.csv row)
  std::vector<RoofSegment> other_roofs;  // --all-roofs: the rest, unlabelled
  std::vector<PlotLabel> labels;         // the roofs' and the ridges'
  std::vector<RidgeMark> ridges;         // per dtype, over the slowest level
  std::string point_file;                // roofline-points-t<N>[-<kind>].dat ("" without points)
  std::vector<std::pair<std::string, std::string>> series;  // family and colour, one data block each, in order
  std::vector<std::size_t>
      point_rows;                // the points drawn, series by series: indices in the result's points (points.csv)
  std::vector<std::string> key;  // the key's entries (gnuplot plot items): families, implementations, other roofs
};

struct RooflinePlot {
  int width = 0, height = 0;
  double frame_width = 0, frame_height = 0;  // each panel's plot area, where the labels were laid out (pixels)
  std::vector<RooflinePanel> panels;
  std::vector<PlotFile> data;
};

// The roofline picture: per thread count (and on a hybrid run, per kind of core at it), per dtype the best compute roof
// (the ridge's peak, or the best of options.isa), per memory level the best access kind, each labelled on the plot; the
// ridge per dtype over the slowest level, circled and labelled; kernel points coloured by family (colours the roofs,
// black and grey, never use) and shaped by implementation; the key lists families and implementations only. InputError
// when `threads` was not measured or the filters leave nothing.
RooflinePlot roofline_plot_model(const ResultSet& result, const PlotOptions& options);

// roofline.gp (first) and roofline-points-t<threads>.dat, written from roofline_plot_model.
std::vector<PlotFile> roofline_plot(const ResultSet& result, const PlotOptions& options);
// The same files from a picture laid out already (report.html draws the same one).
std::vector<PlotFile> roofline_plot_files(const ResultSet& result, const RooflinePlot& plot);

// Whether a result has anything roofline_plot can draw.
bool plottable(const ResultSet& result);

// Image files a script with this stem renders.
std::vector<std::string> rendered_images(const std::string& stem);

// Shared by the plots (plot.cpp, compare_plot.cpp); their strings go in through io/gnuplot_text.hpp.
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
