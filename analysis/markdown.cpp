#include "markdown.hpp"

#include <fmt/format.h>

#include <cmath>

namespace cpuroof::analysis {
namespace {

std::string escape(const std::string& cell) {
  std::string out;
  for (char c : cell) {
    if (c == '|') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out;
}

bool numeric(const std::string& s) {
  if (s.empty()) return false;
  const char c = s.front();
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.';
}

}  // namespace

std::string markdown_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
  std::string out = "|";
  for (const auto& h : header) out += " " + escape(h) + " |";
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
    for (std::size_t c = 0; c < header.size(); ++c) out += " " + escape(c < row.size() ? row[c] : "") + " |";
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
  const char* suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return fmt::format("{}{} percentile", n, suffix);
}

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
