#pragma once
// The subcommands of the cpuroof CLI, callable from tests. Each throws InputError on bad input
// (before writing anything), EnvironmentError when writing fails (nothing left behind) or when
// gnuplot fails (after the folder is written whole: the plot alone is missing), and returns the
// exit status otherwise.
#include <ostream>
#include <string>
#include <vector>

#include "plot/plot.hpp"

namespace cpuroof::analysis {

// gnuplot to render with: found on PATH by default; "" renders nothing (script and data only).
struct RenderOptions {
  std::string gnuplot;
  bool use_path = true;
  int timeout_s = 60;
};

struct FitOptions {
  std::string raw_json;
  std::string out_dir;
  bool quiet = false;
  RenderOptions render;
};

struct PlotCommandOptions {
  std::string dir;
  std::string out_dir;  // empty: add the files to `dir` (refusing any that exist)
  PlotOptions view;     // thread count and filters
  RenderOptions render;
};

struct CompareOptions {
  std::vector<std::string> dirs;  // the first is the baseline
  std::string out_dir;
  int threads = 0;
  bool quiet = false;
  RenderOptions render;
};

// Loads raw.json, derives the roofline, places every kernel and writes the result folder (meta.json,
// raw.json, roofs.csv, points.csv, report.md, the plot script and data, and the rendered images).
int run_fit(const FitOptions& options, std::ostream& out);

// Prints the headline screen of an existing result folder (report_headline.hpp); with `all`, the full
// terminal summary after it.
int run_show(const std::string& dir, std::ostream& out, bool all = false);

// Writes the roofline plot of a result folder.
int run_plot(const PlotCommandOptions& options, std::ostream& out);

// Compares result folders into a new folder (compare_roofs.csv, compare_points.csv, compare.md, plot).
int run_compare(const CompareOptions& options, std::ostream& out);

// Prints the machine's folder name (identity.hpp, e.g. "amd-zen5-2c") from a raw.json, a meta.json or
// a result folder; scripts/run.sh names results/<name>/ with it.
int run_machine_name(const std::string& path, std::ostream& out);

}  // namespace cpuroof::analysis
