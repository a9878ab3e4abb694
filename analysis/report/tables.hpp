#pragma once
// The tidy CSV tables a result folder holds (columns documented in results/README.md).
#include "checks/checks.hpp"
#include "format/table_schema.hpp"
#include "io/csv.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

CsvTable roofs_table(const Roofline& roofline);

// points.csv in pieces, for tables that hold the same columns (and more): the header for these shape
// columns (shape_columns) and one point's row.
// `core_kinds`: a hybrid run's table, with the core_kind column (version 3).
std::vector<std::string> points_header(const std::vector<std::string>& shape_columns, bool core_kinds = false);
std::vector<std::string> point_row(const KernelPoint& p, const std::vector<std::string>& shape_columns,
                                   bool core_kinds = false);
CsvTable points_table(const std::vector<KernelPoint>& points);

CsvTable checks_table(const std::vector<Check>& checks);

// The points.csv rule for intensity: FLOP/byte where the kernel does FLOPs and moves bytes, empty
// otherwise (copy, fill and read sweeps do no FLOPs; peak moves no bytes): log axes cannot show 0.
std::string ai_cell(double ai);

// Whether a roof is the one the plot and report use: a bandwidth roof the best access kind at its
// level and thread count, a compute roof the ridge's peak (best FMA roof over the ISAs) of its dtype
// and thread count.
bool is_best_roof(const Roofline& roofline, const Roof& roof);

}  // namespace cpuroof::analysis
