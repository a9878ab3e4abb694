#pragma once
// What the Markdown fuzzer drives, shared by its libFuzzer target, the corpus replay test and
// test_markdown: arbitrary bytes through markdown_text, markdown_code and markdown_table, each
// output checked against what keeps it literal text for a reader. A broken invariant throws
// std::logic_error.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_text_fields.hpp"
#include "io/markdown.hpp"
#include "io/printable.hpp"

namespace cpuroof::testing {

inline bool ascii_punctuation(char c) { return c > ' ' && c < 0x7f && !std::isalnum(static_cast<unsigned char>(c)); }

// Text: every markup character backslash-escaped (no HTML, link, image, code, emphasis, math,
// pipe), no block marker at the start; removing the escapes gives the text back.
inline void check_markdown_text(const std::string& s) {
  using namespace cpuroof::analysis;
  const std::string md = markdown_text(s);
  require(printable(md), "text is one printable line", s);
  std::string plain;
  for (std::size_t i = 0; i < md.size(); ++i) {
    const char c = md[i];
    if (c == '\\') {
      require(i + 1 < md.size() && ascii_punctuation(md[i + 1]), "a backslash escapes punctuation", s);
      plain += md[++i];
      continue;
    }
    require(std::string_view("`*[]|~$&").find(c) == std::string_view::npos, "markup characters are escaped", s);
    require(c != '<' || (i + 1 < md.size() && md[i + 1] == ' '), "a < before a space only", s);
    if (c == '_') {
      const bool inside_word = i > 0 && i + 1 < md.size() && std::isalnum(static_cast<unsigned char>(md[i - 1])) &&
                               std::isalnum(static_cast<unsigned char>(md[i + 1]));
      require(inside_word, "an underscore that could start emphasis is escaped", s);
    }
    plain += c;
  }
  require(md.empty() || (md.front() != ' ' && std::string_view("#>=").find(md.front()) == std::string_view::npos),
          "no heading, quote or blank at the start", s);
  require(md.rfind("- ", 0) != 0 && md.rfind("+ ", 0) != 0 && md.rfind("--", 0) != 0 && md != "-" && md != "+",
          "no list item or rule at the start", s);
  const std::size_t digits = std::min(md.find_first_not_of("0123456789"), md.size());
  require(digits == 0 || digits > 9 || digits >= md.size() || (md[digits] != '.' && md[digits] != ')') ||
              (digits + 1 < md.size() && md[digits + 1] != ' '),
          "no numbered list item at the start", s);
  std::string expected = printable_line(s);
  expected.erase(0, expected.find_first_not_of(' '));
  require(plain == expected, "text unescaped reads as the input", s);
}

// A code span: fenced by a backtick run longer than any inside, holding the text.
inline void check_markdown_code(const std::string& s) {
  using namespace cpuroof::analysis;
  const std::string code = markdown_code(s);
  require(printable(code), "code span is one printable line", s);
  const std::size_t fence = code.find_first_not_of('`');
  require(fence != std::string::npos && fence > 0 && code.size() >= 2 * fence + 1 &&
              code.compare(code.size() - fence, fence, std::string(fence, '`')) == 0 &&
              code[code.size() - fence - 1] != '`',
          "code span is fenced alike on both sides", s);
  std::string inner = code.substr(fence, code.size() - 2 * fence);
  std::size_t run = 0, longest = 0;
  for (char c : inner) longest = std::max(longest, run = c == '`' ? run + 1 : 0);
  require(longest < fence, "no backtick run inside as long as the fence", s);
  // As CommonMark reads a span: one space dropped from each side where both are spaces, unless all
  // are.
  if (inner.size() >= 2 && inner.front() == ' ' && inner.back() == ' ' &&
      inner.find_first_not_of(' ') != std::string::npos)
    inner = inner.substr(1, inner.size() - 2);
  const std::string text = printable_line(s);
  require(inner == text || (text.empty() && inner == " "), "code span holds the text", s);
}

// A pipe not escaped by a backslash ends a table cell.
inline std::size_t cell_boundaries(const std::string& line) {
  std::size_t n = 0, backslashes = 0;
  for (char c : line) {
    if (c == '|' && backslashes % 2 == 0) ++n;
    backslashes = c == '\\' ? backslashes + 1 : 0;
  }
  return n;
}

// A table: a line per row, each with exactly the header's cells, whatever the cells hold.
inline void check_markdown_table(const std::vector<std::string>& fields, std::string_view input) {
  using namespace cpuroof::analysis;
  const std::vector<std::string> header(fields.begin(), fields.begin() + std::min<std::size_t>(2, fields.size()));
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = header.size(); i < fields.size(); i += 2)
    rows.push_back({fields[i], i + 1 < fields.size() ? fields[i + 1] : ""});
  for (const std::set<std::size_t>& code : {std::set<std::size_t>{}, std::set<std::size_t>{1}}) {
    const std::string table = markdown_table(header, rows, code);
    std::size_t lines = 0;
    for (std::size_t at = 0; at < table.size(); ++lines) {
      const std::size_t end = table.find('\n', at);
      require(end != std::string::npos, "a table ends its lines", input);
      const std::string line = table.substr(at, end - at);
      require(printable(line), "a table line is printable", input);
      require(cell_boundaries(line) == header.size() + 1, "every line has the header's cells", input);
      at = end + 1;
    }
    require(lines == rows.size() + 2, "a line per row", input);
  }
}

inline void fuzz_markdown_pipeline(std::string_view data) {
  const std::vector<std::string> fields = text_fields(data);
  for (const std::string& s : fields) {
    check_markdown_text(s);
    check_markdown_code(s);
  }
  check_markdown_table(fields, data);
}

}  // namespace cpuroof::testing
