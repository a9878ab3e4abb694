#include "io/gnuplot_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "io/printable.hpp"

namespace cpuroof::analysis {

std::string svg_text(std::string_view s) {
  std::string text = printable_line(s);
  for (std::size_t at = text.find("]]>"); at != std::string::npos; at = text.find("]]>", at + 3))
    text.insert(at + 2, kZeroWidthSpace);
  return text;
}

std::string gnuplot_literal(std::string_view s) {
  const std::string text = svg_text(s);
  if (text.find('\'') == std::string::npos) return "'" + text + "'";
  // gnuplot 5.4 reads a doubled quote only after another character ('a''b'), not at the start or
  // twice in a row: each run of quotes is a double-quoted string of its own, which holds nothing
  // to expand, joined to the single-quoted rest.
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    const bool quotes = text[at] == '\'';
    const std::size_t end = std::min(quotes ? text.find_first_not_of('\'', at) : text.find('\'', at), text.size());
    const char mark = quotes ? '"' : '\'';
    out += (out.empty() ? "(" : " . ") + std::string(1, mark) + text.substr(at, end - at) + mark;
    at = end;
  }
  return out + ")";
}

std::string gnuplot_comment(std::string_view s) {
  std::string out = printable_line(s);
  while (!out.empty() && (out.back() == '\\' || out.back() == ' ')) out.pop_back();
  return out;
}

std::string gnuplot_data_string(std::string_view s) {
  std::string out = "\"";
  for (char c : printable_line(s)) out += c == '"' ? '\'' : c;
  return out + "\"";
}

std::string file_name_part(std::string_view s) {
  std::string out;
  for (char c : s) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                       c == '+' || c == '-' || (c == '.' && !out.empty());
    out += plain ? c : '_';
  }
  if (out == s && !out.empty() && out.size() <= kFileNamePartChars) return out;
  std::uint32_t hash = 2166136261u;  // FNV-1a
  for (unsigned char c : s) hash = (hash ^ c) * 16777619u;
  const std::string suffix = fmt::format("-{:08x}", hash);
  return out.substr(0, kFileNamePartChars - suffix.size()) + suffix;
}

}  // namespace cpuroof::analysis
