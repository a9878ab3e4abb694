#include "plot/gnuplot.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "io/signal_cleanup.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// The first non-empty line of gnuplot's messages: it names the script line that failed.
std::string first_line(const fs::path& log) {
  std::ifstream in(log);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r^") != std::string::npos) return line;
  return "";
}

}  // namespace

std::string find_gnuplot() {
  const char* path = std::getenv("PATH");
  if (!path) return "";
  std::stringstream dirs(path);
  for (std::string d; std::getline(dirs, d, ':');) {
    const fs::path candidate = fs::path(d.empty() ? "." : d) / "gnuplot";
    if (::access(candidate.c_str(), X_OK) == 0 && !fs::is_directory(candidate)) return candidate.string();
  }
  return "";
}

RenderOutcome run_gnuplot(const std::string& program, const fs::path& dir, const std::string& script, int timeout_s) {
  using Status = RenderOutcome::Status;
  if (program.empty()) return {Status::no_gnuplot, "gnuplot is not installed"};
  const fs::path log = dir / ".gnuplot.log";
  // In a process group of its own that a signal ending cpuroof kills (io/signal_cleanup.hpp), as the
  // time limit does: nothing gnuplot starts outlives cpuroof.
  const pid_t pid = fork_killed_on_signal();
  if (pid < 0) return {Status::failed, std::string("cannot start gnuplot: ") + std::strerror(errno)};
  if (pid == 0) {
    const int in = ::open("/dev/null", O_RDONLY);
    if (in >= 0) ::dup2(in, 0);
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0644);
    if (fd >= 0) ::dup2(fd, 1), ::dup2(fd, 2);
    if (::chdir(dir.c_str()) != 0) ::_exit(126);
    ::execl(program.c_str(), program.c_str(), script.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s);
  bool timed_out = false;
  int wait_errno = 0;
  for (;;) {
    // Seen ended but not reaped: its pid, the group's id, stays taken until what is left of the
    // group is killed.
    siginfo_t info{};
    const int got = ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
    if (got == 0 && info.si_pid == pid) break;
    if (got < 0 && errno != EINTR) {
      wait_errno = errno;
      break;
    }
    if (std::chrono::steady_clock::now() > deadline) {
      timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ::kill(-pid, SIGKILL);
  forget_child();
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (timed_out || wait_errno != 0) {
    std::error_code ec;
    fs::remove(log, ec);
    if (wait_errno != 0) return {Status::failed, std::string("waiting for gnuplot: ") + std::strerror(wait_errno)};
    return {Status::failed, "gnuplot did not finish within " + std::to_string(timeout_s) + " s"};
  }
  const std::string message = first_line(log);
  std::error_code ec;
  fs::remove(log, ec);
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {Status::rendered, ""};
  if (WIFEXITED(status) && WEXITSTATUS(status) == 127) return {Status::no_gnuplot, "cannot run " + program};
  const std::string how = WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status))
                                            : "signal " + std::to_string(WTERMSIG(status));
  return {Status::failed, "gnuplot failed (" + how + ")" + (message.empty() ? "" : ": " + message)};
}

}  // namespace cpuroof::analysis
