#pragma once
// report.html of a result folder (`cpuroof fit`, `cpuroof plot`): the headline's tables and checks,
// the roofline per thread count as plot.hpp lays it out (roofs and ridges labelled, every point a
// mark that names itself on hover: benchmark, threads, working set, rates, share of its roof),
// toggles per family, implementation and panel, and the latency plots where the run measured them.
// Its numbers are the tables': a tooltip shows the cells of the point's row of points.csv, or the
// roof's row of roofs.csv, as the file holds them (ResultSet's roofs_csv and points_csv). Pure.
#include <string>
#include <utility>
#include <vector>

#include "model/result_set.hpp"
#include "plot/latency_plot.hpp"
#include "plot/plot.hpp"
#include "report/report_headline.hpp"

namespace cpuroof::analysis {

struct HtmlReportInput {
  const ResultSet& result;
  const RooflinePlot* roofline = nullptr;            // roofline_plot_model's picture; nullptr: nothing to plot
  std::vector<HeadlineTable> tables;                 // headline_tables
  std::vector<std::pair<bool, std::string>> checks;  // passed, and checks.csv's sentence
  const LatencyCurves* latency = nullptr;            // nullptr: the latency family was not measured
};

std::string render_html_report(const HtmlReportInput& input);

}  // namespace cpuroof::analysis
