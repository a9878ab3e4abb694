#include "io/signal_cleanup.hpp"

#include <fcntl.h>
#include <limits.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/errors.hpp"
#include "platform/platform.hpp"

namespace cpuroof::analysis {
namespace {

// Signals that end the process by default and may come from outside at any moment (kill, the
// terminal, a batch system, a timer, a closed pipe, a resource limit). SIGXFSZ is among them,
// though the CLI ignores it (main.cpp): a file grown past `ulimit -f` is then a write error.
std::vector<int> asynchronous_signals() {
  std::vector<int> s = {SIGHUP,  SIGINT,  SIGQUIT, SIGPIPE,   SIGALRM, SIGTERM,
                        SIGUSR1, SIGUSR2, SIGPROF, SIGVTALRM, SIGXCPU, SIGXFSZ};
  for (int sig : platform::more_terminating_signals()) s.push_back(sig);
  return s;
}
// Faults of the process itself: the handler cleans up before the default action (a core dump).
constexpr int kFaultSignals[] = {SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS};
// Nesting the staging code creates: one level (gnuplot writes flat); deeper folders are left.
constexpr int kMaxDepth = 4;

// The registered path: its folder, held open, and its name there.
char g_name[NAME_MAX + 1];
int g_dir = -1;
// The folders created for it: open as the folder above the topmost, and their path from there.
char g_created[PATH_MAX];
int g_created_dir = -1;
volatile std::sig_atomic_t g_armed = 0;
// The registered child, leader of its own process group; 0 when none.
volatile pid_t g_child = 0;
// The signals whose handler this file installed (they had their default action before).
bool g_installed[NSIG];

sigset_t asynchronous_set() {
  sigset_t set;
  sigemptyset(&set);
  for (int sig : asynchronous_signals()) sigaddset(&set, sig);
  return set;
}

// Removes the empty folders `chain` ("a/b/c": c, then b, then a) in the folder open as `dir`; the
// chain is cut short in place.
void remove_chain(int dir, char* chain) {
  for (;;) {
    if (::unlinkat(dir, chain, AT_REMOVEDIR) != 0) return;
    char* last_slash = nullptr;
    for (char* c = chain; *c != '\0'; ++c)
      if (*c == '/') last_slash = c;
    if (last_slash == nullptr) return;
    *last_slash = '\0';
  }
}

void on_signal(int sig) {
  const int saved_errno = errno;
  // The child first: it may be writing into the staging folder.
  if (const pid_t child = g_child; child > 0) {
    ::kill(-child, SIGKILL);
    while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
    }
  }
  if (g_armed) {
    platform::remove_entry_signal_safe(g_dir, g_name, kMaxDepth);
    if (g_created_dir >= 0) remove_chain(g_created_dir, g_created);
  }
  // SA_RESETHAND restored the default action, and the signal is blocked until this returns: it is
  // then delivered again and ends the process the way it would have without the handler.
  ::raise(sig);
  errno = saved_errno;
}

void install_handlers() {
  static bool installed = false;
  if (installed) return;
  installed = true;
  // A stack of its own, so that a stack overflow's SIGSEGV still cleans up.
  static char alternate_stack[1 << 16];
  stack_t stack{};
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  ::sigaltstack(&stack, nullptr);
  std::vector<int> all = asynchronous_signals();
  all.insert(all.end(), std::begin(kFaultSignals), std::end(kFaultSignals));
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);  // one cleanup at a time
  for (int sig : all) sigaddset(&action.sa_mask, sig);
  action.sa_flags = SA_RESETHAND | SA_ONSTACK;
  for (int sig : all) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL && !(old.sa_flags & SA_SIGINFO))
      g_installed[sig] = ::sigaction(sig, &action, nullptr) == 0;
  }
}

}  // namespace

void remove_on_signal(const std::filesystem::path& path, const std::vector<std::filesystem::path>& created) {
  namespace fs = std::filesystem;
  if (g_armed) throw std::logic_error("remove_on_signal: " + std::string(g_name) + " is still registered");
  const std::string name = path.filename().string();
  if (name.empty() || name == "." || name == ".." || name.size() > NAME_MAX)
    throw std::logic_error("remove_on_signal: not a name within a folder: " + path.string());
  const auto open_folder = [](const fs::path& folder) {
    const int dir = platform::open_folder_handle(folder.c_str());
    if (dir < 0) throw EnvironmentError(folder.string() + ": cannot open folder (" + std::strerror(errno) + ")");
    return dir;
  };
  const int dir = open_folder(path.has_parent_path() ? path.parent_path() : ".");
  int created_dir = -1;
  if (!created.empty()) {
    fs::path chain = created.back().filename();
    for (std::size_t i = created.size() - 1; i-- > 0;) chain /= created[i].filename();
    // A chain too long to hold is left on a signal (an empty folder, never a partial result).
    if (chain.string().size() < sizeof g_created) {
      try {
        const fs::path& top = created.back();
        created_dir = open_folder(top.has_parent_path() ? top.parent_path() : ".");
      } catch (...) {
        ::close(dir);
        throw;
      }
      std::memcpy(g_created, chain.c_str(), chain.string().size() + 1);
    }
  }
  install_handlers();
  std::memcpy(g_name, name.c_str(), name.size() + 1);
  g_dir = dir;
  g_created_dir = created_dir;
  std::atomic_signal_fence(std::memory_order_seq_cst);  // the path is whole before the handler may read it
  g_armed = 1;
}

void forget_on_signal() {
  if (!g_armed) return;
  g_armed = 0;
  std::atomic_signal_fence(std::memory_order_seq_cst);
  ::close(g_dir);
  if (g_created_dir >= 0) ::close(g_created_dir);
  g_dir = g_created_dir = -1;
}

pid_t fork_killed_on_signal() {
  if (g_child > 0)
    throw std::logic_error("fork_killed_on_signal: child " + std::to_string(g_child) + " is still registered");
  install_handlers();
  // Held back until the child is registered: a signal in between would leave it running.
  const sigset_t hold = asynchronous_set();
  sigset_t before;
  ::sigprocmask(SIG_BLOCK, &hold, &before);
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid == 0) {
    // Only async-signal-safe calls until the caller's exec.
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; ++sig)
      if (g_installed[sig]) ::sigaction(sig, &dfl, nullptr);
    ::setpgid(0, 0);
    platform::die_with_parent();
    if (::getppid() != parent) ::_exit(127);  // cpuroof is gone already
    ::sigprocmask(SIG_SETMASK, &before, nullptr);
    return 0;
  }
  const int fork_errno = errno;
  if (pid > 0) {
    ::setpgid(pid, pid);  // also here: the group exists before a signal may kill it
    g_child = pid;
  }
  ::sigprocmask(SIG_SETMASK, &before, nullptr);
  errno = fork_errno;
  return pid;
}

void forget_child() { g_child = 0; }

SignalsDeferred::SignalsDeferred() {
  const sigset_t set = asynchronous_set();
  ::sigprocmask(SIG_BLOCK, &set, &before_);
}

SignalsDeferred::~SignalsDeferred() { ::sigprocmask(SIG_SETMASK, &before_, nullptr); }

}  // namespace cpuroof::analysis
