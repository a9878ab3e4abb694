#pragma once
// cpuroof-bench's own options (--cpuroof_*), read before anything runs; the rest go to Google Benchmark.
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "plan.hpp"

namespace cpuroof::bench {

struct Options {
  Profile profile = Profile::quick;
  bool progress = false;
  bool dry_run = false;
  bool describe = false;
  bool help = false;     // --help: Google Benchmark's flags, then these; nothing runs
  bool version = false;  // --version
  std::optional<double> budget_s;
  std::string cost_rates;  // --cpuroof_cost_rates (checked), read once the plan's last cache is known
  std::vector<std::string> only_families;
  std::vector<std::string> passthrough;  // Google Benchmark's flags, in their order
};

// Seconds of measuring a profile plans to unless --cpuroof_budget says otherwise (0: none).
double default_budget_s(Profile p);

// Reads argv[1..]; throws std::invalid_argument, one line naming the option, for an unknown
// --cpuroof_ option or a bad value.
Options parse_options(int argc, char** argv);

// The --cpuroof_* options, one line each, as --help prints them after Google Benchmark's.
void print_options_help(std::ostream& out);

}  // namespace cpuroof::bench
