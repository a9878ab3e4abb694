// Memory on Linux (platform.hpp): what the kernel would give, the cgroups' limits at every level up
// to the root, and the process's own limits beyond what it uses.
#include "memory.hpp"

#include <sys/resource.h>

#include <cctype>
#include <charconv>
#include <sstream>
#include <string>

#include "cgroup.hpp"
#include "platform/platform.hpp"
#include "read_text.hpp"

namespace cpuroof::platform {
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

// A resource limit and what the process already uses of it (nothing when unlimited).
void add_rlimit(std::vector<MemoryCap>& out, int resource, const char* name, std::optional<std::size_t> used) {
  rlimit r{};
  if (getrlimit(resource, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return;
  out.push_back({name, static_cast<std::size_t>(r.rlim_cur), used.value_or(0)});
}

// Every cgroup level with a memory limit, and the level's usage.
void add_cgroups(std::vector<MemoryCap>& out) {
  for (const CgroupDir& d : cgroup_dirs("memory")) {
    const char* limit_file = d.version == 2 ? "memory.max" : "memory.limit_in_bytes";
    const char* usage_file = d.version == 2 ? "memory.current" : "memory.usage_in_bytes";
    const auto limit_text = read_text(d.path + "/" + limit_file);
    const auto limit = limit_text ? parse_cgroup_memory_limit(*limit_text) : std::nullopt;
    if (!limit) continue;
    const auto usage_text = read_text(d.path + "/" + usage_file);
    const auto usage = usage_text ? parse_unsigned(*usage_text) : std::nullopt;
    out.push_back(
        {"cgroup v" + std::to_string(d.version) + " " + limit_file + " (" + d.path + ")", *limit, usage.value_or(0)});
  }
}

}  // namespace

std::optional<std::size_t> parse_meminfo_available(std::string_view meminfo) {
  return kib_line(meminfo, "MemAvailable");
}

std::optional<std::size_t> parse_status_bytes(std::string_view status, std::string_view key) {
  return kib_line(status, key);
}

std::optional<std::size_t> parse_cgroup_memory_limit(std::string_view text) {
  const auto v = parse_unsigned(text);
  // v1 writes "no limit" as LONG_MAX rounded down to a page; no machine has 2^62 bytes.
  if (!v || *v >= (std::size_t{1} << 62)) return std::nullopt;
  return v;
}

std::optional<std::size_t> memory_available_bytes() {
  return parse_meminfo_available(read_text("/proc/meminfo").value_or(""));
}

std::vector<MemoryCap> memory_caps() {
  std::vector<MemoryCap> caps;
  if (const auto avail = memory_available_bytes()) caps.push_back({"MemAvailable", *avail, 0});
  add_cgroups(caps);
  const std::string status = read_text("/proc/self/status").value_or("");
  add_rlimit(caps, RLIMIT_AS, "RLIMIT_AS", parse_status_bytes(status, "VmSize"));
  add_rlimit(caps, RLIMIT_DATA, "RLIMIT_DATA", parse_status_bytes(status, "VmData"));
  return caps;
}

}  // namespace cpuroof::platform
