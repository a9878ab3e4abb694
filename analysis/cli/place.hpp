#pragma once
// `cpuroof place INPUT... --roofs RESULT_DIR -o OUT_DIR`: a user's work placed on a measured roofline
// (place.hpp), written as placed.csv, place.md and the roofline plot with the work's points.
#include <ostream>
#include <string>
#include <vector>

#include "model/result_set.hpp"
#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"

namespace cpuroof::analysis {

struct PlaceOptions {
  std::vector<std::string> inputs;  // Google Benchmark JSON or CSV (io/place_input.hpp)
  std::string roofs_dir;            // a result folder written by `cpuroof fit`, from any machine
  std::string out_dir;
  std::string dtype = "f64";  // of the JSON inputs' benchmarks
  PlotOptions view;           // the plot's filters, as `cpuroof plot` takes them (the user's points are one family)
  bool quiet = false;
  RenderOptions render;
};

// Refuses a roof folder that is missing or not one `cpuroof fit` wrote, naming it; else reads it.
ResultSet read_roofs_dir(const std::string& dir);

int run_place(const PlaceOptions& options, std::ostream& out);

}  // namespace cpuroof::analysis
