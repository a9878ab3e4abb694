#include "report/place_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <span>

#include "io/csv.hpp"
#include "io/markdown.hpp"
#include "platform/platform.hpp"
#include "format/points_table.hpp"
#include "format/written_tables.hpp"

namespace cpuroof::analysis {
namespace {

// place.md's table stops here (placed.csv has every row): a report of a million lines is not read,
// and printed it floods the terminal.
constexpr std::size_t kReportRows = 1000;

}  // namespace

std::string placed_csv(const std::vector<KernelPoint>& points, const PlaceOrigin& origin) {
  // points_table's columns, each row with its point's own cells after them.
  const std::vector<std::string> shapes = shape_columns(points);
  const bool hybrid =
      std::any_of(points.begin(), points.end(), [](const KernelPoint& p) { return !p.core_kind.empty(); });
  std::vector<std::string> header = points_header(shapes, hybrid);
  header.insert(header.end(), kPlacedMoreColumns.begin(), kPlacedMoreColumns.end());
  std::string text;
  append_csv_row(text, header);
  constexpr std::size_t kSample = 1024;
  for (std::size_t i = 0; i < points.size(); ++i) {
    // Room for all rows at the first ones' length: doubling would hold two copies at once.
    if (i == kSample) {
      text.reserve(text.size() / kSample * points.size() * 9 / 8);
      platform::advise_huge_pages(text.data(), text.capacity());
    }
    const KernelPoint& p = points[i];
    std::vector<std::string> row = point_row(p, shapes, hybrid);
    row.insert(row.end(), {csv_number(speedup_left(p)), origin.roofs_dir, origin.roofs_host, origin.work_host,
                           origin.same_host() ? "true" : "false"});
    append_csv_row(text, row);
  }
  return text;
}

std::string render_place_report(const std::vector<KernelPoint>& points, const PlaceOrigin& origin) {
  std::string s = "# Your work on the roofline\n\n";
  const std::size_t rows = std::min(points.size(), kReportRows);
  s.reserve(rows * 128);  // about a line's length: no doubling series of copies
  s += fmt::format("Roofs: {} ({}).\n\n", markdown_code(origin.roofs_dir), markdown_text(origin.roofs_machine));
  if (!origin.same_host())
    s += fmt::format(
        "**The roofs come from another machine** (measured on host '{}'; the work ran on '{}'): the "
        "efficiencies say how far these rates are from that machine's roofs, which answers \"what is "
        "left there\" only as far as the rates carry over.\n\n",
        origin.roofs_host.empty() ? "unknown" : markdown_text(origin.roofs_host), markdown_text(origin.work_host));
  s += "| work | threads | dtype | level | GFLOP/s | GB/s | FLOP/B | attainable GFLOP/s | efficiency | bound | "
       "speedup left |\n|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const KernelPoint& p : std::span(points).first(rows))
    s += fmt::format("| {} | {} | {} | {} | {:.4g} | {:.4g} | {:.4g} | {:.4g} | {:.1f}% | {} | {:.2f}x |\n",
                     markdown_text(p.benchmark), p.threads, markdown_text(p.dtype),
                     p.level.empty() ? "?" : markdown_text(p.level), p.gflop_per_s, p.gb_per_s, p.ai,
                     p.attainable_gflop_per_s, 100 * p.efficiency, markdown_text(p.bound), speedup_left(p));
  if (rows < points.size())
    s += fmt::format("| … {} more: placed.csv has every row |||||||||||\n", points.size() - rows);
  s += "\nEfficiency is the larger of GFLOP/s over the compute roof and GB/s over the level's bandwidth roof "
       "(as in points.csv); speedup left is its inverse. A working set not given is placed against every "
       "memory level: the row of the level it lives in applies.\n";
  return s;
}

}  // namespace cpuroof::analysis
