#include "remove_at_exit.hpp"

#include <limits.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace cpuroof::bench {
namespace {

// Those a user, a scheduler or a limit sends, and those a bug raises (an abort, a fault): whatever
// ends the run, the staging file goes with it.
constexpr int kSignals[] = {SIGINT,  SIGTERM, SIGHUP,  SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1,
                            SIGUSR2, SIGXCPU, SIGABRT, SIGSEGV, SIGBUS,  SIGFPE,  SIGILL};

char g_paths[kMaxRemovedAtExit][PATH_MAX];
volatile std::sig_atomic_t g_armed[kMaxRemovedAtExit] = {};

void remove_armed() {
  for (int slot = 0; slot < kMaxRemovedAtExit; ++slot)
    if (g_armed[slot]) {
      ::unlink(g_paths[slot]);
      g_armed[slot] = 0;
    }
}

void on_signal(int sig) {
  const int saved_errno = errno;
  remove_armed();
  // SA_RESETHAND restored the default action, and the signal is blocked until this returns: it is
  // then delivered again and ends the process the way it would have without the handler.
  ::raise(sig);
  errno = saved_errno;
}

void install_once() {
  static bool installed = false;
  if (installed) return;
  installed = true;
  std::atexit(remove_armed);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  for (int sig : kSignals) sigaddset(&action.sa_mask, sig);  // one cleanup at a time
  action.sa_flags = SA_RESETHAND;
  for (int sig : kSignals) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) ::sigaction(sig, &action, nullptr);
  }
}

}  // namespace

int remove_at_exit(const std::string& path) {
  if (path.size() >= PATH_MAX) throw std::length_error("remove_at_exit: path too long: " + path);
  install_once();
  for (int slot = 0; slot < kMaxRemovedAtExit; ++slot) {
    if (g_armed[slot]) continue;
    std::memcpy(g_paths[slot], path.c_str(), path.size() + 1);
    std::atomic_signal_fence(std::memory_order_seq_cst);  // the path is whole before the handler may read it
    g_armed[slot] = 1;
    return slot;
  }
  throw std::logic_error("remove_at_exit: every slot is taken (" + path + ")");
}

void forget_at_exit(int slot) {
  if (slot >= 0 && slot < kMaxRemovedAtExit) g_armed[slot] = 0;
}

}  // namespace cpuroof::bench
