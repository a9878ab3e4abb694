#pragma once
// What the fuzzer drives, shared by the libFuzzer target and the corpus replay test: arbitrary bytes
// through the loader and everything fit builds from what it loads (model, tables, report, plot
// script, report.html). Bad input may only surface as InputError.
#include <stdexcept>
#include <string_view>

#include "html_check.hpp"

#include "io/load.hpp"
#include "report/meta.hpp"
#include "plot/plot.hpp"
#include "model/points.hpp"
#include "report/html_report.hpp"
#include "report/report.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"

namespace cpuroof::testing {

inline void fuzz_pipeline(std::string_view text) {
  using namespace cpuroof::analysis;
  const RawRun run = load_raw_text(text, "fuzz.json");
  const Roofline roofline = derive_roofline(run);
  const auto points = place_points(run, roofline);
  const auto meta = run_metadata(run);
  (void)render_report({run, roofline, points, meta, fit_families(run, roofline), all_checks(run, roofline, points)});
  // The tables go out as text and come back, as `cpuroof plot` reads them.
  const CsvTable roofs = parse_csv(roofs_table(roofline).to_string(), "roofs.csv");
  const CsvTable pts = parse_csv(points_table(points).to_string(), "points.csv");
  const ResultSet result = result_from_tables(roofs, pts, "fuzz");
  if (!plottable(result)) return;
  const RooflinePlot picture = roofline_plot_model(result, {});
  (void)roofline_plot_files(result, picture);
  // report.html from the same picture: only markup its writer makes, whatever the run's names.
  const auto problems = html_page_problems(render_html_report({result, &picture, {}, {}, nullptr}));
  if (!problems.empty()) throw std::logic_error("report.html: " + problems.front());
}

}  // namespace cpuroof::testing
