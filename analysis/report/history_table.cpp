#include "report/history_table.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "io/markdown.hpp"
#include "io/printable.hpp"
#include "model/run_start.hpp"
#include "model/roof_names.hpp"
#include "format/table_schema.hpp"
#include "format/written_tables.hpp"

namespace cpuroof::analysis {

CsvTable history_table(const MachineHistory& h) {
  CsvTable t;
  t.header = kHistoryColumns;
  const std::string machine_name = machine_folder_name(h.machine);
  for (const HistorySeries& s : h.series)
    for (std::size_t i = 0; i < s.entries.size(); ++i) {
      const HistoryEntry& e = s.entries[i];
      if (!e.roof) continue;
      const Roof& r = *e.roof;
      const bool judged = e.earlier.count > 0;
      t.rows.push_back({kTableSchemaVersion,
                        h.runs[i]->name,
                        utc_time_text(h.starts[i]),
                        h.profiles[i],
                        h.bench_commits[i],
                        machine_name,
                        h.machine.id,
                        s.name,
                        r.kind,
                        r.level,
                        r.dtype,
                        r.isa,
                        r.variant,
                        std::to_string(r.threads),
                        roof_value_unit(r),
                        csv_number(r.value),
                        csv_number(r.ci.low),
                        csv_number(r.ci.high),
                        std::to_string(e.earlier.count),
                        judged ? csv_number(e.earlier.median) : "",
                        judged ? csv_number(e.spread()) : "",
                        judged && e.earlier.median > 0 ? csv_number(r.value / e.earlier.median) : "",
                        judged ? (e.fell ? "true" : "false") : ""});
    }
  return t;
}

std::string render_history(const MachineHistory& h) {
  std::string out =
      fmt::format("{} (id {}): {} run{}, {} to {}\n", machine_folder_name(h.machine), h.machine.id, h.runs.size(),
                  h.runs.size() == 1 ? "" : "s", utc_time_text(h.starts.front()), utc_time_text(h.starts.back()));
  int falls = 0;
  std::vector<bool> run_fell(h.runs.size(), false);
  for (const HistorySeries& s : h.series)
    for (std::size_t i = 0; i < s.entries.size(); ++i) {
      const HistoryEntry& e = s.entries[i];
      if (!e.fell) continue;
      ++falls;
      run_fell[i] = true;
      out += fmt::format("fell: {}, {}: {} {} in {} ({}), {} x the median of {} earlier run{}\n", s.name,
                         threads_word(s.threads), readable(e.roof->value), roof_value_unit(*e.roof), h.runs[i]->name,
                         utc_time_text(h.starts[i]), readable(e.roof->value / e.earlier.median), e.earlier.count,
                         e.earlier.count == 1 ? "" : "s");
    }
  // A fall from one build of the bench to another may be the bench's doing, not the machine's.
  std::vector<std::string> commits;
  for (const auto& c : h.bench_commits)
    if (!c.empty() && std::find(commits.begin(), commits.end(), c) == commits.end()) commits.push_back(c);
  if (falls > 0 && commits.size() > 1) {
    std::string list;
    for (const auto& c : commits) list += (list.empty() ? "" : ", ") + c;
    out +=
        fmt::format("note: {} builds of the bench measured these runs ({}): a fall between them may be the bench's\n",
                    commits.size(), list);
  }
  const auto runs_fell = std::count(run_fell.begin(), run_fell.end(), true);
  out += fmt::format("history: {} fall{} past the noise, in {} of {} run{}\n", falls, falls == 1 ? "" : "s", runs_fell,
                     h.runs.size(), h.runs.size() == 1 ? "" : "s");
  return terminal_text(out);
}

}  // namespace cpuroof::analysis
