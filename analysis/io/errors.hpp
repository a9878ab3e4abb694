#pragma once
// The errors the CLI turns into a one-line message: bad input (exit 2: fix the file or the
// argument) and a failure of the environment (exit 1: a write failed, the disk is full, gnuplot did
// not render).
#include <stdexcept>
#include <string>

namespace cpuroof::analysis {

class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The message names the file it concerns (an output, or standard output) and the cause.
class EnvironmentError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cpuroof::analysis
