#include "format/latency_table.hpp"

#include "format/columns.hpp"
#include "format/table_reader.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// The kinds of row, in the `kind` column.
constexpr char kLevelRow[] = "level";
constexpr char kLoadedRow[] = "loaded";

std::string opt_int(int v) { return v > 0 ? std::to_string(v) : ""; }

const std::vector<std::string> kLatencyRequiredColumns = {col::schema_version,
                                                          col::kind,
                                                          col::level,
                                                          col::pages,
                                                          col::core_kind,
                                                          col::latency_ns,
                                                          col::latency_ns_ci_low,
                                                          col::latency_ns_ci_high,
                                                          col::clock_ghz,
                                                          col::latency_cycles,
                                                          col::mlp_chains,
                                                          col::mlp_saturated,
                                                          col::mlp_predicted_gb_per_s,
                                                          col::read_roof_gb_per_s,
                                                          col::source};

}  // namespace

CsvTable latency_table(const std::vector<LatencyLevel>& levels, const std::vector<LoadedLatency>& loaded) {
  CsvTable t;
  t.header = {col::schema_version,
              col::kind,
              col::level,
              col::pages,
              col::core_kind,
              col::background_threads,
              col::ws_bytes,
              col::ws_low_bytes,
              col::ws_high_bytes,
              col::latency_ns,
              col::latency_ns_ci_low,
              col::latency_ns_ci_high,
              col::clock_ghz,
              col::latency_cycles,
              col::latency_cycles_ci_low,
              col::latency_cycles_ci_high,
              col::mlp_chains,
              col::mlp_saturated,
              col::mlp_lines_per_s,
              col::mlp_lines_in_flight,
              col::mlp_predicted_gb_per_s,
              col::read_roof_gb_per_s,
              col::background_gb_per_s,
              col::source};
  for (const LatencyLevel& l : levels)
    t.rows.push_back({kTableSchemaVersion,
                      kLevelRow,
                      l.level,
                      l.pages,
                      l.core_kind,
                      "",
                      "",
                      csv_positive(l.ws_low_bytes),
                      csv_positive(l.ws_high_bytes),
                      csv_number(l.ns),
                      csv_number(l.ns_ci.low),
                      csv_number(l.ns_ci.high),
                      csv_positive(l.clock_hz / kGiga),
                      csv_positive(l.cycles),
                      csv_positive(l.cycles_ci.low),
                      csv_positive(l.cycles_ci.high),
                      opt_int(l.mlp_chains),
                      l.mlp_chains > 0 ? (l.mlp_saturated ? "true" : "false") : "",
                      csv_positive(l.mlp_lines_per_s),
                      csv_positive(l.mlp_lines_in_flight),
                      csv_positive(l.mlp_predicted_gb_per_s),
                      csv_positive(l.read_roof_gb_per_s),
                      "",
                      l.source});
  for (const LoadedLatency& l : loaded)
    t.rows.push_back({kTableSchemaVersion,
                      kLoadedRow,
                      "",
                      "huge",
                      l.core_kind,
                      std::to_string(l.background),
                      csv_number(l.ws_bytes),
                      "",
                      "",
                      csv_number(l.ns),
                      csv_number(l.ns_ci.low),
                      csv_number(l.ns_ci.high),
                      "",
                      "",
                      "",
                      "",
                      "",
                      "",
                      "",
                      "",
                      "",
                      "",
                      csv_number(l.background_gb_per_s),
                      l.source});
  return t;
}

std::vector<LatencyLevel> latency_from_table(const CsvTable& t, const std::string& where) {
  std::vector<LatencyLevel> out;
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    const RowReader r{t, where, i};
    if (r.text(col::kind) != kLevelRow) continue;
    LatencyLevel l;
    l.level = r.text(col::level);
    l.pages = r.text(col::pages);
    l.core_kind = r.text(col::core_kind);
    l.ns = r.number(col::latency_ns);
    if (!(l.ns > 0)) r.refuse(col::latency_ns, "a latency above 0");
    l.ns_ci = {r.number(col::latency_ns_ci_low), r.number(col::latency_ns_ci_high)};
    l.clock_hz = r.number(col::clock_ghz) * kGiga;
    l.cycles = r.number(col::latency_cycles);
    l.mlp_chains = r.text(col::mlp_chains).empty() ? 0 : r.integer(col::mlp_chains);
    l.mlp_saturated = r.text(col::mlp_saturated) == "true";
    l.mlp_predicted_gb_per_s = r.number(col::mlp_predicted_gb_per_s);
    l.read_roof_gb_per_s = r.number(col::read_roof_gb_per_s);
    l.source = r.text(col::source);
    out.push_back(l);
  }
  return out;
}

std::vector<LatencyLevel> read_latency(const fs::path& dir) {
  const fs::path file = dir / kLatencyFile;
  if (!fs::exists(file)) return {};
  return latency_from_table(read_table(file, kLatencyRequiredColumns), file.string());
}

}  // namespace cpuroof::analysis
