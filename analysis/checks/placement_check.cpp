#include "checks/placement_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "model/stats.hpp"
#include "format/units.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

// One clock benchmark of one kind: its threads' clocks, medians over repetitions.
struct Team {
  std::string kind;
  int threads = 0;
  double slowest_hz = 0, fastest_hz = 0;
};

// The median of a counter every repetition carries; nullopt if one lacks it.
std::optional<double> median_of(const Measurement& m, const char* counter) {
  std::vector<double> values;
  for (const auto& rep : m.reps) {
    const auto it = rep.counters.find(counter);
    if (it == rep.counters.end() || !(it->second > 0)) return std::nullopt;
    values.push_back(it->second);
  }
  if (values.empty()) return std::nullopt;
  return quantile(values, 0.5);
}

std::vector<Team> teams_of(const RawRun& run) {
  std::vector<Team> out;
  for (const auto& m : run.measurements) {
    const std::string kind = m.core_kind();
    if (m.family != "clock" || kind.empty() || kind == kAllCoreKinds) continue;
    const auto slowest = median_of(m, counter::thread_clock_min_hz),
               fastest = median_of(m, counter::thread_clock_max_hz);
    if (!slowest || !fastest) continue;
    out.push_back({kind, static_cast<int>(std::lround(fixed(m, counter::omp_threads))), *slowest, *fastest});
  }
  return out;
}

std::string team_label(const Team& t) {
  return fmt::format("kind {} at {} thread{}", t.kind, t.threads, t.threads == 1 ? "" : "s");
}

}  // namespace

std::optional<Check> placement_check(const RawRun& run, const Roofline& roofline) {
  const std::vector<Team> teams = teams_of(run);
  if (teams.empty()) return std::nullopt;
  const Team& widest = *std::min_element(teams.begin(), teams.end(), [](const Team& a, const Team& b) {
    return a.slowest_hz / a.fastest_hz < b.slowest_hz / b.fastest_hz;
  });
  Check c;
  c.name = "placement";
  c.value = widest.slowest_hz / widest.fastest_hz;
  c.ci = {c.value, c.value};
  if (c.value < kPlacementSpread) {
    c.pass = false;
    c.detail = fmt::format(
        "placement: a thread of {} ran at {:.2f} GHz while its fastest ran at {:.2f}: it was not on a core of "
        "its kind (or was throttled), so that kind's roofs mix kinds",
        team_label(widest), widest.slowest_hz / kGiga, widest.fastest_hz / kGiga);
    return c;
  }
  // The single threads, in the order the kinds rank (P first): each faster than the next.
  std::vector<const Team*> singles;
  for (const std::string& kind : roofline.core_kinds)
    for (const Team& t : teams)
      if (t.kind == kind && t.threads == 1) singles.push_back(&t);
  for (std::size_t i = 0; i + 1 < singles.size(); ++i) {
    if (singles[i]->fastest_hz > singles[i + 1]->fastest_hz) continue;
    c.pass = false;
    c.detail = fmt::format(
        "placement: kind {}'s single thread ran at {:.2f} GHz, no faster than kind {}'s at {:.2f}: the kinds' "
        "threads did not run on different kinds of core",
        singles[i]->kind, singles[i]->fastest_hz / kGiga, singles[i + 1]->kind, singles[i + 1]->fastest_hz / kGiga);
    return c;
  }
  c.detail = fmt::format(
      "placement: every kind's threads ran at one clock (slowest thread at least {:.0f}% of the fastest; widest "
      "{:.0f}%, {}){}",
      100 * kPlacementSpread, 100 * c.value, team_label(widest),
      singles.size() > 1 ? ", each kind's single thread faster than the next kind's" : "");
  return c;
}

}  // namespace cpuroof::analysis
