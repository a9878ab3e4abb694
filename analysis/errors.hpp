#pragma once
// Bad input: the one error type the CLI turns into a one-line message and exit status 2.
#include <stdexcept>
#include <string>

namespace cpuroof::analysis {

class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cpuroof::analysis
