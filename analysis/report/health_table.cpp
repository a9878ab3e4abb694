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
    const auto value = [&](double v) { return row.roof ? csv_number(v) : ""; };
    t.rows.push_back({kTableSchemaVersion,
                      run.node,
                      run.host,
                      machine_folder_name(run.machine),
                      run.machine.id,
                      run.profile,
                      roof_role_name(named),
                      named.kind,
                      named.level,
                      named.dtype,
                      named.isa,
                      named.variant,
                      std::to_string(named.threads),
                      named.core_kind,
                      roof_value_unit(named),
                      value(row.roof ? row.roof->value : 0),
                      value(row.roof ? row.roof->ci.low : 0),
                      value(row.roof ? row.roof->ci.high : 0),
                      std::to_string(row.siblings),
                      std::to_string(row.fleet.count),
                      judged ? csv_number(row.fleet.median) : "",
                      judged ? csv_number(row.fleet.spread) : "",
                      judged && row.roof ? csv_number(row.ratio()) : "",
                      verdict_name(row.verdict)});
  }
  return t;
}

std::string render_health(const std::vector<FleetRun>& runs, const FleetHealth& health, const std::string& file) {
  std::string out;
  for (const std::size_t i : health.flagged) {
    int low = 0, missing = 0;
    const HealthRow* lowest = nullptr;
    for (const HealthRow& row : health.rows) {
      if (row.run != i) continue;
      missing += row.verdict == HealthVerdict::missing;
      if (row.verdict != HealthVerdict::low) continue;
      ++low;
      if (!lowest || row.ratio() < lowest->ratio()) lowest = &row;
    }
    out += fmt::format("health: FLAGGED {} (host {}, {}): {} roof{} low, {} missing", runs[i].node, runs[i].host,
                       machine_folder_name(runs[i].machine), low, low == 1 ? "" : "s", missing);
    if (lowest)
      out += fmt::format("; lowest {}, {}: {} x the median of {} siblings", roof_role_name(*lowest->named),
                         threads_word(lowest->named->threads), readable(lowest->ratio()), lowest->fleet.count);
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
