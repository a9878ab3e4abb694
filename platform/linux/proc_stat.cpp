// CPU times on Linux (platform.hpp): /proc/stat for the CPUs, getrusage for this process.
#include "proc_stat.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "read_text.hpp"

namespace cpuroof::platform {

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

std::optional<CpuTimes> cpu_times(const std::vector<int>& cpus) {
  const auto text = read_text("/proc/stat");
  if (!text) return std::nullopt;
  const long ticks = sysconf(_SC_CLK_TCK);
  return parse_proc_stat(*text, cpus, ticks > 0 ? static_cast<double>(ticks) : 100.0);
}

double own_cpu_seconds() {
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  const auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return s(u.ru_utime) + s(u.ru_stime);
}

}  // namespace cpuroof::platform
