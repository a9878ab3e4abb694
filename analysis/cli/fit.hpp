#pragma once
// `cpuroof fit RAW_JSON -o DIR`: a bench run fitted into a new result folder. Like every subcommand
// (subcommand.hpp), it throws InputError on bad input (before writing anything), EnvironmentError
// when writing fails (nothing left behind) or when gnuplot fails (after the folder is written whole:
// the plot alone is missing), and returns the exit status otherwise.
#include <ostream>
#include <string>

#include "plot/plot_staging.hpp"

namespace cpuroof::analysis {

struct FitOptions {
  std::string raw_json;
  std::string out_dir;
  bool quiet = false;
  RenderOptions render;
};

// Loads raw.json, derives the roofline, places every kernel and writes the result folder (meta.json,
// raw.json, roofs.csv, points.csv, report.md, the plot script and data, and the rendered images).
int run_fit(const FitOptions& options, std::ostream& out);

}  // namespace cpuroof::analysis
