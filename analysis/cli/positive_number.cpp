#include "cli/positive_number.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace cpuroof::analysis {

const CLI::Validator kPositiveWholeNumber(
    [](std::string& value) -> std::string {
      int n = 0;
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (error == std::errc::result_out_of_range && value.front() != '-')
        return value + " is too large (at most " + std::to_string(std::numeric_limits<int>::max()) + ")";
      if (error != std::errc() || end != value.data() + value.size() || n < 1)
        return value + " is not a positive whole number";
      return "";
    },
    "POSITIVE");

const CLI::Validator kPositiveRatio(
    [](std::string& value) -> std::string {
      char* end = nullptr;
      const double v = std::strtod(value.c_str(), &end);
      if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(v) || !(v > 0))
        return value + " is not a number above 0";
      return "";
    },
    "RATIO");

}  // namespace cpuroof::analysis
