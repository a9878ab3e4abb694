#include "model/result_set.hpp"

#include <cmath>
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "format/meta_json.hpp"
#include "format/table_schema.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/units.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// One row's cells by column name, numbers checked; errors name file, row and column.
struct RowReader {
  const CsvTable& t;
  const std::string& file;
  std::size_t row;

  [[nodiscard]] const std::string& text(const char* col) const { return t.rows[row][t.column(col)]; }
  // An empty cell is `fallback` (the tables leave cells empty where a value does not apply).
  [[nodiscard]] double number(const char* col, double fallback = 0) const {
    const std::string& s = text(col);
    if (s.empty()) return fallback;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    // ERANGE also flags a subnormal, which is a number csv_number may write (1e-309): only an
    // overflow (infinite) is refused.
    if (end != s.c_str() + s.size() || !std::isfinite(v))
      throw InputError(file + ": row " + std::to_string(row + 2) + ", column '" + col + "' is '" + s +
                       "' (expected a finite number)");
    return v;
  }
  [[nodiscard]] int integer(const char* col) const {
    const double v = number(col, -1);
    if (v < 1 || v > 1e6 || v != std::floor(v))
      throw InputError(file + ": row " + std::to_string(row + 2) + ", column '" + col + "' is '" + text(col) +
                       "' (expected a positive integer)");
    return static_cast<int>(v);
  }
};

const std::vector<std::string> kRoofColumns = {"schema_version",
                                               "kind",
                                               "level",
                                               "dtype",
                                               "isa",
                                               "variant",
                                               "threads",
                                               "gflop_per_s",
                                               "gflop_per_s_ci_low",
                                               "gflop_per_s_ci_high",
                                               "gb_per_s",
                                               "gb_per_s_ci_low",
                                               "gb_per_s_ci_high",
                                               "clock_ghz",
                                               "flop_per_cycle_per_core",
                                               "bytes_per_cycle_per_core",
                                               "ws_low_bytes",
                                               "ws_high_bytes",
                                               "source"};
const std::vector<std::string> kPointColumns = {"schema_version",
                                                "benchmark",
                                                "family",
                                                "kernel",
                                                "impl",
                                                "dtype",
                                                "isa",
                                                "access",
                                                "threads",
                                                "ws_bytes",
                                                "level",
                                                "repetitions",
                                                "time_per_call_ns",
                                                "cv",
                                                "gflop_per_s",
                                                "gflop_per_s_ci_low",
                                                "gflop_per_s_ci_high",
                                                "gb_per_s",
                                                "gb_per_s_ci_low",
                                                "gb_per_s_ci_high",
                                                "ai_flop_per_byte",
                                                "roof_gflop_per_s",
                                                "roof_gb_per_s",
                                                "attainable_gflop_per_s",
                                                "efficiency",
                                                "bound",
                                                "above_roof"};

void require_columns(const CsvTable& t, const std::string& file, const std::vector<std::string>& required) {
  for (const auto& col : required) {
    try {
      (void)t.column(col);
    } catch (const std::out_of_range&) {
      throw InputError(file + ": no column '" + col + "' (not a cpuroof table?)");
    }
  }
  const std::size_t sv = t.column("schema_version");
  for (const auto& row : t.rows)
    if (row[sv] != kTableSchemaVersion && row[sv] != kTableSchemaVersion1 && row[sv] != kTableSchemaVersionHybrid)
      throw InputError(file + ": schema_version " + row[sv] + " (this cpuroof reads " + kTableSchemaVersion1 + ", " +
                       kTableSchemaVersion + " and " + kTableSchemaVersionHybrid + ")");
}

// A point's shape: version 2 has its own columns (between `access` and `threads`); version 1 only
// the benchmark name's key:value parts.
std::map<std::string, std::string> point_shape(const CsvTable& t, std::size_t row) {
  std::map<std::string, std::string> shape;
  const auto& cells = t.rows[row];
  if (cells[t.column("schema_version")] != kTableSchemaVersion1) {
    for (std::size_t c = t.column("access") + 1; c < t.column("threads"); ++c)
      if (!cells[c].empty()) shape[t.header[c]] = cells[c];
    return shape;
  }
  const std::string& name = cells[t.column("benchmark")];
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

// roofs.csv's rows: the roofs, the run's clock per thread count and the memory levels.
void read_roofs(const CsvTable& roofs, const std::string& roofs_file, ResultSet& rs) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  std::set<std::tuple<std::string, int, double, double, std::string>> levels;
  // Hybrid runs (schema 3) have the kind of core of each roof; older tables none.
  const bool kinds = std::find(roofs.header.begin(), roofs.header.end(), "core_kind") != roofs.header.end();
  for (std::size_t i = 0; i < roofs.rows.size(); ++i) {
    const RowReader r{roofs, roofs_file, i};
    Roof roof;
    roof.kind = r.text("kind");
    if (roof.kind != "compute" && roof.kind != "bandwidth")
      throw InputError(roofs_file + ": row " + std::to_string(i + 2) + ", column 'kind' is '" + roof.kind +
                       "' (expected compute or bandwidth)");
    const bool compute = roof.kind == "compute";
    roof.level = r.text("level");
    roof.dtype = r.text("dtype");
    roof.isa = r.text("isa");
    roof.variant = r.text("variant");
    roof.threads = r.integer("threads");
    if (kinds) roof.core_kind = r.text("core_kind");
    if (!roof.core_kind.empty() && std::find(rs.roofline.core_kinds.begin(), rs.roofline.core_kinds.end(),
                                             roof.core_kind) == rs.roofline.core_kinds.end())
      rs.roofline.core_kinds.push_back(roof.core_kind);
    const char* unit = compute ? "gflop_per_s" : "gb_per_s";
    roof.value = r.number(unit, nan);
    // Between 1 and 1e18 per second, as fit reads rates (io/load.cpp): ridges and plot coordinates
    // divide roofs by roofs.
    if (!(roof.value == 0 || (roof.value >= 1e-9 && roof.value <= 1e9)))
      throw InputError(roofs_file + ": row " + std::to_string(i + 2) + ", column '" + unit + "' is '" + r.text(unit) +
                       "' (expected 0 or a number from 1e-9 to 1e9)");
    roof.ci = {r.number(compute ? "gflop_per_s_ci_low" : "gb_per_s_ci_low", roof.value),
               r.number(compute ? "gflop_per_s_ci_high" : "gb_per_s_ci_high", roof.value)};
    roof.per_cycle = r.number(compute ? "flop_per_cycle_per_core" : "bytes_per_cycle_per_core");
    roof.ws_low_bytes = r.number("ws_low_bytes");
    roof.ws_high_bytes = r.number("ws_high_bytes");
    // Optional (tables written before it lack it): where the last level starts.
    if (std::find(roofs.header.begin(), roofs.header.end(), "judged_from_bytes") != roofs.header.end())
      roof.judged_from_bytes = r.number("judged_from_bytes");
    roof.source = r.text("source");
    // Optional (index and hand-made tables may lack it): the theoretical peak beside the roof.
    const char* theoretical = compute ? "theoretical_gflop_per_s" : "theoretical_gb_per_s";
    if (std::find(roofs.header.begin(), roofs.header.end(), theoretical) != roofs.header.end())
      roof.theoretical = r.number(theoretical);
    roof.clock_hz = r.number("clock_ghz") * kGiga;
    // The run's clock per thread count is the bandwidth rows' (compute rows carry their own).
    if (roof.clock_hz > 0) {
      if (compute)
        rs.roofline.clock_hz.try_emplace(roof.threads, roof.clock_hz);
      else
        rs.roofline.clock_hz[roof.threads] = roof.clock_hz;
    }
    if (!compute &&
        levels.insert({roof.level, roof.threads, roof.ws_low_bytes, roof.ws_high_bytes, roof.core_kind}).second)
      rs.roofline.levels.push_back(
          {roof.level, roof.threads, roof.ws_low_bytes, roof.ws_high_bytes, 0, roof.core_kind, roof.judged_from_bytes});
    rs.roofline.roofs.push_back(std::move(roof));
  }
  std::sort(rs.roofline.core_kinds.begin(), rs.roofline.core_kinds.end(), core_kind_before);
}

// points.csv's rows.
void read_points(const CsvTable& points, const std::string& points_file, ResultSet& rs) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const bool point_kinds = std::find(points.header.begin(), points.header.end(), "core_kind") != points.header.end();
  for (std::size_t i = 0; i < points.rows.size(); ++i) {
    const RowReader r{points, points_file, i};
    KernelPoint p;
    p.benchmark = r.text("benchmark");
    p.family = r.text("family");
    p.kernel = r.text("kernel");
    p.impl = r.text("impl");
    p.dtype = r.text("dtype");
    p.isa = r.text("isa");
    p.access = r.text("access");
    p.shape = point_shape(points, i);
    p.level = r.text("level");
    p.threads = r.integer("threads");
    if (point_kinds) p.core_kind = r.text("core_kind");
    p.repetitions = r.integer("repetitions");
    p.ws_bytes = r.number("ws_bytes");
    p.time_per_call_ns = r.number("time_per_call_ns");
    p.cv = r.number("cv");
    p.gflop_per_s = r.number("gflop_per_s");
    p.gflop_ci = {r.number("gflop_per_s_ci_low"), r.number("gflop_per_s_ci_high")};
    p.gb_per_s = r.number("gb_per_s");
    p.gb_ci = {r.number("gb_per_s_ci_low"), r.number("gb_per_s_ci_high")};
    p.ai = r.number("ai_flop_per_byte");
    p.roof_gflop_per_s = r.number("roof_gflop_per_s");
    p.roof_gb_per_s = r.number("roof_gb_per_s");
    p.attainable_gflop_per_s = r.number("attainable_gflop_per_s");
    p.efficiency = r.number("efficiency", nan);
    p.bound = r.text("bound");
    p.above_roof = r.text("above_roof") == "true";
    rs.points.push_back(std::move(p));
  }
}

}  // namespace

std::string read_text_file(const fs::path& file) { return read_regular_file(file.string()); }

CsvTable read_table(const fs::path& file, const std::vector<std::string>& required) {
  CsvTable t = parse_csv(read_text_file(file), file.string());
  require_columns(t, file.string(), required);
  return t;
}

ResultSet result_from_tables(const CsvTable& roofs, const CsvTable& points, const std::string& where) {
  const std::string roofs_file = where + "/roofs.csv", points_file = where + "/points.csv";
  require_columns(roofs, roofs_file, kRoofColumns);
  require_columns(points, points_file, kPointColumns);
  ResultSet rs;
  rs.name = where;
  read_roofs(roofs, roofs_file, rs);
  read_points(points, points_file, rs);
  rs.roofs_csv = roofs;
  rs.points_csv = points;
  return rs;
}

std::vector<Roof> roofs_from_table(const CsvTable& roofs, const std::string& file) {
  require_columns(roofs, file, kRoofColumns);
  ResultSet rs;
  read_roofs(roofs, file, rs);
  return std::move(rs.roofline.roofs);
}

const std::vector<std::string> kLatencyColumns = {"schema_version",
                                                  "kind",
                                                  "level",
                                                  "pages",
                                                  "core_kind",
                                                  "latency_ns",
                                                  "latency_ns_ci_low",
                                                  "latency_ns_ci_high",
                                                  "clock_ghz",
                                                  "latency_cycles",
                                                  "mlp_chains",
                                                  "mlp_saturated",
                                                  "mlp_predicted_gb_per_s",
                                                  "read_roof_gb_per_s",
                                                  "source"};

std::vector<LatencyLevel> latency_from_table(const CsvTable& t, const std::string& where) {
  std::vector<LatencyLevel> out;
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    const RowReader r{t, where, i};
    if (r.text("kind") != "level") continue;
    LatencyLevel l;
    l.level = r.text("level");
    l.pages = r.text("pages");
    l.core_kind = r.text("core_kind");
    l.ns = r.number("latency_ns");
    if (!(l.ns > 0))
      throw InputError(where + ": row " + std::to_string(i + 2) + ", column 'latency_ns' is '" + r.text("latency_ns") +
                       "' (expected a latency above 0)");
    l.ns_ci = {r.number("latency_ns_ci_low"), r.number("latency_ns_ci_high")};
    l.clock_hz = r.number("clock_ghz") * kGiga;
    l.cycles = r.number("latency_cycles");
    l.mlp_chains = r.text("mlp_chains").empty() ? 0 : r.integer("mlp_chains");
    l.mlp_saturated = r.text("mlp_saturated") == "true";
    l.mlp_predicted_gb_per_s = r.number("mlp_predicted_gb_per_s");
    l.read_roof_gb_per_s = r.number("read_roof_gb_per_s");
    l.source = r.text("source");
    out.push_back(l);
  }
  return out;
}

std::vector<LatencyLevel> read_latency(const fs::path& dir) {
  const fs::path file = dir / "latency.csv";
  if (!fs::exists(file)) return {};
  return latency_from_table(read_table(file, kLatencyColumns), file.string());
}

ResultSet read_result_dir(const fs::path& dir) {
  if (!fs::is_directory(dir)) throw InputError(dir.string() + ": not a result folder (missing or not a folder)");
  const CsvTable roofs = read_table(dir / "roofs.csv", kRoofColumns);
  const CsvTable points = read_table(dir / "points.csv", kPointColumns);
  ResultSet rs = result_from_tables(roofs, points, dir.string());
  rs.meta = read_metadata((dir / "meta.json").string());
  if (fs::exists(dir / "checks.csv")) {
    const CsvTable checks = read_table(dir / "checks.csv", {"schema_version", "check", "pass"});
    for (const auto& row : checks.rows)
      rs.checks_pass[row[checks.column("check")]] = row[checks.column("pass")] == "true";
  }
  rs.latency = read_latency(dir);
  return rs;
}

}  // namespace cpuroof::analysis
