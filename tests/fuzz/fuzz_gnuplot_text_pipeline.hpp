#pragma once
// What the gnuplot-text fuzzer drives, shared by its libFuzzer target and the corpus replay test:
// arbitrary bytes through every writer of gnuplot_text.hpp, each output checked against what makes
// it safe in a script or data file. A broken invariant throws std::logic_error.
#include <string>
#include <string_view>

#include "fuzz_text_fields.hpp"
#include "gnuplot_text.hpp"
#include "printable.hpp"

namespace cpuroof::testing {

// A literal: one printable line in single quotes, each inner ' doubled and none leading (gnuplot
// misreads a leading ''), after a double-quoted string of quotes only; gnuplot reads back the text.
inline void check_gnuplot_literal(const std::string& s) {
  using namespace cpuroof::analysis;
  std::string lit = gnuplot_literal(s);
  require(printable(lit), "literal is one printable line", s);
  std::string read_back;
  if (lit.rfind("(\"", 0) == 0) {
    const std::size_t close = lit.find('"', 2);
    require(close != std::string::npos && close > 2 && lit.compare(close, 4, "\" . ") == 0 &&
                lit.back() == ')',
            "leading quotes are a double-quoted string joined on", s);
    read_back = lit.substr(2, close - 2);
    require(read_back.find_first_not_of('\'') == std::string::npos,
            "the double-quoted string holds quotes only", s);
    lit = lit.substr(close + 4, lit.size() - close - 5);
  }
  require(lit.size() >= 2 && lit.front() == '\'' && lit.back() == '\'', "literal is single-quoted",
          s);
  require(lit.size() == 2 || lit[1] != '\'', "no quote leads a single-quoted string", s);
  for (std::size_t i = 1; i + 1 < lit.size(); ++i) {
    if (lit[i] == '\'') {
      require(i + 2 < lit.size() && lit[i + 1] == '\'', "inner quotes are doubled", s);
      ++i;
    }
    read_back += lit[i];
  }
  require(read_back == printable_line(s), "literal reads back as the text", s);
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
    require(column.size() >= 2 && column.front() == '"' && column.back() == '"' &&
                column.find('"', 1) == column.size() - 1,
            "data string is double-quoted with no \" inside", s);
    const std::string part = file_name_part(s);
    require(!part.empty() && part.size() <= kFileNamePartChars && part.front() != '.',
            "file name part is short", s);
    require(part.find_first_not_of(
                "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-") ==
                std::string::npos,
            "file name part is letters, digits and ._+-", s);
  }
}

}  // namespace cpuroof::testing
