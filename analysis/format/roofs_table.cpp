#include "format/roofs_table.hpp"

#include <algorithm>
#include <limits>
#include <tuple>

#include "format/columns.hpp"
#include "format/table_reader.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

std::vector<const Roof*> sorted_roofs(const std::vector<Roof>& roofs) {
  std::vector<const Roof*> out;
  for (const Roof& r : roofs) out.push_back(&r);
  auto key = [](const Roof* r) {
    return std::make_tuple(r->kind != "compute", r->level == "DRAM", r->level, r->dtype, r->isa, r->variant, r->threads,
                           r->core_kind);
  };
  std::stable_sort(out.begin(), out.end(), [&](const Roof* a, const Roof* b) { return key(a) < key(b); });
  return out;
}

// The columns in their order (a hybrid table adds core_kind, at kCoreKindAt), and whether a reader
// needs each: the others are missing from tables of version 1, or only people read them.
struct RoofsColumn {
  const char* name;
  bool required;
};
const RoofsColumn kRoofsColumns[] = {{col::schema_version, true},
                                     {col::kind, true},
                                     {col::level, true},
                                     {col::dtype, true},
                                     {col::unit, false},
                                     {col::isa, true},
                                     {col::variant, true},
                                     {col::threads, true},
                                     {col::best, false},
                                     {col::gflop_per_s, true},
                                     {col::gflop_per_s_ci_low, true},
                                     {col::gflop_per_s_ci_high, true},
                                     {col::gb_per_s, true},
                                     {col::gb_per_s_ci_low, true},
                                     {col::gb_per_s_ci_high, true},
                                     {col::clock_ghz, true},
                                     {col::flop_per_cycle_per_core, true},
                                     {col::bytes_per_cycle_per_core, true},
                                     {col::theoretical_gflop_per_s, false},
                                     {col::theoretical_gb_per_s, false},
                                     {col::fraction_of_theoretical, false},
                                     {col::exceeds_theoretical, false},
                                     {col::bus_gb_per_s, false},
                                     {col::saturation_threads, false},
                                     {col::ws_low_bytes, true},
                                     {col::ws_high_bytes, true},
                                     {col::judged_from_bytes, false},
                                     {col::source, true}};

std::vector<std::string> roofs_columns(bool required_only) {
  std::vector<std::string> out;
  for (const RoofsColumn& c : kRoofsColumns)
    if (c.required || !required_only) out.emplace_back(c.name);
  return out;
}

// Where a hybrid table's core_kind column goes: after `threads`.
constexpr std::ptrdiff_t kCoreKindAt = 8;

}  // namespace

const std::vector<std::string> kRoofsRequiredColumns = roofs_columns(true);

CsvTable roofs_table(const std::vector<Roof>& roofs, const std::function<bool(const Roof&)>& best, bool hybrid) {
  CsvTable t;
  t.header = roofs_columns(false);
  if (hybrid) t.header.insert(t.header.begin() + kCoreKindAt, col::core_kind);
  for (const Roof* roof : sorted_roofs(roofs)) {
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
                      best(r) ? "true" : "false",
                      pick(true, r.value),
                      pick(true, r.ci.low),
                      pick(true, r.ci.high),
                      pick(false, r.value),
                      pick(false, r.ci.low),
                      pick(false, r.ci.high),
                      r.clock_hz > 0 ? csv_number(r.clock_hz / kGiga) : "",
                      compute ? csv_positive(r.per_cycle) : "",
                      compute ? "" : csv_positive(r.per_cycle),
                      compute ? csv_positive(r.theoretical) : "",
                      compute ? "" : csv_positive(r.theoretical),
                      r.theoretical > 0 ? csv_number(r.value / r.theoretical) : "",
                      r.exceeds_theoretical() ? "true" : "false",
                      csv_positive(r.bus_value),
                      r.saturation_threads > 0 ? std::to_string(r.saturation_threads) : "",
                      compute ? "" : csv_positive(r.ws_low_bytes),
                      compute ? "" : csv_positive(r.ws_high_bytes),
                      compute ? "" : csv_positive(r.judged_from_bytes),
                      r.source});
    if (hybrid) t.rows.back().insert(t.rows.back().begin() + kCoreKindAt, r.core_kind);
  }
  return t;
}

std::vector<Roof> roofs_from_table(const CsvTable& roofs, const std::string& file) {
  require_columns(roofs, file, kRoofsRequiredColumns);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // Optional: hybrid runs' (version 3) core_kind; where the last level starts; the theoretical peak
  // (index and hand-made tables may lack it).
  const bool kinds = has_column(roofs, col::core_kind);
  const bool judged = has_column(roofs, col::judged_from_bytes);
  std::vector<Roof> out;
  for (std::size_t i = 0; i < roofs.rows.size(); ++i) {
    const RowReader r{roofs, file, i};
    Roof roof;
    roof.kind = r.text(col::kind);
    if (roof.kind != "compute" && roof.kind != "bandwidth") r.refuse(col::kind, "compute or bandwidth");
    const bool compute = roof.kind == "compute";
    roof.level = r.text(col::level);
    roof.dtype = r.text(col::dtype);
    roof.isa = r.text(col::isa);
    roof.variant = r.text(col::variant);
    roof.threads = r.integer(col::threads);
    if (kinds) roof.core_kind = r.text(col::core_kind);
    const char* unit = compute ? col::gflop_per_s : col::gb_per_s;
    roof.value = r.number(unit, nan);
    // Between 1 and 1e18 per second, as fit reads rates (io/load.cpp): ridges and plot coordinates
    // divide roofs by roofs.
    if (!(roof.value == 0 || (roof.value >= 1e-9 && roof.value <= 1e9)))
      r.refuse(unit, "0 or a number from 1e-9 to 1e9");
    roof.ci = {r.number(compute ? col::gflop_per_s_ci_low : col::gb_per_s_ci_low, roof.value),
               r.number(compute ? col::gflop_per_s_ci_high : col::gb_per_s_ci_high, roof.value)};
    roof.per_cycle = r.number(compute ? col::flop_per_cycle_per_core : col::bytes_per_cycle_per_core);
    roof.ws_low_bytes = r.number(col::ws_low_bytes);
    roof.ws_high_bytes = r.number(col::ws_high_bytes);
    if (judged) roof.judged_from_bytes = r.number(col::judged_from_bytes);
    roof.source = r.text(col::source);
    const char* theoretical = compute ? col::theoretical_gflop_per_s : col::theoretical_gb_per_s;
    if (has_column(roofs, theoretical)) roof.theoretical = r.number(theoretical);
    roof.clock_hz = r.number(col::clock_ghz) * kGiga;
    out.push_back(std::move(roof));
  }
  return out;
}

}  // namespace cpuroof::analysis
