#pragma once
// The Google Benchmark flags cpuroof-bench reads or passes on, checked before anything runs. Google
// Benchmark 1.7.1 takes "--benchmark_repetitions=" for 0 and "=-1" for a count (and fails deep in
// the run), any value that does not start with 0 or f for true, and a flag not given on the command
// line from the environment (BENCHMARK_<FLAG>): the same rules apply to both.
#include <string>
#include <vector>

namespace cpuroof::bench {

// Repetitions beyond this are a typing mistake, not a measurement (the full profile runs 5).
inline constexpr int kMaxRepetitions = 100000;

// The last value given for --benchmark_<name> ("true" when given bare, as a boolean may be), else
// the environment's BENCHMARK_<NAME>, else `fallback`: the value Google Benchmark will use.
std::string flag_value(const std::vector<std::string>& args, const std::string& name, const std::string& fallback);

// Throws std::invalid_argument, one line naming the flag as given and what it expects, for the
// first value of a checked flag that Google Benchmark would misread: repetitions a whole number
// from 1 to kMaxRepetitions, min_time a number of seconds above 0, min_warmup_time one of 0 or
// more, the booleans true or false, filter a regular expression, out a name, out_format json (the
// only format cpuroof-bench writes), format and time_unit one of Google Benchmark's.
void check_benchmark_flags(const std::vector<std::string>& args);

}  // namespace cpuroof::bench
