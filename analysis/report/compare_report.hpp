#pragma once
// Formatting of a Comparison: the tidy CSVs (columns in results/README.md), compare.md and the short
// terminal table.
#include <string>

#include "model/compare.hpp"
#include "io/csv.hpp"

namespace cpuroof::analysis {

CsvTable compare_roofs_table(const Comparison& c);
CsvTable compare_points_table(const Comparison& c);
// One row per level and page kind per run, where any run measured latency (else no rows).
CsvTable compare_latency_table(const Comparison& c);
std::string render_compare_markdown(const Comparison& c);
std::string render_compare_summary(const Comparison& c);

}  // namespace cpuroof::analysis
