#include "model/stats.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "model/random.hpp"

namespace cpuroof::analysis {

namespace {

// Quantile of values already sorted; the bootstrap calls it a thousand times per interval, so it
// neither copies nor allocates.
double sorted_quantile(const std::vector<double>& v, double q) {
  const double pos = q * static_cast<double>(v.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(pos));
  const auto hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

}  // namespace

double quantile(std::vector<double> v, double q) {
  if (v.empty()) throw std::invalid_argument("quantile of no values");
  std::sort(v.begin(), v.end());
  return sorted_quantile(v, q);
}

double median(std::vector<double> v) { return quantile(std::move(v), 0.5); }

double fixed(const Measurement& m, const std::string& counter) { return median(m.counter(counter)); }

double coefficient_of_variation(const std::vector<double>& v) {
  if (v.size() < 2) return 0;
  const double mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
  double ss = 0;
  for (double x : v) ss += (x - mean) * (x - mean);
  const double sd = std::sqrt(ss / static_cast<double>(v.size() - 1));
  return mean != 0 ? sd / mean : 0;
}

Interval bootstrap_quantile_ci(const std::vector<double>& v, double q, int resamples) {
  if (v.empty()) throw std::invalid_argument("interval of no values");
  if (v.size() == 1) return {v[0], v[0]};
  SplitMix64 random;
  std::vector<double> stats(static_cast<std::size_t>(resamples)), sample(v.size());
  for (auto& s : stats) {
    for (auto& x : sample) x = v[random.index(v.size())];
    std::sort(sample.begin(), sample.end());
    s = sorted_quantile(sample, q);
  }
  std::sort(stats.begin(), stats.end());
  return {sorted_quantile(stats, 0.025), sorted_quantile(stats, 0.975)};
}

}  // namespace cpuroof::analysis
