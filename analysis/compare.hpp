#pragma once
// Two or more result folders side by side: roofs matched by (kind, level, dtype, isa, variant,
// threads), ridge points by (dtype, threads, level), kernel points by benchmark name. The first run
// is the baseline every ratio divides by. Pure: no I/O.
#include <optional>
#include <string>
#include <vector>

#include "result_set.hpp"

namespace cpuroof::analysis {

// One roof's spread over repeated runs of one machine (compare of several runs of the same profile).
struct RunSpread {
  int runs = 0;       // runs that have the roof
  double mean = 0;    // GFLOP/s or GB/s
  double cv = 0;      // sample standard deviation / mean
};

// Spread needs this many runs with the roof; fewer say nothing about run-to-run noise.
inline constexpr int kMinRunsForSpread = 3;
// The run-to-run CV a roof should stay within on a quiet machine (issue 3's target).
inline constexpr double kSpreadTarget = 0.03;

struct RoofComparison {
  std::string kind, level, dtype, isa, variant;
  int threads = 0;
  std::vector<const Roof*> roofs;           // per run; nullptr where that run lacks the roof
  std::vector<std::optional<double>> ratio;  // value / baseline value; empty where either is missing
  std::vector<bool> significant;             // the two 95% intervals do not overlap
  std::optional<RunSpread> spread;           // when >= kMinRunsForSpread runs have the roof
};

struct RidgeComparison {
  std::string dtype, level;
  int threads = 0;
  std::vector<std::optional<double>> ai;     // FLOP/byte per run
  std::vector<std::optional<double>> ratio;  // ai / baseline ai
};

struct PointComparison {
  std::string benchmark, family, kernel, impl, dtype;
  int threads = 0;
  std::vector<const KernelPoint*> points;    // per run; nullptr where absent
  // Median rate over the baseline's: GFLOP/s, or GB/s for kernels without flops.
  std::vector<std::optional<double>> ratio;
};

struct Comparison {
  std::vector<std::string> labels;  // A, B, C, ...
  std::vector<const ResultSet*> runs;
  std::vector<RoofComparison> roofs;
  std::vector<RidgeComparison> ridges;
  std::vector<PointComparison> points;
};

// `runs` must outlive the result (it points into them).
Comparison compare_results(const std::vector<ResultSet>& runs);

bool intervals_overlap(const Interval& a, const Interval& b);

}  // namespace cpuroof::analysis
