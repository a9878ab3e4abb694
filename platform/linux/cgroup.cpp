#include "cgroup.hpp"

#include <filesystem>
#include <sstream>

#include "read_text.hpp"

namespace cpuroof::platform {

std::optional<std::string> cgroup_path(std::string_view proc_self_cgroup, std::string_view controller) {
  std::istringstream in{std::string(proc_self_cgroup)};
  for (std::string line; std::getline(in, line);) {
    // hierarchy-id:controller-list:path (the path may itself hold ':')
    const auto first = line.find(':');
    const auto second = first == std::string::npos ? first : line.find(':', first + 1);
    if (second == std::string::npos) continue;
    const std::string hierarchy = line.substr(0, first), list = line.substr(first + 1, second - first - 1);
    const std::string path = line.substr(second + 1);
    if (controller.empty()) {
      if (hierarchy == "0" && list.empty()) return path;
      continue;
    }
    std::istringstream names(list);
    for (std::string name; std::getline(names, name, ',');)
      if (name == controller) return path;
  }
  return std::nullopt;
}

namespace {

// `mount`/`path` and each ancestor up to `mount` that exists, own folder first.
void add_upwards(std::vector<CgroupDir>& out, const std::filesystem::path& mount, const std::string& path,
                 int version) {
  std::filesystem::path rel = std::filesystem::path(path).relative_path();
  std::error_code ec;
  while (true) {
    const std::filesystem::path dir = rel.empty() ? mount : mount / rel;
    if (std::filesystem::is_directory(dir, ec)) out.push_back({dir.string(), version});
    if (rel.empty()) break;
    rel = rel.parent_path();
  }
}

}  // namespace

std::vector<CgroupDir> cgroup_dirs(std::string_view v1_controller) {
  std::vector<CgroupDir> out;
  const std::optional<std::string> self = read_text("/proc/self/cgroup");
  if (!self) return out;
  std::error_code ec;
  if (const auto v2 = cgroup_path(*self, ""))
    for (const char* mount : {"/sys/fs/cgroup", "/sys/fs/cgroup/unified"})
      if (std::filesystem::exists(std::string(mount) + "/cgroup.controllers", ec)) {
        add_upwards(out, mount, *v2, 2);
        break;
      }
  if (const auto v1 = cgroup_path(*self, v1_controller))
    add_upwards(out, std::filesystem::path("/sys/fs/cgroup") / std::string(v1_controller), *v1, 1);
  return out;
}

}  // namespace cpuroof::platform
