#pragma once
// The latency family's plots as SVG for the HTML report: the curves latency.gp draws
// (plot/latency_plot.hpp's latency_curves), one chart each: the chase against its working set with
// each level's latency labelled, memory-level parallelism, the latency under load. Pure: text only.
#include <string>

#include "plot/latency_plot.hpp"

namespace cpuroof::analysis {

// The charts' SVGs, one after the other; "" when there is nothing to draw.
std::string latency_svgs(const LatencyCurves& curves);

}  // namespace cpuroof::analysis
