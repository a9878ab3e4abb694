#pragma once
// A roofline panel as SVG, for the HTML report: what plot.hpp and compare_plot.hpp lay out for
// gnuplot (ranges, roof segments, their labels where the layout put them, ridges), drawn on a plot
// area of the same size in pixels, so the labels sit where the layout found room. Each kernel point
// and roof is an element the page's script can name: data-t (its table in the page's data), data-p
// (its row there) and, for points, data-g (the toggles that hide it). Pure: text only.
#include <cstddef>
#include <string>
#include <vector>

#include "plot/plot_layout.hpp"
#include "plot/svg_chart.hpp"

namespace cpuroof::analysis {

struct SvgPoint {
  double x = 0, y = 0;  // data coordinates (FLOP/byte, GFLOP/s)
  int shape = 0;        // svg_mark's
  std::string colour;   // the plot's own colours, never an input's text
  double opacity = 1;
  std::size_t table = 0, row = 0;
  std::string groups;  // toggle names, space-separated, of the page's own making ("f0 i2")
};

struct SvgRidge {
  double x = 0, y = 0;
  std::string colour;
};

struct SvgRoofPanel {
  std::string title;
  double x_lo = 0, x_hi = 0, y_lo = 0, y_hi = 0;
  std::vector<RoofSegment> roofs;
  std::vector<std::pair<std::size_t, std::size_t>> roof_refs;  // per roof: table and row, or none at all
  std::vector<RoofSegment> other_roofs;
  std::vector<PlotLabel> labels;
  std::vector<SvgRidge> ridges;
  std::vector<SvgPoint> points;
};

// The panel's SVG, its plot area box.plot_width() x box.plot_height() pixels (as the layout's Frame).
std::string roofline_panel_svg(const SvgRoofPanel& panel, const SvgBox& box);

}  // namespace cpuroof::analysis
