#pragma once
// The latency family's plot: the chase's time per load against its working set (one curve per page
// kind, each level's latency labelled), the lines per second k chains reach at each working set
// with a chain sweep, and the latency while other cores stream against the bandwidth they draw.
// latency.gp renders latency.svg and latency.png from latency.dat; pure text. The data file holds
// numbers only; titles from the input go in through io/gnuplot_text.hpp.
#include <vector>

#include "model/latency.hpp"
#include "plot/plot.hpp"

namespace cpuroof::analysis {

// Whether the fit has anything to draw.
bool latency_plottable(const LatencyFit& fit);

// latency.gp (first) and latency.dat.
std::vector<PlotFile> latency_plot(const LatencyFit& fit);

}  // namespace cpuroof::analysis
