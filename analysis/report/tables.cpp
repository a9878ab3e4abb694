#include "report/tables.hpp"

#include <algorithm>
#include <tuple>

#include "model/ridge.hpp"
#include "model/units.hpp"

namespace cpuroof::analysis {
namespace {

std::string optional(double v) { return v > 0 ? csv_number(v) : ""; }

// Roofs in reading order: compute before bandwidth; levels fastest first (as named: L1, L2, ..., DRAM).
std::vector<const Roof*> sorted_roofs(const Roofline& roofline) {
  std::vector<const Roof*> out;
  for (const Roof& r : roofline.roofs) out.push_back(&r);
  auto key = [](const Roof* r) {
    return std::make_tuple(r->kind != "compute", r->level == "DRAM", r->level, r->dtype, r->isa, r->variant, r->threads,
                           r->core_kind);
  };
  std::stable_sort(out.begin(), out.end(), [&](const Roof* a, const Roof* b) { return key(a) < key(b); });
  return out;
}

}  // namespace

bool is_best_roof(const Roofline& roofline, const Roof& roof) {
  if (roof.kind == "compute") return ridge_peak(roofline, roof.dtype, roof.threads, roof.core_kind) == &roof;
  return roofline.bandwidth(roof.level, roof.threads, "", roof.core_kind) == &roof;
}

CsvTable roofs_table(const Roofline& roofline) {
  CsvTable t;
  t.header = {"schema_version",
              "kind",
              "level",
              "dtype",
              "unit",
              "isa",
              "variant",
              "threads",
              "best",
              "gflop_per_s",
              "gflop_per_s_ci_low",
              "gflop_per_s_ci_high",
              "gb_per_s",
              "gb_per_s_ci_low",
              "gb_per_s_ci_high",
              "clock_ghz",
              "flop_per_cycle_per_core",
              "bytes_per_cycle_per_core",
              "theoretical_gflop_per_s",
              "theoretical_gb_per_s",
              "fraction_of_theoretical",
              "exceeds_theoretical",
              "bus_gb_per_s",
              "saturation_threads",
              "ws_low_bytes",
              "ws_high_bytes",
              "judged_from_bytes",
              "source"};
  const bool hybrid = !roofline.core_kinds.empty();
  if (hybrid) t.header.insert(t.header.begin() + 8, "core_kind");
  for (const Roof* roof : sorted_roofs(roofline)) {
    const Roof& r = *roof;
    const bool compute = r.kind == "compute";
    auto pick = [&](bool want_compute, double v) { return compute == want_compute ? csv_number(v) : ""; };
    t.rows.push_back({hybrid ? kTableSchemaVersionHybrid : kTableSchemaVersion,
                      r.kind,
                      r.level,
                      r.dtype,
                      compute ? dtype_unit(r.dtype) : "",
                      r.isa,
                      r.variant,
                      std::to_string(r.threads),
                      is_best_roof(roofline, r) ? "true" : "false",
                      pick(true, r.value),
                      pick(true, r.ci.low),
                      pick(true, r.ci.high),
                      pick(false, r.value),
                      pick(false, r.ci.low),
                      pick(false, r.ci.high),
                      r.clock_hz > 0 ? csv_number(r.clock_hz / kGiga) : "",
                      compute ? optional(r.per_cycle) : "",
                      compute ? "" : optional(r.per_cycle),
                      compute ? optional(r.theoretical) : "",
                      compute ? "" : optional(r.theoretical),
                      r.theoretical > 0 ? csv_number(r.value / r.theoretical) : "",
                      r.exceeds_theoretical() ? "true" : "false",
                      optional(r.bus_value),
                      r.saturation_threads > 0 ? std::to_string(r.saturation_threads) : "",
                      compute ? "" : optional(r.ws_low_bytes),
                      compute ? "" : optional(r.ws_high_bytes),
                      compute ? "" : optional(r.judged_from_bytes),
                      r.source});
    if (hybrid) t.rows.back().insert(t.rows.back().begin() + 8, r.core_kind);
  }
  return t;
}

std::string ai_cell(double ai) { return ai > 0 ? csv_number(ai) : ""; }

std::vector<std::string> points_header(const std::vector<std::string>& shape_columns, bool core_kinds) {
  std::vector<std::string> h = {"schema_version", "benchmark", "family", "kernel", "impl",
                                "dtype",          "unit",      "isa",    "access"};
  h.insert(h.end(), shape_columns.begin(), shape_columns.end());
  for (const char* c :
       {"threads", "ws_bytes", "level", "repetitions", "time_per_call_ns", "cv", "gflop_per_s", "gflop_per_s_ci_low",
        "gflop_per_s_ci_high", "gb_per_s", "gb_per_s_ci_low", "gb_per_s_ci_high", "ai_flop_per_byte",
        "roof_gflop_per_s", "roof_gb_per_s", "attainable_gflop_per_s", "efficiency", "bound", "above_roof"})
    h.emplace_back(c);
  if (core_kinds) h.insert(h.begin() + static_cast<std::ptrdiff_t>(9 + shape_columns.size() + 1), "core_kind");
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
        ai_cell(p.ai), optional(p.roof_gflop_per_s), optional(p.roof_gb_per_s), optional(p.attainable_gflop_per_s),
        csv_number(p.efficiency), p.bound, std::string(p.above_roof ? "true" : "false")})
    row.push_back(std::move(cell));
  if (core_kinds) row.insert(row.begin() + static_cast<std::ptrdiff_t>(9 + shape_columns.size() + 1), p.core_kind);
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

CsvTable checks_table(const std::vector<Check>& checks) {
  CsvTable t;
  t.header = {"schema_version", "check", "ratio", "ratio_ci_low", "ratio_ci_high", "pass", "detail"};
  for (const auto& c : checks)
    t.rows.push_back({kTableSchemaVersion, c.name, csv_number(c.value), csv_number(c.ci.low), csv_number(c.ci.high),
                      c.pass ? "true" : "false", c.detail});
  return t;
}

}  // namespace cpuroof::analysis
