#pragma once
// The subcommands of the cpuroof CLI, callable from tests. Each throws InputError on bad input.
#include <ostream>
#include <string>

namespace cpuroof::analysis {

struct FitOptions {
  std::string raw_json;
  std::string out_dir;
  bool quiet = false;
};

// Loads raw.json, derives the roofline, places every kernel, writes the result folder
// (meta.json, raw.json, roofs.csv, points.csv) and prints the summary.
void run_fit(const FitOptions& options, std::ostream& out);

// Prints the summary of an existing result folder.
void run_show(const std::string& dir, std::ostream& out);

}  // namespace cpuroof::analysis
