#pragma once
// The fleet table of `cpuroof index` (cli/index.hpp): one tidy CSV, one row per roof per run with the
// run's machine as columns, so many machines plot in one figure without cleaning (columns:
// results/README.md, "index CSV").
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "io/csv.hpp"

namespace cpuroof::analysis {

// One result folder read back: its meta.json and roofs.csv as they are.
struct IndexedRun {
  std::string folder;  // as found: a DIR as given, joined with the path below it
  std::map<std::string, std::string> meta;
  CsvTable roofs;
};

// Reads meta.json and roofs.csv of a result folder; InputError naming the file if either is malformed.
IndexedRun read_indexed_run(const std::string& folder);

// Pure: the index table of the runs, sorted by machine name, machine id, run start, folder, then
// roofs.csv order. Every number in plain decimal.
CsvTable index_table(std::vector<IndexedRun> runs);

// The value as plain decimal when the cell is a number in exponent notation ("1.1044e+06" ->
// "1104400"); any other cell unchanged.
std::string plain_decimal(const std::string& cell);

}  // namespace cpuroof::analysis
