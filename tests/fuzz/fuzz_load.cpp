// libFuzzer target: arbitrary bytes through the loader and everything fit builds from what it
// loads (model, tables, report, plot script). Bad input may only surface as InputError; any other
// exception, crash or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "errors.hpp"
#include "load.hpp"
#include "meta.hpp"
#include "plot.hpp"
#include "points.hpp"
#include "report.hpp"
#include "result_set.hpp"
#include "roofline.hpp"
#include "tables.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cpuroof::analysis;
  try {
    const RawRun run = load_raw_text(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
    const Roofline roofline = derive_roofline(run);
    const auto points = place_points(run, roofline);
    const auto meta = run_metadata(run);
    (void)render_report({run, roofline, points, meta});
    // The tables go out as text and come back, as `cpuroof plot` reads them.
    const CsvTable roofs = parse_csv(roofs_table(roofline).to_string(), "roofs.csv");
    const CsvTable pts = parse_csv(points_table(points).to_string(), "points.csv");
    const ResultSet result = result_from_tables(roofs, pts, "fuzz");
    if (plottable(result)) (void)roofline_plot(result, {});
  } catch (const InputError&) {
  }
  return 0;
}
