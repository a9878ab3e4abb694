#include "model/history.hpp"

#include <algorithm>
#include <numeric>
#include <set>

#include "io/errors.hpp"
#include "model/meta_lookup.hpp"
#include "model/run_start.hpp"

namespace cpuroof::analysis {
namespace {

// What a series follows in one run.
const Roof* headline_roof(const Roofline& r, const HistorySeries& s, const std::string& level_or_dtype) {
  return s.kind == "compute" ? r.compute(level_or_dtype, s.threads) : r.bandwidth(level_or_dtype, s.threads);
}

// Marks each entry that fell below the earlier runs of its profile, a run judged on `judged`
// series at once (model/peer_spread.hpp).
void judge_entries(HistorySeries& s, const std::vector<std::string>& profiles, int judged) {
  for (std::size_t i = 0; i < s.entries.size(); ++i) {
    HistoryEntry& e = s.entries[i];
    std::vector<double> earlier;
    for (std::size_t j = 0; j < i; ++j)
      if (s.entries[j].roof && profiles[j] == profiles[i]) earlier.push_back(s.entries[j].roof->value);
    if (earlier.empty() || !e.roof) continue;
    e.earlier = peer_spread(earlier);
    e.sigmas = fall_threshold_sigmas(judged);
    e.fell = below_peers(e.roof->value, e.roof->ci, e.earlier, e.sigmas);
  }
}

}  // namespace

MachineHistory machine_history(const std::vector<ResultSet>& runs) {
  if (runs.empty()) throw InputError("history: needs one or more result folders");
  std::vector<std::size_t> order(runs.size());
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::int64_t> start(runs.size());
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const auto t = run_start_seconds(runs[i].meta);
    if (!t)
      throw InputError(runs[i].name +
                       "/meta.json: no start time (start_time_utc or benchmark_date, as "
                       "2026-12-01T13:57:59Z): history orders runs by it");
    start[i] = *t;
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return start[a] < start[b]; });

  MachineHistory h;
  h.machine = machine_identity(runs[order[0]].meta);
  for (const std::size_t i : order) {
    const MachineIdentity m = machine_identity(runs[i].meta);
    if (m.id != h.machine.id)
      throw InputError(runs[i].name + ": a run of machine " + machine_folder_name(m) + " (id " + m.id + "), and " +
                       runs[order[0]].name + " of " + machine_folder_name(h.machine) + " (id " + h.machine.id +
                       "): a history follows one machine identity");
    h.runs.push_back(&runs[i]);
    h.starts.push_back(start[i]);
    h.profiles.push_back(get(runs[i].meta, "profile"));
    h.bench_commits.push_back(get(runs[i].meta, "git_commit"));
  }

  std::set<int> threads;
  for (const ResultSet* r : h.runs)
    for (const int t : r->roofline.thread_counts()) threads.insert(t);
  for (const int t : threads) {
    // Each level any run found at t, in the order the first run to find it lists them.
    std::vector<std::string> levels;
    for (const ResultSet* r : h.runs)
      for (const MemoryLevel* l : r->roofline.levels_at(t))
        if (std::find(levels.begin(), levels.end(), l->name) == levels.end()) levels.push_back(l->name);
    std::vector<std::pair<HistorySeries, std::string>> wanted;
    for (const auto& dtype : kHistoryDtypes) wanted.push_back({{dtype + " peak", "compute", t, {}}, dtype});
    for (const auto& level : levels) wanted.push_back({{level, "bandwidth", t, {}}, level});
    for (auto& [s, what] : wanted) {
      bool any = false;
      for (const ResultSet* r : h.runs) {
        s.entries.push_back({headline_roof(r->roofline, s, what), {}, false});
        any |= s.entries.back().roof != nullptr;
      }
      if (!any) continue;
      h.series.push_back(std::move(s));
    }
  }
  for (HistorySeries& s : h.series) judge_entries(s, h.profiles, static_cast<int>(h.series.size()));
  return h;
}

}  // namespace cpuroof::analysis
