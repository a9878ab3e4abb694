#include "gnuplot_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "printable.hpp"

namespace cpuroof::analysis {

std::string gnuplot_literal(std::string_view s) {
  const std::string text = printable_line(s);
  // gnuplot 5.4 reads '' at the start of a single-quoted string as an empty string, not as a quote:
  // leading quotes are joined on as a double-quoted string of quotes, which holds nothing to
  // expand.
  const std::size_t quotes = std::min(text.find_first_not_of('\''), text.size());
  std::string out = quotes > 0 ? "(\"" + text.substr(0, quotes) + "\" . '" : "'";
  for (char c : text.substr(quotes)) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + (quotes > 0 ? "')" : "'");
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
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '_' || c == '+' || c == '-' || (c == '.' && !out.empty());
    out += plain ? c : '_';
  }
  if (out == s && !out.empty() && out.size() <= kFileNamePartChars) return out;
  std::uint32_t hash = 2166136261u;  // FNV-1a
  for (unsigned char c : s) hash = (hash ^ c) * 16777619u;
  const std::string suffix = fmt::format("-{:08x}", hash);
  return out.substr(0, kFileNamePartChars - suffix.size()) + suffix;
}

}  // namespace cpuroof::analysis
