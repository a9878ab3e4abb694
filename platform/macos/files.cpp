// Files and folders on macOS (platform.hpp): renaming without replacing, folder handles, and removal
// a signal handler can do.
#include <fcntl.h>
#include <stdio.h>
#include <sys/attr.h>
#include <unistd.h>

#include <cerrno>
#include <cstddef>
#include <csignal>
#include <cstdint>
#include <cstring>

#include "platform/platform.hpp"

namespace cpuroof::platform {
namespace {

// One entry of getattrlistbulk's buffer for the attributes asked below, in the order the kernel
// writes them (sys/attr.h): the entry's length, the attributes returned, the name's reference (its
// offset counted from the reference itself).
struct BulkEntry {
  std::uint32_t length;
  attribute_set_t returned;
  attrreference_t name;
} __attribute__((packed));

// unlink of a folder fails with EPERM on macOS (EISDIR on Linux).
bool is_folder_error(int error) { return error == EPERM || error == EISDIR; }

// Removes what the folder open as `dir` holds. getattrlistbulk, not readdir: readdir (and fdopendir)
// allocate, while getattrlistbulk is a system call writing into the caller's buffer, as Linux's
// getdents64 (it is not on POSIX's async-signal-safe list, nor is getdents64). Entries are unlinked
// while the folder is read, which may make the reading skip some: it starts over until a pass finds
// nothing left.
void remove_contents(int dir, int depth) {
  attrlist request{};
  request.bitmapcount = ATTR_BIT_MAP_COUNT;
  request.commonattr = ATTR_CMN_RETURNED_ATTRS | ATTR_CMN_NAME;
  alignas(8) char buffer[4096];
  for (bool removed = true; removed;) {
    removed = false;
    if (::lseek(dir, 0, SEEK_SET) != 0) return;
    for (int got; (got = ::getattrlistbulk(dir, &request, buffer, sizeof buffer, 0)) > 0;) {
      std::size_t at = 0;
      for (int i = 0; i < got; ++i) {
        if (at + sizeof(BulkEntry) > sizeof buffer) break;
        BulkEntry entry;
        std::memcpy(&entry, buffer + at, sizeof entry);
        const std::size_t next = at + entry.length;
        if (entry.length < sizeof(BulkEntry) || next > sizeof buffer) break;  // not the layout asked for
        const std::size_t reference_at = at + offsetof(BulkEntry, name);
        const std::size_t name_at = reference_at + static_cast<std::uint32_t>(entry.name.attr_dataoffset);
        const bool named = (entry.returned.commonattr & ATTR_CMN_NAME) != 0 && entry.name.attr_dataoffset > 0 &&
                           entry.name.attr_length > 0 && name_at + entry.name.attr_length <= next;
        at = next;
        const char* name = buffer + name_at;
        if (!named || name[entry.name.attr_length - 1] != '\0') continue;  // a name the kernel did not give
        if (::unlinkat(dir, name, 0) == 0) {
          removed = true;
          continue;
        }
        if (!is_folder_error(errno) || depth == 0) continue;
        const int sub = ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0) continue;
        remove_contents(sub, depth - 1);
        ::close(sub);
        removed = ::unlinkat(dir, name, AT_REMOVEDIR) == 0 || removed;
      }
    }
  }
}

}  // namespace

int rename_no_replace(const char* from, const char* to) { return ::renamex_np(from, to, RENAME_EXCL) == 0 ? 0 : errno; }

// O_SEARCH (macOS 13's headers: O_EXEC | O_DIRECTORY) opens a folder for the *at calls without read
// permission, as Linux's O_PATH; a macOS without it refuses the flag, and the folder is opened to read.
int open_folder_handle(const char* path) {
#if defined(O_SEARCH)
  const int fd = ::open(path, O_SEARCH | O_CLOEXEC);
  if (fd >= 0 || errno != EINVAL) return fd;
#endif
  return ::open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

void remove_entry_signal_safe(int dir, const char* name, int max_depth) {
  if (::unlinkat(dir, name, 0) == 0 || !is_folder_error(errno)) return;
  const int sub = ::openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (sub < 0) return;
  remove_contents(sub, max_depth);
  ::close(sub);
  ::unlinkat(dir, name, AT_REMOVEDIR);
}

// Of <sys/signal.h>'s signals only SIGEMT terminates by default beyond the common ones and the
// faults; SIGIO, SIGURG, SIGWINCH and SIGINFO are ignored by default; macOS has no real-time signals.
std::vector<int> more_terminating_signals() { return {SIGEMT}; }

}  // namespace cpuroof::platform
