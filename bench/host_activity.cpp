#include "host_activity.hpp"

#include <algorithm>
#include <chrono>
#include <sstream>

namespace cpuroof::bench {
namespace {

std::string seconds_text(double s) {
  std::ostringstream out;
  out.precision(6);
  out << s;
  return out.str();
}

}  // namespace

std::optional<HostSample> sample_host(const std::vector<int>& watched) {
  const auto cpus = platform::cpu_times(watched);
  if (!cpus) return std::nullopt;
  HostSample s;
  s.cpus = *cpus;
  s.own_cpu_s = platform::own_cpu_seconds();
  s.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  return s;
}

std::vector<std::pair<std::string, std::string>> host_activity_fields(const HostSample& start, const HostSample& end) {
  const double busy = end.cpus.busy_s - start.cpus.busy_s;
  const double own = end.own_cpu_s - start.own_cpu_s;
  // The tick-based busy time and the process's exact CPU time differ by a tick or so: never below 0.
  const double other = std::max(0.0, busy - own);
  return {{"cpuroof_host_run_seconds", seconds_text(end.wall_s - start.wall_s)},
          {"cpuroof_host_cpus_watched", std::to_string(end.cpus.cpus)},
          {"cpuroof_host_other_cpu_seconds", seconds_text(other)},
          {"cpuroof_host_steal_seconds", seconds_text(std::max(0.0, end.cpus.steal_s - start.cpus.steal_s))}};
}

}  // namespace cpuroof::bench
