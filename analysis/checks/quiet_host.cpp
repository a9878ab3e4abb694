#include "checks/quiet_host.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <string>

#include "model/stats.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

constexpr double kNoInterval = std::numeric_limits<double>::quiet_NaN();

void add_host_load(const RawRun& run, std::vector<Check>& out) {
  const auto seconds = run.context_number("cpuroof_host_run_seconds");
  const auto other = run.context_number("cpuroof_host_other_cpu_seconds");
  const auto cpus = run.context_number("cpuroof_host_cpus_watched");
  if (!seconds || !other || !(*seconds > 0)) return;
  Check c;
  c.name = "host_load";
  c.value = *other / *seconds;
  c.ci = {kNoInterval, kNoInterval};
  c.pass = c.value <= kOtherLoadTolerance;
  c.detail = fmt::format(
      "host load: other processes kept {:.2f} CPUs busy on average ({:.1f} s of CPU time in {:.1f} s{}): {}", c.value,
      *other, *seconds,
      cpus ? fmt::format(", on the {:.0f} CPU{} the bench could use", *cpus, *cpus == 1 ? "" : "s") : "",
      c.pass ? "quiet" : "the host was not quiet: its other load shared the cores and caches measured");
  out.push_back(c);
}

void add_steal(const RawRun& run, std::vector<Check>& out) {
  const auto seconds = run.context_number("cpuroof_host_run_seconds");
  const auto steal = run.context_number("cpuroof_host_steal_seconds");
  const auto cpus = run.context_number("cpuroof_host_cpus_watched");
  if (!seconds || !steal || !cpus || !(*seconds > 0) || !(*cpus > 0)) return;
  Check c;
  c.name = "steal";
  c.value = *steal / (*seconds * *cpus);
  c.ci = {kNoInterval, kNoInterval};
  c.pass = c.value <= kStealTolerance;
  c.detail =
      fmt::format("CPU steal: the hypervisor took {:.1f}% of the watched CPUs' time ({:.1f} s): {}", 100 * c.value,
                  *steal, c.pass ? "quiet" : "other virtual machines ran on these cores during the run");
  out.push_back(c);
}

void add_clock_drops(const RawRun& run, std::vector<Check>& out) {
  std::map<int, std::vector<double>> samples;  // threads -> clock_hz of every sample
  for (const auto& m : run.measurements) {
    if (m.family != "clock" && m.family != "peak") continue;
    for (const auto& r : m.reps) {
      const auto clock = r.counters.find(counter::clock_hz);
      const auto threads = r.counters.find(counter::omp_threads);
      if (clock != r.counters.end() && threads != r.counters.end() && clock->second > 0)
        samples[static_cast<int>(threads->second)].push_back(clock->second);
    }
  }
  std::size_t total = 0, dropped = 0;
  double lowest = 1;
  int lowest_threads = 0;
  for (auto& [threads, hz] : samples) {
    const double top = quantile(hz, kRoofQuantile);
    for (const double s : hz) {
      ++total;
      dropped += s < (1 - kClockDropDepth) * top;
      if (s / top < lowest) {
        lowest = s / top;
        lowest_threads = threads;
      }
    }
  }
  if (total == 0) return;
  Check c;
  c.name = "clock";
  c.value = lowest;
  c.ci = {kNoInterval, kNoInterval};
  const double share = static_cast<double>(dropped) / static_cast<double>(total);
  c.pass = share <= kClockDropShare;
  c.detail = fmt::format(
      "clock: {} of {} clock samples through the run more than {:.0f}% below their thread count's "
      "usual clock (the lowest at {:.0f}%, {} thread{}): {}",
      dropped, total, 100 * kClockDropDepth, 100 * lowest, lowest_threads, lowest_threads == 1 ? "" : "s",
      c.pass ? "steady" : "the clock dropped during the run (other load, throttling or descheduled threads)");
  out.push_back(c);
}

}  // namespace

void add_quiet_host_checks(const RawRun& run, std::vector<Check>& out) {
  add_host_load(run, out);
  add_steal(run, out);
  add_clock_drops(run, out);
}

}  // namespace cpuroof::analysis
