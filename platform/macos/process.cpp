// Descriptors, kernel views and parent death on macOS (platform.hpp).
#include <sys/mount.h>
#include <sys/param.h>

#include <cstring>
#include <regex>

#include "platform/platform.hpp"

namespace cpuroof::platform {

// macOS names descriptors /dev/stdout, /dev/stderr and /dev/fd/N (fdesc, mounted on /dev); no procfs.
bool names_open_descriptor(const std::string& path) {
  static const std::regex names("/dev/(stdout|stderr|fd/[0-9]+)");
  return std::regex_match(path, names);
}

// devfs (/dev) is macOS's one kernel view among the file systems a user meets; fdesc's /dev/fd sits in it.
bool is_pseudo_filesystem(const std::filesystem::path& dir) {
  struct statfs fs_info {};
  if (::statfs(dir.c_str(), &fs_info) != 0) return false;
  for (const char* kernel_view : {"devfs", "fdesc"})
    if (std::strncmp(fs_info.f_fstypename, kernel_view, sizeof fs_info.f_fstypename) == 0) return true;
  return false;
}

// macOS has no PR_SET_PDEATHSIG, and nothing async-signal-safe between fork and exec replaces it (a
// kqueue watching the parent needs a thread of its own). Nothing is done: a child outlives a parent
// killed by SIGKILL; the parent's handled signals still kill the child's process group
// (analysis/io/signal_cleanup.cpp), which covers every death it can see.
void die_with_parent() {}

}  // namespace cpuroof::platform
