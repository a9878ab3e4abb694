#pragma once
// What the gnuplot-text fuzzer drives, shared by its libFuzzer target and the corpus replay test:
// arbitrary bytes through every writer of io/gnuplot_text.hpp, each output checked against what makes
// it safe in a script or data file. A broken invariant throws std::logic_error.
#include <string>
#include <string_view>

#include "fuzz_text_fields.hpp"
#include "io/gnuplot_text.hpp"
#include "io/printable.hpp"

namespace cpuroof::testing {

// A literal: one printable line, a single-quoted string without quotes, or in parentheses such
// strings joined by " . " to double-quoted runs of quotes (gnuplot misreads '' at a string's start
// and '''' anywhere); gnuplot reads back the text.
inline void check_gnuplot_literal(const std::string& s) {
  using namespace cpuroof::analysis;
  const std::string lit = gnuplot_literal(s);
  require(printable(lit), "literal is one printable line", s);
  const bool joined = !lit.empty() && lit.front() == '(';
  require(!joined || lit.back() == ')', "joined strings are in parentheses", s);
  const std::string parts = joined ? lit.substr(1, lit.size() - 2) : lit;
  std::string read_back;
  for (std::size_t at = 0; at < parts.size();) {
    if (at > 0) {
      require(parts.compare(at, 3, " . ") == 0, "strings are joined by ' . '", s);
      at += 3;
    }
    require(at < parts.size() && (parts[at] == '\'' || parts[at] == '"'), "a part is quoted", s);
    const char mark = parts[at];
    const std::size_t close = parts.find(mark, at + 1);
    require(close != std::string::npos, "a part is closed", s);
    const std::string inner = parts.substr(at + 1, close - at - 1);
    if (mark == '"')
      require(!inner.empty() && inner.find_first_not_of('\'') == std::string::npos,
              "a double-quoted part holds quotes only", s);
    read_back += inner;
    at = close + 1;
  }
  require(joined || lit.size() >= 2, "a literal without quotes is one single-quoted string", s);
  require(read_back.find("]]>") == std::string::npos, "no ]]> for an SVG to hold", s);
  require(read_back == svg_text(s), "literal reads back as the text", s);
  std::string text = read_back;
  for (auto at = text.find(kZeroWidthSpace); at != std::string::npos; at = text.find(kZeroWidthSpace, at))
    text.erase(at, 3);
  const std::string printable = printable_line(s);
  if (printable.find(kZeroWidthSpace) == std::string::npos)
    require(text == printable, "the text is the input's, but for the spaces that break ]]>", s);
}

inline void fuzz_gnuplot_text_pipeline(std::string_view data) {
  using namespace cpuroof::analysis;
  for (const std::string& s : text_fields(data)) {
    check_gnuplot_literal(s);
    const std::string comment = gnuplot_comment(s);
    require(printable(comment), "comment is one printable line", s);
    require(comment.empty() || comment.back() != '\\', "comment does not end in a backslash", s);
    const std::string column = gnuplot_data_string(s);
    require(printable(column), "data string is one printable line", s);
    require(
        column.size() >= 2 && column.front() == '"' && column.back() == '"' && column.find('"', 1) == column.size() - 1,
        "data string is double-quoted with no \" inside", s);
    const std::string part = file_name_part(s);
    require(!part.empty() && part.size() <= kFileNamePartChars && part.front() != '.', "file name part is short", s);
    require(part.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-") ==
                std::string::npos,
            "file name part is letters, digits and ._+-", s);
  }
}

}  // namespace cpuroof::testing
