#pragma once
// Shared by the writer fuzzers (fuzz_gnuplot_text, fuzz_markdown): the input's bytes as the strings
// handed to a writer (split at the unit separator, 0x1f), and the check that a broken invariant is
// a bug, not bad input.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "io/printable.hpp"

namespace cpuroof::testing {

inline std::vector<std::string> text_fields(std::string_view data) {
  std::vector<std::string> out(1);
  for (char c : data) {
    if (c == '\x1f')
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// Throws std::logic_error naming the invariant and the input when `holds` is false.
inline void require(bool holds, const char* invariant, std::string_view input) {
  if (!holds)
    throw std::logic_error(std::string(invariant) + " broken for input '" +
                           analysis::printable_line(input.substr(0, 200)) + "'");
}

// No control character, valid UTF-8: printable_line leaves it as it is.
inline bool printable(const std::string& s) { return analysis::printable_line(s) == s; }

}  // namespace cpuroof::testing
