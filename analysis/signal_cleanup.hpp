#pragma once
// Removes the output being staged (a `.NAME.partial-PID` folder or file, output_dir.hpp) when SIGINT,
// SIGTERM or SIGHUP ends the process, then lets the signal end it as it would have (the exit status
// says killed by that signal). Destructors do not run on a signal: without this an interrupted
// `cpuroof fit` leaves its staging folder behind.
// One path at a time (cpuroof stages one output per command). The handler uses async-signal-safe
// calls only: the path is copied into a static buffer when registered, and removed with
// open/getdents64/unlinkat. A signal that is ignored when the first path is registered (nohup's
// SIGHUP) stays ignored.
#include <signal.h>

#include <filesystem>

namespace cpuroof::analysis {

// From now on, those signals remove `path` (made absolute), a folder with its contents or a file.
// Throws std::logic_error while another path is registered.
void remove_on_signal(const std::filesystem::path& path);
// Forgets the path: it was committed under its final name, or removed already.
void forget_on_signal();

// Holds those signals back while alive (delivered when it ends): for work that must not stop half
// way, such as moving a set of files into place.
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
