#include "model/run_start.hpp"

#include <fmt/format.h>

#include <cctype>
#include <utility>

#include "model/meta_lookup.hpp"

namespace cpuroof::analysis {
namespace {

// Days since 1970-01-01 of a date of the proleptic Gregorian calendar (Howard Hinnant's
// days_from_civil).
std::int64_t days_from_civil(std::int64_t y, int m, int d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const std::int64_t yoe = y - era * 400;
  const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}

int days_in_month(std::int64_t y, int m) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  return m == 2 && leap ? 29 : kDays[m - 1];
}

// The number of `count` digits at text[at], or -1.
int digits_at(const std::string& text, std::size_t at, std::size_t count) {
  if (at + count > text.size()) return -1;
  int v = 0;
  for (std::size_t i = at; i < at + count; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return -1;
    v = v * 10 + (text[i] - '0');
  }
  return v;
}

}  // namespace

std::optional<std::int64_t> parse_utc_time(const std::string& text) {
  // 0123456789012345678
  // YYYY-MM-DDTHH:MM:SS then Z or +HH:MM
  if (text.size() != 20 && text.size() != 25) return std::nullopt;
  static constexpr std::pair<std::size_t, char> kSeparators[] = {{4, '-'}, {7, '-'}, {10, 'T'}, {13, ':'}, {16, ':'}};
  for (const auto& [at, c] : kSeparators)
    if (text[at] != c) return std::nullopt;
  const int year = digits_at(text, 0, 4), month = digits_at(text, 5, 2), day = digits_at(text, 8, 2);
  const int hour = digits_at(text, 11, 2), minute = digits_at(text, 14, 2), second = digits_at(text, 17, 2);
  if (year < 1970 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 ||
      second < 0 || second > 60 || day > days_in_month(year, month))
    return std::nullopt;
  std::int64_t offset = 0;
  if (text.size() == 20) {
    if (text[19] != 'Z') return std::nullopt;
  } else {
    const int oh = digits_at(text, 20, 2), om = digits_at(text, 23, 2);
    if ((text[19] != '+' && text[19] != '-') || text[22] != ':' || oh < 0 || oh > 23 || om < 0 || om > 59)
      return std::nullopt;
    offset = (text[19] == '+' ? 1 : -1) * (oh * 3600 + om * 60);
  }
  return days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
}

std::optional<std::int64_t> run_start_seconds(const std::map<std::string, std::string>& meta) {
  if (const auto t = parse_utc_time(get(meta, "start_time_utc"))) return t;
  return parse_utc_time(get(meta, "benchmark_date"));
}

std::string utc_time_text(std::int64_t seconds) {
  std::int64_t days = seconds / 86400, rest = seconds % 86400;
  if (rest < 0) rest += 86400, --days;
  // civil_from_days (Howard Hinnant).
  const std::int64_t z = days + 719468;
  const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const std::int64_t doe = z - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  const std::int64_t day = doy - (153 * mp + 2) / 5 + 1;
  const std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
  const std::int64_t year = yoe + era * 400 + (month <= 2);
  return fmt::format("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", year, month, day, rest / 3600, rest / 60 % 60, rest % 60);
}

}  // namespace cpuroof::analysis
