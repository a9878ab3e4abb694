#include "host_activity.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <sstream>

namespace cpuroof::bench {
namespace {

std::string seconds_text(double s) {
  std::ostringstream out;
  out.precision(6);
  out << s;
  return out.str();
}

double own_cpu_seconds() {
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  const auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return s(u.ru_utime) + s(u.ru_stime);
}

}  // namespace

std::optional<CpuTimes> parse_proc_stat(std::string_view text, const std::vector<int>& cpus, double ticks_per_s) {
  CpuTimes out;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("cpu", 0) != 0 || line.size() < 4 || line[3] < '0' || line[3] > '9') continue;
    std::istringstream fields(line.substr(3));
    int cpu = -1;
    // user nice system idle iowait irq softirq steal (guest and guest_nice follow, inside user and nice)
    double user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
    if (!(fields >> cpu >> user >> nice >> system >> idle >> iowait >> irq >> softirq)) continue;
    if (std::find(cpus.begin(), cpus.end(), cpu) == cpus.end()) continue;
    if (!(fields >> steal)) steal = 0;  // kernels before 2.6.11
    out.busy_s += (user + nice + system + irq + softirq) / ticks_per_s;
    out.steal_s += steal / ticks_per_s;
    ++out.cpus;
  }
  if (out.cpus == 0) return std::nullopt;
  return out;
}

std::optional<HostSample> sample_host(const std::vector<int>& watched) {
  std::ifstream in("/proc/stat");
  if (!in) return std::nullopt;
  std::stringstream text;
  text << in.rdbuf();
  const long ticks = sysconf(_SC_CLK_TCK);
  const auto cpus = parse_proc_stat(text.str(), watched, ticks > 0 ? static_cast<double>(ticks) : 100.0);
  if (!cpus) return std::nullopt;
  HostSample s;
  s.cpus = *cpus;
  s.own_cpu_s = own_cpu_seconds();
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
