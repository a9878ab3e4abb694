#include "memory_budget.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>
#include <cstdio>
#include <sstream>

#include "cgroup.hpp"

namespace cpuroof::bench {
namespace {

std::optional<std::size_t> parse_unsigned(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::size_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return v;
}

// "Key:   123 kB" lines (meminfo, status): the value of `key`, in bytes.
std::optional<std::size_t> kib_line(std::string_view text, std::string_view key) {
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(key, 0) != 0 || line.size() <= key.size() || line[key.size()] != ':') continue;
    std::string value = line.substr(key.size() + 1);
    const auto kb = value.find("kB");
    if (kb == std::string::npos) return std::nullopt;
    const auto kib = parse_unsigned(std::string_view(value).substr(0, kb));
    return kib ? std::optional<std::size_t>(*kib * 1024) : std::nullopt;
  }
  return std::nullopt;
}

// A resource limit beyond what the process already uses of it (nothing when unlimited).
void add_rlimit(std::vector<MemoryLimit>& out, int resource, const char* name, std::optional<std::size_t> used) {
  rlimit r{};
  if (getrlimit(resource, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return;
  out.push_back({name, headroom(static_cast<std::size_t>(r.rlim_cur), used.value_or(0))});
}

// Every cgroup level with a memory limit: that limit beyond the level's usage.
void add_cgroups(std::vector<MemoryLimit>& out) {
  for (const CgroupDir& d : cgroup_dirs("memory")) {
    const char* limit_file = d.version == 2 ? "memory.max" : "memory.limit_in_bytes";
    const char* usage_file = d.version == 2 ? "memory.current" : "memory.usage_in_bytes";
    const auto limit_text = read_text(d.path + "/" + limit_file);
    const auto limit = limit_text ? parse_cgroup_memory_limit(*limit_text) : std::nullopt;
    if (!limit) continue;
    const auto usage_text = read_text(d.path + "/" + usage_file);
    const auto usage = usage_text ? parse_unsigned(*usage_text) : std::nullopt;
    out.push_back({"cgroup v" + std::to_string(d.version) + " " + limit_file + " (" + d.path + ")",
                   headroom(*limit, usage.value_or(0))});
  }
}

}  // namespace

std::optional<std::size_t> parse_meminfo_available(std::string_view meminfo) { return kib_line(meminfo, "MemAvailable"); }

std::optional<std::size_t> parse_status_bytes(std::string_view status, std::string_view key) {
  return kib_line(status, key);
}

std::optional<std::size_t> parse_cgroup_memory_limit(std::string_view text) {
  const auto v = parse_unsigned(text);
  // v1 writes "no limit" as LONG_MAX rounded down to a page; no machine has 2^62 bytes.
  if (!v || *v >= (std::size_t{1} << 62)) return std::nullopt;
  return v;
}

std::size_t headroom(std::size_t limit, std::size_t used) { return limit > used ? limit - used : 0; }

MemoryBudget least_of(std::vector<MemoryLimit> limits) {
  MemoryBudget b;
  b.limits = std::move(limits);
  const auto least = std::min_element(b.limits.begin(), b.limits.end(),
                                      [](const MemoryLimit& x, const MemoryLimit& y) { return x.bytes < y.bytes; });
  if (least == b.limits.end()) {
    b.bytes = std::numeric_limits<std::size_t>::max();
    b.source = "none found";
    return b;
  }
  b.bytes = least->bytes;
  b.source = least->source;
  return b;
}

std::string MemoryBudget::describe() const {
  std::string out;
  for (const MemoryLimit& l : limits) out += (out.empty() ? "" : "; ") + l.source + ": " + std::to_string(l.bytes);
  return out.empty() ? "none found" : out;
}

MemoryBudget read_memory_budget() {
  std::vector<MemoryLimit> limits;
  if (const auto meminfo = read_text("/proc/meminfo"))
    if (const auto avail = parse_meminfo_available(*meminfo)) limits.push_back({"MemAvailable", *avail});
  add_cgroups(limits);
  const std::string status = read_text("/proc/self/status").value_or("");
  add_rlimit(limits, RLIMIT_AS, "RLIMIT_AS", parse_status_bytes(status, "VmSize"));
  add_rlimit(limits, RLIMIT_DATA, "RLIMIT_DATA", parse_status_bytes(status, "VmData"));
  return least_of(std::move(limits));
}

std::string bytes_text(std::size_t bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 4) v /= 1024, ++u;
  char buf[32];
  std::snprintf(buf, sizeof(buf), v < 10 && u > 0 ? "%.1f %s" : "%.0f %s", v, units[u]);
  return buf;
}

}  // namespace cpuroof::bench
