#pragma once
// Pure statistics over repetitions: nothing here reads or writes files.
#include <string>
#include <vector>

#include "format/interval.hpp"
#include "io/measurement.hpp"

namespace cpuroof::analysis {

double median(std::vector<double> v);
// Median over a benchmark's repetitions of a counter that does not vary (threads, ws_bytes, ai).
double fixed(const Measurement& m, const std::string& counter);
// Linear-interpolated quantile, q in [0, 1].
double quantile(std::vector<double> v, double q);
// Coefficient of variation (sample standard deviation / mean); 0 for fewer than two values.
double coefficient_of_variation(const std::vector<double>& v);

// Percentile-bootstrap interval (95%) of the q-quantile, with a fixed seed: the same input gives the
// same interval on every machine.
Interval bootstrap_quantile_ci(const std::vector<double>& v, double q, int resamples = 1000);

// The statistic a roof reports: an upper quantile of the repetitions, not the single best sample.
inline constexpr double kRoofQuantile = 0.9;
// Its mirror for a time that interference only lengthens, a level's latency (the third roof): the
// lower quantile.
inline constexpr double kLatencyQuantile = 1 - kRoofQuantile;

}  // namespace cpuroof::analysis
