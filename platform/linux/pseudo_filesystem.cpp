// Kernel views on Linux (platform.hpp), told by their file systems' magic numbers.
#include <linux/magic.h>
#include <sys/vfs.h>

#include "platform/platform.hpp"

namespace cpuroof::platform {

bool is_pseudo_filesystem(const std::filesystem::path& dir) {
  struct statfs fs_info {};
  if (::statfs(dir.c_str(), &fs_info) != 0) return false;
  switch (static_cast<unsigned long>(fs_info.f_type)) {
    case PROC_SUPER_MAGIC:
    case SYSFS_MAGIC:
    case DEVPTS_SUPER_MAGIC:
    case DEBUGFS_MAGIC:
    case TRACEFS_MAGIC:
    case SECURITYFS_MAGIC:
    case CGROUP_SUPER_MAGIC:
    case CGROUP2_SUPER_MAGIC:
    case BPF_FS_MAGIC:
    case PSTOREFS_MAGIC:
      return true;
    default:
      return false;
  }
}

}  // namespace cpuroof::platform
