#pragma once
// The check of a --threads option, shared by the subcommands that take one.
#include <CLI/CLI.hpp>

namespace cpuroof::analysis {

// A whole number from 1 to INT_MAX. CLI11's PositiveNumber names its bound, a 300-digit number, when
// it refuses a value.
extern const CLI::Validator kPositiveWholeNumber;

}  // namespace cpuroof::analysis
