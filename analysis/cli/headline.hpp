#pragma once
// The headline screen of a result, as `cpuroof fit` and `cpuroof show` print it, and the page that
// opens with its tables, report.html, as `cpuroof fit` and `cpuroof plot` write it.
#include <map>
#include <string>

#include "io/csv.hpp"
#include "model/result_set.hpp"
#include "plot/latency_plot.hpp"
#include "plot/plot.hpp"

namespace cpuroof::analysis {

// The headline screen of a result, its checks read from checks.csv's rows.
std::string headline_of(const ResultSet& result, const std::map<std::string, std::string>& meta,
                        const CsvTable& checks);

// report.html of a result (its meta included), its checks from checks.csv's rows (none: no table);
// `plot`: the roofline picture (nullptr: nothing to plot); `latency`: the fit's latency curves
// (nullptr: none measured, or a folder read back, which keeps only the levels).
std::string report_html_of(const ResultSet& result, const CsvTable& checks, const RooflinePlot* plot,
                           const LatencyCurves* latency);

}  // namespace cpuroof::analysis
