#include "plateau.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace cpuroof::analysis {
namespace {

// Optimal split of y into k contiguous segments of >= min_len points, minimising the summed squared
// deviation from each segment's mean. Returns segment start indices, or empty if impossible.
std::vector<std::size_t> segment(const std::vector<double>& y, int k, std::size_t min_len) {
  const std::size_t n = y.size();
  if (static_cast<std::size_t>(k) * min_len > n) return {};
  std::vector<double> s1(n + 1, 0), s2(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) { s1[i + 1] = s1[i] + y[i]; s2[i + 1] = s2[i] + y[i] * y[i]; }
  auto sse = [&](std::size_t a, std::size_t b) {  // [a, b)
    const double m = static_cast<double>(b - a), s = s1[b] - s1[a];
    return (s2[b] - s2[a]) - s * s / m;
  };
  const double inf = std::numeric_limits<double>::infinity();
  // cost[j][i]: best cost of the first i points in j segments; from[j][i]: start of the last one.
  std::vector<std::vector<double>> cost(k + 1, std::vector<double>(n + 1, inf));
  std::vector<std::vector<std::size_t>> from(k + 1, std::vector<std::size_t>(n + 1, 0));
  cost[0][0] = 0;
  for (int j = 1; j <= k; ++j)
    for (std::size_t i = j * min_len; i <= n; ++i)
      for (std::size_t a = (j - 1) * min_len; a + min_len <= i; ++a) {
        if (cost[j - 1][a] == inf) continue;
        const double c = cost[j - 1][a] + sse(a, i);
        if (c < cost[j][i]) { cost[j][i] = c; from[j][i] = a; }
      }
  if (cost[k][n] == inf) return {};
  std::vector<std::size_t> starts(k);
  std::size_t end = n;
  for (int j = k; j >= 1; --j) { starts[j - 1] = from[j][end]; end = from[j][end]; }
  return starts;
}

// The index i in (first, last] where the curve goes from one side of `mid` to the other, chosen to
// put the fewest points of [first, last] on the wrong side (so one noisy sample far inside a level
// does not move the boundary to it); ties go to the one nearest the segmentation's split.
std::size_t crossing(const std::vector<double>& y, std::size_t first, std::size_t last, std::size_t split, double mid) {
  const bool falling = y[last] < y[first];
  auto above_side = [&](std::size_t k) { return falling ? y[k] > mid : y[k] < mid; };  // the first plateau's side
  std::size_t wrong = 0;  // with the boundary at first + 1: every later point on the first side is wrong
  for (std::size_t k = first + 1; k <= last; ++k) wrong += above_side(k);
  wrong += !above_side(first);
  std::size_t best = first + 1, best_wrong = wrong;
  for (std::size_t i = first + 2; i <= last; ++i) {
    // Moving the boundary past point i-1 puts it on the first plateau's side.
    wrong += above_side(i - 1) ? -1 : 1;
    const auto distance = [&](std::size_t c) { return c > split ? c - split : split - c; };
    if (wrong < best_wrong || (wrong == best_wrong && distance(i) < distance(best))) best = i, best_wrong = wrong;
  }
  return best;
}

}  // namespace

PlateauFit detect_plateaus(std::vector<CurvePoint> curve, const PlateauOptions& options) {
  for (const auto& p : curve)
    if (!(p.value > 0) || !(p.ws_bytes > 0)) throw std::invalid_argument("plateau detection needs positive values");
  std::sort(curve.begin(), curve.end(), [](const CurvePoint& a, const CurvePoint& b) { return a.ws_bytes < b.ws_bytes; });
  // The smallest working sets run below the first level's bandwidth: per-call overhead, not a memory
  // level, limits them. That rising ramp is no plateau: levels are found from the first point within
  // 10% of the curve's highest value on.
  if (!curve.empty()) {
    double top = 0;
    for (const auto& p : curve) top = std::max(top, p.value);
    const auto first = std::find_if(curve.begin(), curve.end(), [&](const CurvePoint& p) { return p.value >= 0.9 * top; });
    if (static_cast<std::size_t>(first - curve.begin()) < curve.size() / 2) curve.erase(curve.begin(), first);
  }
  PlateauFit fit;
  fit.curve = curve;
  if (curve.empty()) return fit;
  std::vector<double> y;
  for (const auto& p : curve) y.push_back(std::log(p.value));
  const double min_gap = std::log1p(options.min_step);

  for (int k = options.max_plateaus; k >= 1; --k) {
    const std::size_t min_len = curve.size() >= options.min_points ? options.min_points : 1;
    const std::vector<std::size_t> starts = segment(y, k, min_len);
    if (starts.empty()) continue;
    std::vector<Plateau> plateaus;
    for (int j = 0; j < k; ++j) {
      const std::size_t a = starts[j], b = j + 1 < k ? starts[j + 1] : curve.size();
      double mean = 0;
      for (std::size_t i = a; i < b; ++i) mean += y[i];
      plateaus.push_back({a, b - 1, mean / static_cast<double>(b - a)});
    }
    bool distinct = true;
    for (int j = 0; j + 1 < k; ++j)
      if (std::abs(plateaus[j].level - plateaus[j + 1].level) < min_gap) distinct = false;
    if (!distinct) continue;

    // A boundary is where the curve crosses halfway (in log) between neighbouring plateaus,
    // interpolated in log(working set) between the two samples around the crossing.
    for (int j = 0; j + 1 < k; ++j) {
      const double mid = 0.5 * (plateaus[j].level + plateaus[j + 1].level);
      const std::size_t i = crossing(y, plateaus[j].first, plateaus[j + 1].last, starts[j + 1], mid);
      const double x0 = std::log(curve[i - 1].ws_bytes), x1 = std::log(curve[i].ws_bytes);
      const double t = y[i] == y[i - 1] ? 0.5 : std::clamp((mid - y[i - 1]) / (y[i] - y[i - 1]), 0.0, 1.0);
      fit.boundaries.push_back(std::exp(x0 + t * (x1 - x0)));
    }
    for (auto& p : plateaus) p.level = std::exp(p.level);
    fit.plateaus = std::move(plateaus);
    return fit;
  }
  return fit;
}

}  // namespace cpuroof::analysis
