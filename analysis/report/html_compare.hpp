#pragma once
// report.html of `cpuroof compare`: the runs' rooflines overlaid as compare_plot.hpp lays them out
// (one colour per run, each roof labelled), the kernel points of up to kMaxRunsWithPoints runs each
// naming itself on hover from its run's points.csv row, and toggles per run, family and panel. Pure.
#include <string>
#include <vector>

#include "model/result_set.hpp"
#include "plot/compare_plot.hpp"

namespace cpuroof::analysis {

std::string render_html_compare(const std::vector<ResultSet>& runs, const ComparePlot& plot);

}  // namespace cpuroof::analysis
