#pragma once
// What a signal that ends the process must not leave behind: the output being staged (a hidden
// `.NAME.partial-PID` folder or file, output_dir.hpp) and gnuplot, the one child cpuroof starts.
// Every signal whose default action ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1,
// SIGPIPE, SIGALRM, the real-time ones, ... and the faults SIGSEGV, SIGABRT, ...) first kills the
// child's process group and reaps it, then removes the staged output, then ends the process as it
// would have (the exit status says killed by that signal). Destructors do not run on a signal:
// without this an interrupted `cpuroof fit` leaves its staging folder, and gnuplot runs on.
// One path and one child at a time (cpuroof stages one output per command). The handler uses
// async-signal-safe calls only: the path is held as an open folder and a name within it (any depth
// of working folder), removed by platform::remove_entry_signal_safe. A signal that is ignored when the
// first path is registered (nohup's SIGHUP) stays ignored.
#include <signal.h>
#include <sys/types.h>

#include <filesystem>
#include <vector>

namespace cpuroof::analysis {

// From now on, those signals remove `path`, a folder with its contents or a file, then the folders
// `created` for it (deepest first, each in the next), if empty. Its folder must exist. Throws
// std::logic_error while another path is registered.
void remove_on_signal(const std::filesystem::path& path, const std::vector<std::filesystem::path>& created = {});
// Forgets the path: it was committed under its final name, or removed already.
void forget_on_signal();

// fork(2) for a child that those signals kill: it leads a process group of its own (the whole
// group is killed with SIGKILL), and it is killed too if cpuroof dies without a handler running
// (SIGKILL). In the child (0 returned) every signal has the action it had before cpuroof set any.
// Throws std::logic_error while another child is registered; returns -1 (errno set) if fork fails.
pid_t fork_killed_on_signal();
// Forgets the child: it has ended (call before reaping it, so that its pid cannot be reused
// meanwhile).
void forget_child();

// Holds the asynchronous ones of those signals back while alive (delivered when it ends): for work
// that must not stop half way, such as moving a set of files into place.
class SignalsDeferred {
 public:
  SignalsDeferred();
  SignalsDeferred(const SignalsDeferred&) = delete;
  SignalsDeferred& operator=(const SignalsDeferred&) = delete;
  ~SignalsDeferred();

 private:
  sigset_t before_;  // the mask to restore
};

}  // namespace cpuroof::analysis
