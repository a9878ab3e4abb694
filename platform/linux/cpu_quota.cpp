// The CPU quota on Linux (platform.hpp): the least over the process's cgroup levels.
#include "cpu_quota.hpp"

#include <sstream>
#include <string>

#include "cgroup.hpp"
#include "machine/parse_integer.hpp"
#include "platform/platform.hpp"
#include "read_text.hpp"

namespace cpuroof::platform {
namespace {

std::optional<double> quota_cpus(std::optional<long long> quota, std::optional<long long> period) {
  if (!quota || !period || *quota <= 0 || *period <= 0) return std::nullopt;
  return static_cast<double>(*quota) / static_cast<double>(*period);
}

}  // namespace

std::optional<double> parse_cpu_max(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string quota, period;
  if (!(in >> quota)) return std::nullopt;
  if (quota == "max") return std::nullopt;
  if (!(in >> period)) period = "100000";  // the kernel's default period when only the quota is written
  return quota_cpus(parse_integer(quota), parse_integer(period));
}

std::optional<double> parse_cfs_quota(std::string_view quota, std::string_view period) {
  return quota_cpus(parse_integer(quota), parse_integer(period));
}

std::optional<double> cpu_quota() {
  std::optional<double> least;
  for (const CgroupDir& d : cgroup_dirs("cpu")) {
    std::optional<double> cpus;
    if (d.version == 2) {
      if (const auto t = read_text(d.path + "/cpu.max")) cpus = parse_cpu_max(*t);
    } else {
      const auto q = read_text(d.path + "/cpu.cfs_quota_us"), p = read_text(d.path + "/cpu.cfs_period_us");
      if (q && p) cpus = parse_cfs_quota(*q, *p);
    }
    if (cpus && (!least || *cpus < *least)) least = cpus;
  }
  return least;
}

}  // namespace cpuroof::platform
