#pragma once
// The tidy CSV tables a result folder holds (columns documented in results/README.md).
#include "checks/checks.hpp"
#include "io/csv.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// The tables' own format version, the `schema_version` column of every CSV cpuroof writes (roofs,
// points, checks, the family tables, compare and index). Not meta.json's schema_version, which is the
// bench's (machine/bench_context.hpp).
// Version 2: roofs.csv gained `best`; points.csv gained the shape columns, `ai_flop_per_byte` empty
// where intensity is undefined or zero, `isa` for library points; integers without exponents; rows
// sorted. Folders of version 1 are still read (model/result_set.cpp).
inline constexpr const char* kTableSchemaVersion = "2";
inline constexpr const char* kTableSchemaVersion1 = "1";
// Version 3: roofs.csv and points.csv of a hybrid run (more than one kind of core) carry `core_kind`
// after `threads`. A run on a machine of one kind writes version 2 tables, unchanged.
inline constexpr const char* kTableSchemaVersionHybrid = "3";

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
