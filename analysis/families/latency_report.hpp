#pragma once
// The latency family's report.md section and cells the headline shares, from model/latency.hpp's
// fit (its table: format/latency_table.hpp). Pure.
#include <string>

#include "model/latency.hpp"

namespace cpuroof::analysis {

// The chains to saturate a level as the report and headline show them: "8", "128+" when the rate
// still rose at the most chains measured, "–" when none were.
std::string chains_cell(const LatencyLevel& level);

// The report.md section; empty if the run measured no latency.
std::string render_latency_section(const LatencyFit& fit);

}  // namespace cpuroof::analysis
