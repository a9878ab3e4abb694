#include "report/index_table.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <tuple>
#include <utility>

#include "io/errors.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "format/meta_json.hpp"
#include "model/result_set.hpp"
#include "format/latency_table.hpp"
#include "format/table_reader.hpp"
#include "model/best_roofs.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"
#include "format/columns.hpp"
#include "format/written_tables.hpp"
#include "format/roofs_table.hpp"

namespace cpuroof::analysis {
namespace {

// The run's and machine's columns, before the roof's own (documented in results/README.md).

std::string plain(double v) {
  char buf[512];
  const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  return r.ec == std::errc{} ? std::string(buf, r.ptr) : "";
}

std::string positive_or_empty(double v) { return v > 0 ? plain(v) : ""; }

bool is_exponent_number(const std::string& s) {
  // [+-]digits[.digits][eE][+-]digits: what printf's %g writes. Nothing else is touched (a benchmark
  // name such as "peak/fma8/..." never matches).
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  const std::size_t mantissa = i;
  bool digits = false;
  while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.')) {
    digits |= s[i] != '.';
    ++i;
  }
  if (!digits || i == mantissa || i >= s.size() || (s[i] != 'e' && s[i] != 'E')) return false;
  ++i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  if (i >= s.size()) return false;
  for (; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

struct Sorted {
  IndexedRun run;
  MachineIdentity machine;
  std::string name, start;
};

}  // namespace

std::string plain_decimal(const std::string& cell) {
  if (!is_exponent_number(cell)) return cell;
  const double v = std::strtod(cell.c_str(), nullptr);
  return std::isfinite(v) ? plain(v) : cell;
}

IndexedRun read_indexed_run(const std::string& folder) {
  IndexedRun run;
  run.folder = folder;
  run.meta = read_metadata(folder + "/" + kMetaFile);
  const std::string file = folder + "/" + kRoofsFile;
  run.roofs = read_table(file, {col::schema_version, col::kind});  // also refuses another schema_version
  const std::size_t kind = run.roofs.column(col::kind);
  for (std::size_t r = 0; r < run.roofs.rows.size(); ++r) {
    const std::string& k = run.roofs.rows[r][kind];
    if (k != "compute" && k != "bandwidth") RowReader{run.roofs, file, r}.refuse(col::kind, "compute or bandwidth");
  }
  add_latency_rows(run.roofs, read_latency(folder));
  return run;
}

void add_latency_rows(CsvTable& roofs, const std::vector<LatencyLevel>& levels) {
  if (levels.empty()) return;
  const std::vector<std::string> added = {col::latency_ns, col::latency_ns_ci_low, col::latency_ns_ci_high,
                                          col::latency_cycles, col::mlp_chains};
  for (const auto& col : added)
    if (std::find(roofs.header.begin(), roofs.header.end(), col) == roofs.header.end()) {
      roofs.header.push_back(col);
      for (auto& row : roofs.rows) row.emplace_back();
    }
  for (const LatencyLevel& l : levels) {
    const std::map<std::string, std::string> cells = {
        {col::schema_version, kTableSchemaVersion},
        {col::kind, kIndexLatencyKind},
        {col::level, l.level},
        {col::variant, l.pages},
        {col::threads, "1"},
        {col::core_kind, l.core_kind},
        {col::clock_ghz, l.clock_hz > 0 ? csv_number(l.clock_hz / kGiga) : ""},
        {col::latency_ns, csv_number(l.ns)},
        {col::latency_ns_ci_low, csv_number(l.ns_ci.low)},
        {col::latency_ns_ci_high, csv_number(l.ns_ci.high)},
        {col::latency_cycles, l.cycles > 0 ? csv_number(l.cycles) : ""},
        {col::mlp_chains, l.mlp_chains > 0 ? std::to_string(l.mlp_chains) : ""},
        {col::source, l.source}};
    std::vector<std::string> row;
    for (const auto& col : roofs.header) {
      const auto it = cells.find(col);
      row.push_back(it == cells.end() ? "" : it->second);
    }
    roofs.rows.push_back(std::move(row));
  }
}

CsvTable index_table(std::vector<IndexedRun> runs) {
  std::vector<Sorted> sorted;
  for (auto& run : runs) {
    const MachineIdentity m = machine_identity(run.meta);
    // Older runs lack start_time_utc; Google Benchmark's own date (with its UTC offset) stands in.
    std::string start = get(run.meta, "start_time_utc");
    if (start.empty()) start = get(run.meta, "benchmark_date");
    sorted.push_back({std::move(run), m, machine_folder_name(m), start});
  }
  std::stable_sort(sorted.begin(), sorted.end(), [](const Sorted& a, const Sorted& b) {
    return std::tie(a.name, a.machine.id, a.start, a.run.folder) <
           std::tie(b.name, b.machine.id, b.start, b.run.folder);
  });

  // The roof columns: today's roofs.csv in its own order, then any other a run has (older or newer
  // runs), in order of first appearance; a run without a column leaves it empty.
  std::vector<std::string> roof_columns;
  for (const auto& name : roofs_table(Roofline{}).header)
    if (name != col::schema_version) roof_columns.push_back(name);
  for (const auto& s : sorted)
    for (const auto& name : s.run.roofs.header)
      if (name != col::schema_version &&
          std::find(roof_columns.begin(), roof_columns.end(), name) == roof_columns.end())
        roof_columns.push_back(name);

  CsvTable t;
  t.header = kIndexRunColumns;
  for (const auto& col : roof_columns) {
    // A roof column named like a run column keeps its data under a prefixed name.
    const bool clash = std::find(kIndexRunColumns.begin(), kIndexRunColumns.end(), col) != kIndexRunColumns.end();
    t.header.push_back(clash ? "roofs_" + col : col);
  }
  for (const auto& s : sorted) {
    const auto& meta = s.run.meta;
    const MachineIdentity& m = s.machine;
    const CsvTable& roofs = s.run.roofs;
    std::vector<std::ptrdiff_t> source;  // roofs.csv column of each roof column, -1 if absent
    for (const auto& col : roof_columns) {
      const auto it = std::find(roofs.header.begin(), roofs.header.end(), col);
      source.push_back(it == roofs.header.end() ? -1 : it - roofs.header.begin());
    }
    const auto cell = [&](const std::vector<std::string>& row, const std::string& col) {
      const auto it = std::find(roofs.header.begin(), roofs.header.end(), col);
      return it == roofs.header.end() ? std::string{}
                                      : plain_decimal(row[static_cast<std::size_t>(it - roofs.header.begin())]);
    };
    for (const auto& row : roofs.rows) {
      const std::string kind = cell(row, col::kind);
      const bool compute = kind == "compute";
      std::vector<std::string> out = {kTableSchemaVersion,
                                      s.run.folder,
                                      s.start,
                                      get(meta, col::profile),
                                      m.id,
                                      s.name,
                                      m.vendor,
                                      m.microarch,
                                      get(meta, col::cpu_model),
                                      positive_or_empty(m.physical_cores),
                                      positive_or_empty(m.smt),
                                      m.isa_level,
                                      positive_or_empty(m.clock_ghz),
                                      positive_or_empty(m.l3_bytes_per_domain),
                                      m.host,
                                      get(meta, "git_commit"),
                                      get(meta, "git_dirty"),
                                      get(meta, col::analysis_commit),
                                      cell(row, compute                     ? col::gflop_per_s
                                                : kind == kIndexLatencyKind ? col::latency_ns
                                                                            : col::gb_per_s),
                                      compute                     ? "G" + dtype_unit(cell(row, col::dtype)) + "/s"
                                      : kind == kIndexLatencyKind ? "ns"
                                                                  : "GB/s"};
      for (const auto i : source) out.push_back(i < 0 ? "" : plain_decimal(row[static_cast<std::size_t>(i)]));
      t.rows.push_back(std::move(out));
    }
  }
  return t;
}

}  // namespace cpuroof::analysis
