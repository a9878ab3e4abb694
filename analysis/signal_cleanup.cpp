#include "signal_cleanup.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>

namespace cpuroof::analysis {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
// Nesting the staging code creates: one level (gnuplot writes flat); deeper folders are left.
constexpr int kMaxDepth = 4;

char g_path[PATH_MAX];
volatile std::sig_atomic_t g_armed = 0;

sigset_t cleanup_signals() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : kSignals) sigaddset(&set, sig);
  return set;
}

// Removes what the folder open as `dir` holds. Entries are unlinked while the folder is read, which
// may make the reading skip some: it starts over until a pass finds nothing left.
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

void remove_path(const char* path) {
  if (::unlink(path) == 0 || errno != EISDIR) return;
  const int dir = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0) return;
  remove_contents(dir, kMaxDepth);
  ::close(dir);
  ::rmdir(path);
}

void on_signal(int sig) {
  const int saved_errno = errno;
  if (g_armed) remove_path(g_path);
  // SA_RESETHAND restored the default action, and the signal is blocked until this returns: it is
  // then delivered again and ends the process the way it would have without the handler.
  ::raise(sig);
  errno = saved_errno;
}

void install_handlers() {
  static bool installed = false;
  if (installed) return;
  installed = true;
  struct sigaction action {};
  action.sa_handler = on_signal;
  action.sa_mask = cleanup_signals();  // one cleanup at a time
  action.sa_flags = SA_RESETHAND;
  for (int sig : kSignals) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) ::sigaction(sig, &action, nullptr);
  }
}

}  // namespace

void remove_on_signal(const std::filesystem::path& path) {
  if (g_armed) throw std::logic_error("remove_on_signal: " + std::string(g_path) + " is still registered");
  const std::string absolute = std::filesystem::absolute(path).string();
  if (absolute.size() >= sizeof g_path) throw std::length_error("remove_on_signal: path too long: " + absolute);
  install_handlers();
  std::memcpy(g_path, absolute.c_str(), absolute.size() + 1);
  std::atomic_signal_fence(std::memory_order_seq_cst);  // the path is whole before the handler may read it
  g_armed = 1;
}

void forget_on_signal() { g_armed = 0; }

SignalsDeferred::SignalsDeferred() {
  const sigset_t set = cleanup_signals();
  ::sigprocmask(SIG_BLOCK, &set, &before_);
}

SignalsDeferred::~SignalsDeferred() { ::sigprocmask(SIG_SETMASK, &before_, nullptr); }

}  // namespace cpuroof::analysis
