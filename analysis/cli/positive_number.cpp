#include "cli/positive_number.hpp"

#include <charconv>
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

}  // namespace cpuroof::analysis
