#pragma once
// The latency family's table (latency.csv, columns in results/README.md) and report.md section,
// from model/latency.hpp's fit. Pure.
#include <string>

#include "io/csv.hpp"
#include "model/latency.hpp"

namespace cpuroof::analysis {

// One row per level and page kind (kind "level"), then one per loaded chase (kind "loaded").
CsvTable latency_table(const LatencyFit& fit);

// The chains to saturate a level as the report and headline show them: "8", "128+" when the rate
// still rose at the most chains measured, "–" when none were.
std::string chains_cell(const LatencyLevel& level);

// The report.md section; empty if the run measured no latency.
std::string render_latency_section(const LatencyFit& fit);

}  // namespace cpuroof::analysis
