#include "format/points_table.hpp"

#include <algorithm>
#include <limits>
#include <set>

#include "format/columns.hpp"
#include "format/table_reader.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

// FLOP/byte where the kernel does FLOPs and moves bytes, empty otherwise (copy, fill and read sweeps
// do no FLOPs; peak moves no bytes): log axes cannot show 0.
std::string ai_cell(double ai) { return ai > 0 ? csv_number(ai) : ""; }

const std::vector<std::string> kShapeOrder = {"m", "n", "k", "cols", "f", "shape"};

std::size_t shape_rank(const std::string& key) {
  return static_cast<std::size_t>(std::find(kShapeOrder.begin(), kShapeOrder.end(), key) - kShapeOrder.begin());
}

// The columns after the shape columns.
const std::vector<std::string> kRateColumns = {col::threads,
                                               col::ws_bytes,
                                               col::level,
                                               col::repetitions,
                                               col::time_per_call_ns,
                                               col::cv,
                                               col::gflop_per_s,
                                               col::gflop_per_s_ci_low,
                                               col::gflop_per_s_ci_high,
                                               col::gb_per_s,
                                               col::gb_per_s_ci_low,
                                               col::gb_per_s_ci_high,
                                               col::ai_flop_per_byte,
                                               col::roof_gflop_per_s,
                                               col::roof_gb_per_s,
                                               col::attainable_gflop_per_s,
                                               col::efficiency,
                                               col::bound,
                                               col::above_roof};
// The columns before the shape columns.
const std::vector<std::string> kNameColumns = {col::schema_version, col::benchmark, col::family, col::kernel, col::impl,
                                               col::dtype,          col::unit,      col::isa,    col::access};

// Where a hybrid table's core_kind column goes: after `threads`.
std::ptrdiff_t core_kind_at(const std::vector<std::string>& shape_columns) {
  return static_cast<std::ptrdiff_t>(kNameColumns.size() + shape_columns.size() + 1);
}

// A point's shape: version 2 has its own columns (between `access` and `threads`); version 1 only
// the benchmark name's key:value parts.
std::map<std::string, std::string> point_shape(const CsvTable& t, std::size_t row) {
  std::map<std::string, std::string> shape;
  const auto& cells = t.rows[row];
  if (cells[t.column(col::schema_version)] != kTableSchemaVersion1) {
    for (std::size_t c = t.column(col::access) + 1; c < t.column(col::threads); ++c)
      if (!cells[c].empty()) shape[t.header[c]] = cells[c];
    return shape;
  }
  const std::string& name = cells[t.column(col::benchmark)];
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    const std::string part = name.substr(start, end - start);
    const std::size_t colon = part.find(':');
    if (colon != std::string::npos && is_shape_parameter(part.substr(0, colon)))
      shape[part.substr(0, colon)] = part.substr(colon + 1);
    start = end + 1;
  }
  return shape;
}

}  // namespace

const std::vector<std::string> kPointsRequiredColumns = [] {
  std::vector<std::string> out;
  for (const auto& c : kNameColumns)
    if (c != col::unit) out.push_back(c);  // version 1 has no unit
  out.insert(out.end(), kRateColumns.begin(), kRateColumns.end());
  return out;
}();

bool is_shape_parameter(const std::string& key) {
  return key != "threads" && key != "isa" && key != "ws" && key != "repeats" && key != "min_time" && key != "kind";
}

std::vector<std::string> shape_columns(const std::vector<KernelPoint>& points) {
  std::set<std::string> keys;
  for (const auto& p : points)
    for (const auto& [key, value] : p.shape) keys.insert(key);
  std::vector<std::string> out(keys.begin(), keys.end());
  std::stable_sort(out.begin(), out.end(),
                   [](const std::string& a, const std::string& b) { return shape_rank(a) < shape_rank(b); });
  return out;
}

std::vector<std::string> points_header(const std::vector<std::string>& shape_columns, bool core_kinds) {
  std::vector<std::string> h = kNameColumns;
  h.insert(h.end(), shape_columns.begin(), shape_columns.end());
  h.insert(h.end(), kRateColumns.begin(), kRateColumns.end());
  if (core_kinds) h.insert(h.begin() + core_kind_at(shape_columns), col::core_kind);
  return h;
}

std::vector<std::string> point_row(const KernelPoint& p, const std::vector<std::string>& shape_columns,
                                   bool core_kinds) {
  std::vector<std::string> row = {core_kinds ? kTableSchemaVersionHybrid : kTableSchemaVersion,
                                  p.benchmark,
                                  p.family,
                                  p.kernel,
                                  p.impl,
                                  p.dtype,
                                  dtype_unit(p.dtype),
                                  p.isa,
                                  p.access};
  for (const auto& c : shape_columns) {
    const auto it = p.shape.find(c);
    row.push_back(it == p.shape.end() ? "" : it->second);
  }
  for (std::string cell :
       {std::to_string(p.threads), csv_number(p.ws_bytes), p.level, std::to_string(p.repetitions),
        csv_number(p.time_per_call_ns), csv_number(p.cv), csv_number(p.gflop_per_s), csv_number(p.gflop_ci.low),
        csv_number(p.gflop_ci.high), csv_number(p.gb_per_s), csv_number(p.gb_ci.low), csv_number(p.gb_ci.high),
        ai_cell(p.ai), csv_positive(p.roof_gflop_per_s), csv_positive(p.roof_gb_per_s),
        csv_positive(p.attainable_gflop_per_s), csv_number(p.efficiency), p.bound,
        std::string(p.above_roof ? "true" : "false")})
    row.push_back(std::move(cell));
  if (core_kinds) row.insert(row.begin() + core_kind_at(shape_columns), p.core_kind);
  return row;
}

CsvTable points_table(const std::vector<KernelPoint>& points) {
  const std::vector<std::string> shapes = shape_columns(points);
  const bool hybrid =
      std::any_of(points.begin(), points.end(), [](const KernelPoint& p) { return !p.core_kind.empty(); });
  CsvTable t;
  t.header = points_header(shapes, hybrid);
  for (const KernelPoint& p : points) t.rows.push_back(point_row(p, shapes, hybrid));
  return t;
}

std::vector<KernelPoint> points_from_table(const CsvTable& points, const std::string& file) {
  require_columns(points, file, kPointsRequiredColumns);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const bool kinds = has_column(points, col::core_kind);
  std::vector<KernelPoint> out;
  for (std::size_t i = 0; i < points.rows.size(); ++i) {
    const RowReader r{points, file, i};
    KernelPoint p;
    p.benchmark = r.text(col::benchmark);
    p.family = r.text(col::family);
    p.kernel = r.text(col::kernel);
    p.impl = r.text(col::impl);
    p.dtype = r.text(col::dtype);
    p.isa = r.text(col::isa);
    p.access = r.text(col::access);
    p.shape = point_shape(points, i);
    p.level = r.text(col::level);
    p.threads = r.integer(col::threads);
    if (kinds) p.core_kind = r.text(col::core_kind);
    p.repetitions = r.integer(col::repetitions);
    p.ws_bytes = r.number(col::ws_bytes);
    p.time_per_call_ns = r.number(col::time_per_call_ns);
    p.cv = r.number(col::cv);
    p.gflop_per_s = r.number(col::gflop_per_s);
    p.gflop_ci = {r.number(col::gflop_per_s_ci_low), r.number(col::gflop_per_s_ci_high)};
    p.gb_per_s = r.number(col::gb_per_s);
    p.gb_ci = {r.number(col::gb_per_s_ci_low), r.number(col::gb_per_s_ci_high)};
    p.ai = r.number(col::ai_flop_per_byte);
    p.roof_gflop_per_s = r.number(col::roof_gflop_per_s);
    p.roof_gb_per_s = r.number(col::roof_gb_per_s);
    p.attainable_gflop_per_s = r.number(col::attainable_gflop_per_s);
    p.efficiency = r.number(col::efficiency, nan);
    p.bound = r.text(col::bound);
    p.above_roof = r.text(col::above_roof) == "true";
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace cpuroof::analysis
