#pragma once
// The result folder's format, its lowest room: what every table's writer (report/) and reader
// (model/result_set.cpp) share. Columns are documented in results/README.md.

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

}  // namespace cpuroof::analysis
