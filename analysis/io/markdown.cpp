#include "io/markdown.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "io/printable.hpp"

namespace cpuroof::analysis {
namespace {

bool ascii_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// Whether line[i] would be read as markup: anywhere, or (the block markers) at the start of a
// `block`'s line, where the text may stand in a list item or a paragraph of its own; a table cell
// holds inline text only.
bool markup_at(const std::string& line, std::size_t i, bool block) {
  const char c = line[i];
  const char next = i + 1 < line.size() ? line[i + 1] : ' ';
  switch (c) {
    case '\\':
    case '`':
    case '*':
    case '[':
    case ']':
    case '|':
    case '~':
    case '$':
    case '&':
      return true;
    case '<':  // a tag, comment or autolink; "< 1 KiB" is none
      return i + 1 == line.size() || next != ' ';
    case '_':  // intraword underscores never start emphasis
      return i == 0 || !ascii_alnum(line[i - 1]) || !ascii_alnum(next);
    case '#':
    case '>':
    case '=':
      return block && i == 0;
    case '-':
    case '+':
      return block && i == 0 && (next == ' ' || next == '-');
    case '.':
    case ')':  // "1. " starts an ordered list
      return block && i > 0 && i < 10 && next == ' ' &&
             std::all_of(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(i),
                         [](char d) { return d >= '0' && d <= '9'; });
    default:
      return false;
  }
}

// A table cell's pipes escaped, but not one a backslash already escapes: `\|` is a pipe in the cell
// (inside a code span too), `\\|` a backslash and then the cell's end.
std::string escape_pipes(const std::string& cell) {
  std::string out;
  std::size_t backslashes = 0;
  for (char c : cell) {
    if (c == '|' && backslashes % 2 == 0) out += '\\';
    backslashes = c == '\\' ? backslashes + 1 : 0;
    out += c;
  }
  return out;
}

bool numeric(const std::string& s) {
  if (s.empty()) return false;
  const char c = s.front();
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.';
}

std::string escaped_text(std::string_view s, bool block) {
  std::string line = printable_line(s);
  line.erase(0, line.find_first_not_of(' '));
  std::string out;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (markup_at(line, i, block)) out += '\\';
    out += line[i];
  }
  return out;
}

}  // namespace

std::string markdown_text(std::string_view s) { return escaped_text(s, true); }

std::string markdown_code(std::string_view s) {
  const std::string line = printable_line(s);
  if (line.empty()) return "` `";  // a span holds at least a character: the nearest is a space
  std::size_t longest = 0, run = 0;
  for (char c : line) longest = std::max(longest, run = c == '`' ? run + 1 : 0);
  const std::string fence(longest + 1, '`');
  // A space on each side, which the span drops again, where the text starts or ends with a backtick
  // (it would join the fence) or with a space on both sides (the span would drop those).
  const bool blank = line.find_first_not_of(' ') == std::string::npos;
  const bool pad = line.front() == '`' || line.back() == '`' || (!blank && line.front() == ' ' && line.back() == ' ');
  return fence + (pad ? " " : "") + line + (pad ? " " : "") + fence;
}

std::string markdown_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                           const std::set<std::size_t>& code_columns) {
  std::string out = "|";
  for (const auto& h : header) out += " " + escaped_text(h, false) + " |";
  out += "\n|";
  for (std::size_t c = 0; c < header.size(); ++c) {
    bool right = !rows.empty();
    for (const auto& row : rows)
      if (c < row.size() && !row[c].empty() && row[c] != "–" && !numeric(row[c])) right = false;
    out += right ? "---:|" : "---|";
  }
  out += "\n";
  for (const auto& row : rows) {
    out += "|";
    for (std::size_t c = 0; c < header.size(); ++c) {
      const std::string cell = c < row.size() ? row[c] : "";
      const bool code = code_columns.count(c) > 0;
      out += " " + (code ? escape_pipes(markdown_code(cell)) : escaped_text(cell, false)) + " |";
    }
    out += "\n";
  }
  return out;
}

std::string readable(double v, int digits, bool positive_only) {
  if (std::isnan(v) || (positive_only && v <= 0)) return "–";
  if (v == 0) return "0";
  const double mag = std::floor(std::log10(std::fabs(v)));
  if (mag < -4 || mag >= 9) return fmt::format("{:.{}g}", v, digits);
  const int decimals = std::max(0, digits - 1 - static_cast<int>(mag));
  return fmt::format("{:.{}f}", v, decimals);
}

std::string percent(double fraction) {
  if (std::isnan(fraction)) return "–";
  return fmt::format("{:.0f}%", 100 * fraction);
}

std::string percentile_name(double q) {
  const long n = std::lround(100 * q);
  const char* suffix = n % 100 >= 11 && n % 100 <= 13 ? "th"
                       : n % 10 == 1                  ? "st"
                       : n % 10 == 2                  ? "nd"
                       : n % 10 == 3                  ? "rd"
                                                      : "th";
  return fmt::format("{}{} percentile", n, suffix);
}

std::string threads_word(int threads) { return fmt::format("{} thread{}", threads, threads == 1 ? "" : "s"); }

std::string bytes_binary(double bytes) {
  if (std::isnan(bytes) || bytes <= 0) return "–";
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (bytes >= 1024 && u < 4) {
    bytes /= 1024;
    ++u;
  }
  return fmt::format("{} {}", readable(bytes, 3), units[u]);
}

}  // namespace cpuroof::analysis
