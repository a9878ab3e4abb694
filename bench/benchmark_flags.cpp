#include "benchmark_flags.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace cpuroof::bench {
namespace {

enum class Kind { count, positive_seconds, seconds, boolean, name, regex, choice };

struct Rule {
  const char* name;
  Kind kind;
  const char* choices = "";  // Kind::choice: the accepted values, space-separated
  const char* why = "";      // said after what is expected
};

constexpr Rule kRules[] = {
    {"repetitions", Kind::count},
    {"min_time", Kind::positive_seconds},
    {"min_warmup_time", Kind::seconds},
    {"enable_random_interleaving", Kind::boolean},
    {"list_tests", Kind::boolean},
    {"report_aggregates_only", Kind::boolean},
    {"display_aggregates_only", Kind::boolean},
    {"counters_tabular", Kind::boolean},
    {"out", Kind::name},
    {"filter", Kind::regex},
    {"out_format", Kind::choice, "json", ", the only format cpuroof-bench writes"},
    {"format", Kind::choice, "console json csv"},
    {"time_unit", Kind::choice, "ns us ms s"},
};

std::string expected_value(const Rule& rule) {
  switch (rule.kind) {
    case Kind::count:
      return "a whole number from 1 to " + std::to_string(kMaxRepetitions);
    case Kind::positive_seconds:
      return "a number of seconds above 0";
    case Kind::seconds:
      return "a number of seconds, 0 or more";
    case Kind::boolean:
      return "true or false";
    case Kind::name:
      return "the name of a new file";
    case Kind::regex:
      return "a regular expression (POSIX extended), '-' before it to exclude what it matches";
    case Kind::choice: {
      std::istringstream words(rule.choices);
      std::vector<std::string> list;
      for (std::string w; words >> w;) list.push_back(w);
      if (list.size() == 1) return list[0];
      std::string text = "one of " + list[0];
      for (std::size_t i = 1; i < list.size(); ++i) text += (i + 1 < list.size() ? ", " : " or ") + list[i];
      return text;
    }
  }
  return "";
}

std::string expected(const Rule& rule) { return expected_value(rule) + rule.why; }

std::optional<double> number(const std::string& value) {
  if (value.empty() || std::isspace(static_cast<unsigned char>(value[0]))) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(value.c_str(), &end);
  if (*end != '\0' || !std::isfinite(v)) return std::nullopt;
  return v;
}

bool acceptable(const Rule& rule, const std::string& value) {
  switch (rule.kind) {
    case Kind::count: {
      if (value.empty() || value.size() > 6 || value.find_first_not_of("0123456789") != value.npos) return false;
      const int n = std::stoi(value);
      return n >= 1 && n <= kMaxRepetitions;
    }
    case Kind::positive_seconds:
      return number(value).value_or(0) > 0;
    case Kind::seconds:
      return number(value).value_or(-1) >= 0;
    case Kind::boolean:
      return value == "true" || value == "false";
    case Kind::name:
      return !value.empty();
    case Kind::regex:
      try {
        const std::regex re(value.empty() || value[0] != '-' ? value : value.substr(1), std::regex::extended);
        return true;
      } catch (const std::regex_error&) {
        return false;
      }
    case Kind::choice: {
      std::istringstream words(rule.choices);
      for (std::string w; words >> w;)
        if (w == value) return true;
      return false;
    }
  }
  return false;
}

std::string env_name(const std::string& flag) {
  std::string out = "BENCHMARK_";
  for (const char c : flag) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// BENCHMARK_<NAME>'s value; null when unset or empty (an empty one sets nothing).
const char* set_in_environment(const std::string& name) {
  const char* v = std::getenv(env_name(name).c_str());
  return v && *v ? v : nullptr;
}

// The value of `arg` for the flag `name`: "--benchmark_NAME=V" gives V, a bare "--benchmark_NAME"
// "true" (Google Benchmark's rule for booleans; the others then fail their check).
std::optional<std::string> value_in(const std::string& arg, const std::string& name) {
  const std::string flag = "--benchmark_" + name;
  if (arg == flag) return "true";
  if (arg.size() > flag.size() && arg.compare(0, flag.size(), flag) == 0 && arg[flag.size()] == '=')
    return arg.substr(flag.size() + 1);
  return std::nullopt;
}

}  // namespace

std::string flag_value(const std::vector<std::string>& args, const std::string& name, const std::string& fallback) {
  std::optional<std::string> v;
  for (const auto& a : args)
    if (auto given = value_in(a, name)) v = std::move(given);
  if (v) return *v;
  if (const char* env = set_in_environment(name)) return env;
  return fallback;
}

void check_benchmark_flags(const std::vector<std::string>& args) {
  for (const Rule& rule : kRules) {
    bool given = false;
    for (const auto& a : args) {
      const auto v = value_in(a, rule.name);
      if (!v) continue;
      given = true;
      if (a.find('=') == std::string::npos && rule.kind != Kind::boolean)
        throw std::invalid_argument(a + " needs a value: expected " + expected(rule));
      if (!acceptable(rule, *v)) throw std::invalid_argument(a + ": expected " + expected(rule));
    }
    if (const char* v = set_in_environment(rule.name); !given && v && !acceptable(rule, v))
      throw std::invalid_argument(env_name(rule.name) + "=" + v + " in the environment: expected " + expected(rule));
  }
}

}  // namespace cpuroof::bench
