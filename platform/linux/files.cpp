// Files and folders on Linux (platform.hpp): renaming without replacing, folder handles, and removal
// a signal handler can do.
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

#include "platform/platform.hpp"

namespace cpuroof::platform {
namespace {

// Removes what the folder open as `dir` holds. Entries are unlinked while the folder is read, which
// may make the reading skip some: it starts over until a pass finds nothing left. getdents64, not
// readdir: it allocates nothing, so a signal handler may call it.
void remove_contents(int dir, int depth) {
  alignas(struct dirent64) char buffer[2048];
  for (bool removed = true; removed;) {
    removed = false;
    if (::lseek(dir, 0, SEEK_SET) != 0) return;
    for (ssize_t got; (got = ::getdents64(dir, buffer, sizeof buffer)) > 0;)
      for (ssize_t at = 0; at < got;) {
        const auto* entry = reinterpret_cast<const struct dirent64*>(buffer + at);
        at += entry->d_reclen;
        const char* name = entry->d_name;
        if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0) continue;
        if (::unlinkat(dir, name, 0) == 0) {
          removed = true;
          continue;
        }
        if (errno != EISDIR || depth == 0) continue;
        const int sub = ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0) continue;
        remove_contents(sub, depth - 1);
        ::close(sub);
        removed = ::unlinkat(dir, name, AT_REMOVEDIR) == 0 || removed;
      }
  }
}

}  // namespace

int rename_no_replace(const char* from, const char* to) {
  return ::renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE) == 0 ? 0 : errno;
}

int open_folder_handle(const char* path) { return ::open(path, O_PATH | O_DIRECTORY | O_CLOEXEC); }

void remove_entry_signal_safe(int dir, const char* name, int max_depth) {
  if (::unlinkat(dir, name, 0) == 0 || errno != EISDIR) return;
  const int sub = ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (sub < 0) return;
  remove_contents(sub, max_depth);
  ::close(sub);
  ::unlinkat(dir, name, AT_REMOVEDIR);
}

std::vector<int> more_terminating_signals() {
  std::vector<int> s = {SIGPOLL, SIGSTKFLT, SIGPWR};
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; ++sig) s.push_back(sig);
  return s;
}

}  // namespace cpuroof::platform
