#include "options.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "cost_rates_text.hpp"
#include "harness.hpp"

namespace cpuroof::bench {
namespace {

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string part; std::getline(in, part, ',');)
    if (!part.empty()) out.push_back(part);
  return out;
}

// The value of `arg` if it starts with `prefix` ("--name=").
std::optional<std::string> option_value(const std::string& arg, std::string_view prefix) {
  if (arg.rfind(prefix, 0) != 0) return std::nullopt;
  return arg.substr(prefix.size());
}

std::string family_names() {
  std::string known;
  for (const auto& f : families()) known += (known.empty() ? "" : ", ") + std::string(f.name);
  return known;
}

// Checks every name against the registered families; an unknown one is an error listing them all.
std::vector<std::string> known_families(const std::vector<std::string>& names) {
  if (names.empty())
    throw std::invalid_argument("--cpuroof_families is empty (known families: " + family_names() + ")");
  for (const auto& name : names) {
    const auto& all = families();
    if (std::none_of(all.begin(), all.end(), [&](const auto& f) { return name == f.name; }))
      throw std::invalid_argument("unknown family '" + name + "' in --cpuroof_families (known: " + family_names() +
                                  ")");
  }
  return names;
}

// --cpuroof_budget's value: seconds, a positive number.
double parse_budget(const std::string& text) {
  std::size_t used = 0;
  double seconds = 0;
  try {
    seconds = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !(seconds > 0) || !std::isfinite(seconds))
    throw std::invalid_argument("--cpuroof_budget=" + text + ": expected a positive number of seconds");
  return seconds;
}

}  // namespace

double default_budget_s(Profile p) {
  switch (p) {
    case Profile::smoke:
      return 0;
    case Profile::quick:
      return 30;
    case Profile::full:
      return 300;
  }
  return 0;
}

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (const auto v = option_value(arg, "--cpuroof_profile="))
      o.profile = parse_profile(*v);
    else if (const auto f = option_value(arg, "--cpuroof_families="))
      o.only_families = known_families(split_commas(*f));
    else if (arg == "--cpuroof_progress")
      o.progress = true;
    else if (arg == "--cpuroof_dry_run")
      o.dry_run = true;
    else if (arg == "--cpuroof_describe")
      o.describe = true;
    else if (const auto b = option_value(arg, "--cpuroof_budget="))
      o.budget_s = parse_budget(*b);
    else if (const auto c = option_value(arg, "--cpuroof_cost_rates=")) {
      parse_cost_rates(*c, 0);  // refused here, before anything runs
      o.cost_rates = *c;
    } else if (arg == "--help" || arg == "-h")
      o.help = true;
    else if (arg == "--version")
      o.version = true;
    else if (arg.rfind("--cpuroof_", 0) == 0)
      throw std::invalid_argument("unknown option '" + arg + "' (--help lists them)");
    else
      o.passthrough.push_back(arg);
  }
  return o;
}

void print_options_help(std::ostream& out) {
  out << "cpuroof-bench's own options:\n"
         "  [--cpuroof_profile=quick|full|smoke]  what to measure: quick (default; a budget of "
      << default_budget_s(Profile::quick) << " s), full (more sizes and repetitions; "
      << default_budget_s(Profile::full)
      << " s), smoke (the tests' tiny run)\n"
         "  [--cpuroof_families=NAME,...]         only these families ("
      << family_names()
      << ")\n"
         "  [--cpuroof_budget=SECONDS]            the seconds of measuring the plan must fit, instead of the "
         "profile's\n"
         "  [--cpuroof_progress]                  one progress line with the time left, instead of Google Benchmark's "
         "table\n"
         "  [--cpuroof_dry_run]                   print the plan and its predicted time; measure nothing\n"
         "  [--cpuroof_cost_rates=TEXT]           cost the plan with the rates a dry run printed, instead of measuring "
         "them\n"
         "  [--cpuroof_describe]                  measure what a row of the core-model table needs, then stop\n"
         "  [--version]                           the version and the commit it was built from\n";
}

}  // namespace cpuroof::bench
