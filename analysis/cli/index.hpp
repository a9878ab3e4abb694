#pragma once
// `cpuroof index DIR... -o FILE`: the fleet table (report/index_table.hpp) of every result folder found
// under some folders.
#include <iostream>
#include <ostream>
#include <string>
#include <vector>

namespace cpuroof::analysis {

struct IndexOptions {
  std::vector<std::string> dirs;  // searched recursively
  std::string out_file;           // the CSV to create (must not exist)
  std::string health_file;        // --health: health.csv to create too (must not exist); "" for none
};

// Finds the result folders (holding meta.json and roofs.csv) under each DIR, DIR itself included,
// reads them and writes the index CSV atomically; prints one line (runs, machines, rows, folders
// skipped). Hidden folders (staging folders such as results/.x.partial), comparison folders,
// symbolic links below a DIR and kernel views (/proc, /sys) are not searched; a folder reached
// through two DIRs is read once. A folder below a DIR that cannot be read, or a run in it that is
// damaged (one of its two files missing or malformed), is skipped with a one-line warning on
// `warnings` naming it and why. InputError for a DIR that is missing, not a folder or unreadable, a
// DIR that is itself a damaged run, and a DIR that gives no readable run.
// With health_file: also judges every run against its siblings (model/fleet_health.hpp), writes
// health.csv, prints a line per flagged node and a count, and returns kExitGateFailed when a node
// is flagged.
int run_index(const IndexOptions& options, std::ostream& out, std::ostream& warnings = std::cerr);

}  // namespace cpuroof::analysis
