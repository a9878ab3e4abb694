#pragma once
// points.csv: one row per kernel point, written and read back here (columns documented in
// results/README.md). Tables that hold the same columns and more (placed.csv) build on its pieces.
#include <string>
#include <vector>

#include "format/kernel_point.hpp"
#include "io/csv.hpp"

namespace cpuroof::analysis {

// Its file in a result folder.
inline constexpr char kPointsFile[] = "points.csv";

// The columns a reader requires: all but the shape columns, core_kind and unit (version 1 lacks it).
extern const std::vector<std::string> kPointsRequiredColumns;

// Whether a benchmark-name parameter is part of the kernel's shape; the others are run settings
// (repeats, min_time) or have their own column (threads, isa, ws as ws_bytes).
bool is_shape_parameter(const std::string& key);
// The shape parameters the points have, in column order: m, n, k, cols, f, shape, then others by name.
std::vector<std::string> shape_columns(const std::vector<KernelPoint>& points);

// The header for these shape columns, and one point's row. `core_kinds`: a hybrid run's table, with
// the core_kind column (version 3).
std::vector<std::string> points_header(const std::vector<std::string>& shape_columns, bool core_kinds = false);
std::vector<std::string> point_row(const KernelPoint& p, const std::vector<std::string>& shape_columns,
                                   bool core_kinds = false);
CsvTable points_table(const std::vector<KernelPoint>& points);

// The points of a table as points_table writes it (versions 1 to 3), checked; `file` names it in
// errors.
std::vector<KernelPoint> points_from_table(const CsvTable& points, const std::string& file);

}  // namespace cpuroof::analysis
