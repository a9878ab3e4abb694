#pragma once
// The process's cgroup folders, where a container or a systemd unit limits memory and CPU time. A
// limit set on an ancestor applies too, so the folders come from the process's own up to the root.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::platform {

struct CgroupDir {
  std::string path;  // a folder under the cgroup mount
  int version = 2;   // 2: unified hierarchy (memory.max, cpu.max); 1: a v1 controller's own hierarchy
};

// The process's cgroup in /proc/self/cgroup's text: the "0::/path" line for v2 (controller empty),
// or the line whose controller list names `controller` for v1. nullopt when there is none.
std::optional<std::string> cgroup_path(std::string_view proc_self_cgroup, std::string_view controller);

// The folders that exist for the process's v2 cgroup (mounted at /sys/fs/cgroup, or
// /sys/fs/cgroup/unified on hybrid hosts) and its v1 `controller` cgroup (/sys/fs/cgroup/<controller>),
// each from the process's own folder up to the mount's root.
std::vector<CgroupDir> cgroup_dirs(std::string_view v1_controller);

}  // namespace cpuroof::platform
