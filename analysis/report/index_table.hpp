#pragma once
// `cpuroof index`: the fleet table. Finds every result folder under some folders and writes one tidy
// CSV, one row per roof per run with the run's machine as columns, so many machines plot in one
// figure without cleaning (columns: results/README.md, "index CSV").
#include <filesystem>
#include <iostream>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "io/csv.hpp"

namespace cpuroof::analysis {

struct IndexOptions {
  std::vector<std::string> dirs;  // searched recursively
  std::string out_file;           // the CSV to create (must not exist)
};

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

// Finds the result folders (holding meta.json and roofs.csv) under each DIR, DIR itself included,
// reads them and writes the index CSV atomically; prints one line (runs, machines, rows, folders
// skipped). Hidden folders (staging folders such as results/.x.partial), comparison folders,
// symbolic links below a DIR and kernel views (/proc, /sys) are not searched; a folder reached
// through two DIRs is read once. A folder below a DIR that cannot be read, or a run in it that is
// damaged (one of its two files missing or malformed), is skipped with a one-line warning on
// `warnings` naming it and why. InputError for a DIR that is missing, not a folder or unreadable, a
// DIR that is itself a damaged run, and a DIR that gives no readable run.
int run_index(const IndexOptions& options, std::ostream& out, std::ostream& warnings = std::cerr);

}  // namespace cpuroof::analysis
