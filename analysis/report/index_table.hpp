#pragma once
// The fleet table of `cpuroof index` (cli/index.hpp): one tidy CSV, one row per roof per run with the
// run's machine as columns, so many machines plot in one figure without cleaning (columns:
// results/README.md, "index CSV").
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "model/latency.hpp"

namespace cpuroof::analysis {

// One result folder read back: its meta.json and roofs.csv as they are.
struct IndexedRun {
  std::string folder;  // as found: a DIR as given, joined with the path below it
  std::map<std::string, std::string> meta;
  CsvTable roofs;
};

// Reads meta.json and roofs.csv of a result folder, and latency.csv's levels where it has one (as
// rows of kind "latency": add_latency_rows); InputError naming the file if one is malformed.
IndexedRun read_indexed_run(const std::string& folder);

// Appends one row of kind "latency" per level to a roofs table: `level`, `variant` (the pages),
// `threads` 1, `core_kind` where the table has it, and the columns latency_ns (+ _ci_low, _ci_high),
// latency_cycles and mlp_chains, added to the header (empty in the roof rows).
void add_latency_rows(CsvTable& roofs, const std::vector<LatencyLevel>& levels);

// Pure: the index table of the runs, sorted by machine name, machine id, run start, folder, then
// roofs.csv order. Every number in plain decimal.
CsvTable index_table(std::vector<IndexedRun> runs);

// The value as plain decimal when the cell is a number in exponent notation ("1.1044e+06" ->
// "1104400"); any other cell unchanged.
std::string plain_decimal(const std::string& cell);

}  // namespace cpuroof::analysis
