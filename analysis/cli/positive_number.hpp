#pragma once
// The checks of a --threads option, shared by the subcommands that take one, and of a ratio.
#include <CLI/CLI.hpp>

namespace cpuroof::analysis {

// A whole number from 1 to INT_MAX. CLI11's PositiveNumber names its bound, a 300-digit number, when
// it refuses a value.
extern const CLI::Validator kPositiveWholeNumber;

// A finite number above 0 (compare --fail-below's ratio).
extern const CLI::Validator kPositiveRatio;

}  // namespace cpuroof::analysis
