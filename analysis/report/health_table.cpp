#include "report/health_table.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "io/markdown.hpp"
#include "io/printable.hpp"
#include "model/roof_names.hpp"
#include "format/table_schema.hpp"
#include "format/written_tables.hpp"

namespace cpuroof::analysis {

CsvTable health_table(const std::vector<FleetRun>& runs, const FleetHealth& health) {
  CsvTable t;
  t.header = kHealthColumns;
  for (const HealthRow& row : health.rows) {
    const FleetRun& run = runs[row.run];
    const Roof& named = *row.named;
    const bool judged = row.verdict != HealthVerdict::unjudged;
    const bool group = row.scope == HealthScope::group;
    const bool has_value = row.verdict != HealthVerdict::missing;
    t.rows.push_back({kTableSchemaVersion,
                      run.node,
                      run.host,
                      machine_folder_name(run.machine),
                      run.machine.id,
                      run.profile,
                      scope_name(row.scope),
                      row.name,
                      std::to_string(row.members),
                      row.fields.kind,
                      row.fields.level,
                      row.fields.dtype,
                      row.fields.isa,
                      row.fields.variant,
                      std::to_string(named.threads),
                      named.core_kind,
                      group ? "ratio" : roof_value_unit(named),
                      has_value ? csv_number(row.value) : "",
                      has_value && row.roof ? csv_number(row.roof->ci.low) : "",
                      has_value && row.roof ? csv_number(row.roof->ci.high) : "",
                      std::to_string(row.siblings),
                      std::to_string(row.fleet.count),
                      judged ? csv_number(row.fleet.median) : "",
                      judged ? csv_number(row.spread()) : "",
                      judged ? csv_number(row.sigmas) : "",
                      judged && has_value ? csv_number(row.ratio()) : "",
                      verdict_name(row.verdict)});
  }
  return t;
}

namespace {

// The falls a flagged node's line names beyond its deepest; health.csv has them all.
constexpr std::size_t kFallsSaid = 4;

// One flagged quantity, said: "DRAM best, 2 threads: 0.770 x the median of 5 siblings".
std::string fall_text(const HealthRow& row) {
  const std::string where = fmt::format("{}, {}", row.name, threads_word(row.named->threads));
  if (row.verdict == HealthVerdict::missing)
    return fmt::format("{}: missing, which the other {} siblings have", where, row.fleet.count);
  const std::string what = row.scope == HealthScope::group
                               ? fmt::format("{} roofs at a median", row.members)
                               : fmt::format("{} {}", readable(row.value), roof_value_unit(*row.named));
  return fmt::format("{}: {} {} x the median of {} siblings", where, what, readable(row.ratio()), row.fleet.count);
}

}  // namespace

std::string render_health(const std::vector<FleetRun>& runs, const FleetHealth& health, const std::string& file) {
  std::string out;
  for (const std::size_t i : health.flagged) {
    std::vector<const HealthRow*> fell;
    for (const HealthRow& row : health.rows)
      if (row.run == i && flags_node(row)) fell.push_back(&row);
    // The deepest fall first; a missing headline before any.
    std::stable_sort(fell.begin(), fell.end(),
                     [](const HealthRow* a, const HealthRow* b) { return a->ratio() < b->ratio(); });
    out += fmt::format("health: FLAGGED {} (host {}, {}): {}", runs[i].node, runs[i].host,
                       machine_folder_name(runs[i].machine), fall_text(*fell.front()));
    if (fell.size() > 1) {
      out += fmt::format("; {} more fell:", fell.size() - 1);
      const std::size_t said = std::min(fell.size(), kFallsSaid + 1);
      for (std::size_t k = 1; k < said; ++k)
        out += fmt::format("{} {}, {}", k == 1 ? "" : ";", fell[k]->name, threads_word(fell[k]->named->threads));
      if (said < fell.size()) out += fmt::format(" and {} others (health.csv)", fell.size() - said);
    }
    out += "\n";
  }
  const std::size_t judged = runs.size() - health.unjudged.size();
  out += fmt::format("health: {} of {} run{} judged flagged", health.flagged.size(), judged, judged == 1 ? "" : "s");
  if (!health.unjudged.empty())
    out += fmt::format("; {} not judged (fewer than {} runs of their machine identity and profile)",
                       health.unjudged.size(), kMinSiblings);
  out += "; wrote " + file + "\n";
  return terminal_text(out);
}

}  // namespace cpuroof::analysis
