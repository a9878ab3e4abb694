#pragma once
// A whole decimal number from text a file or the environment gave (a cgroup's cpu.max, OMP_NUM_THREADS),
// with the blanks such text carries around it (a trailing newline), and nothing else.
#include <charconv>
#include <optional>
#include <string_view>

namespace cpuroof {

inline std::optional<long long> parse_integer(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\t')) s.remove_suffix(1);
  long long v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace cpuroof
