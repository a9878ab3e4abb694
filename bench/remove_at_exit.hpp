#pragma once
// Removes the files a run is writing under temporary names (staged_out_file.hpp) however the
// process ends before they are renamed into place: at exit() (a failed write stops the run from
// inside a reporter) and when a signal that ends the process arrives (SIGINT, SIGTERM, SIGHUP,
// SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, and a bug's SIGABRT, SIGSEGV, SIGBUS,
// SIGFPE, SIGILL; then the signal ends it as it would have, and the exit status says so). A signal
// ignored or handled by someone else when the first path is registered (nohup's SIGHUP, a
// sanitizer's SIGSEGV) is left so. The handler only calls unlink(): the paths are copied into
// static buffers when registered, as given (the bench never changes its working folder, which may
// be deeper than PATH_MAX).
#include <string>

namespace cpuroof::bench {

// At most this many paths at once: the staged JSON and the copy its context is rewritten through.
inline constexpr int kMaxRemovedAtExit = 2;

// From now on, exit and those signals remove `path`. Returns its slot for forget_at_exit(); throws
// std::logic_error when every slot is taken, std::length_error for a path of PATH_MAX or more.
int remove_at_exit(const std::string& path);
// The path in `slot` was renamed into place or removed already: it is left alone from now on.
void forget_at_exit(int slot);

}  // namespace cpuroof::bench
