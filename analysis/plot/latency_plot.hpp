#pragma once
// The latency family's plot: the chase's time per load against its working set (one curve per page
// kind, each level's latency labelled), the lines per second k chains reach at each working set
// with a chain sweep, and the latency while other cores stream against the bandwidth they draw.
// latency.gp renders latency.svg and latency.png from latency.dat; pure text. The data file holds
// numbers only; titles from the input go in through io/gnuplot_text.hpp.
#include <string>
#include <utility>
#include <vector>

#include "model/latency.hpp"
#include "plot/plot.hpp"

namespace cpuroof::analysis {

// Whether the fit has anything to draw.
bool latency_plottable(const LatencyFit& fit);

// What the plots draw, for gnuplot here and SVG in the HTML report (plot/latency_svg.hpp).
struct LatencyCurve {
  std::string title;
  std::vector<std::pair<double, double>> xy;
};
struct LatencyLabel {
  std::string text;  // "L1 1.14 ns"
  double x = 0, y = 0;
};
struct LatencyCurves {
  std::vector<LatencyCurve> chase;         // ns per load against the working set, per page kind and core kind
  std::vector<LatencyLabel> level_labels;  // each level's latency (huge pages), at its first working set
  double ws_lo = 0, ws_hi = 0;             // the chase's working sets
  std::vector<LatencyCurve> mlp;           // million lines per second against chains, per working set (huge pages)
  std::vector<LatencyCurve> loaded;        // ns per load against the background's GB/s, per core kind
};
LatencyCurves latency_curves(const LatencyFit& fit);

// latency.gp (first) and latency.dat.
std::vector<PlotFile> latency_plot(const LatencyFit& fit);

}  // namespace cpuroof::analysis
