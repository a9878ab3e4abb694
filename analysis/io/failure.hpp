#pragma once
// How the CLI ends when a command throws: one line on stderr and an exit status that tells the
// user's bad input (2, InputError: fix the file) from a failure of the environment (1,
// EnvironmentError or a file system error: a write failed, the disk is full) and from a fault of
// cpuroof's own (3: any other exception, out of memory included; report it with the input named),
// never an abort.
#include <exception>
#include <ostream>
#include <string>

namespace cpuroof::analysis {

inline constexpr int kExitEnvironment = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitInternalError = 3;
// A gate that found a slower machine (compare --fail-below, index --health): everything is written,
// and a script's `if` sees the failure, as with a failed test.
inline constexpr int kExitGateFailed = 1;

// Writes the line for `error` (thrown while working on `input`, the files named on the command
// line) to `err` and returns the exit status.
int report_failure(const std::exception_ptr& error, const std::string& input, std::ostream& err);

}  // namespace cpuroof::analysis
