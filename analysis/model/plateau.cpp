#include "model/plateau.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

namespace cpuroof::analysis {
namespace {

// A segment [first, end) of y.
struct Segment {
  std::size_t first = 0, end = 0;
};

// Optimal split of y into k segments of >= min_len points (the first: >= first_len, starting at 0;
// the last ending at the end), minimising the summed squared deviation from each segment's mean.
// Between two segments a run of points may belong to neither, at `gap_cost` each: a cache boundary
// is a gradual slope over a few samples, not a step, and forcing those samples into a plateau makes
// the cheapest split cut the slope into a level of its own. Empty if impossible.
std::vector<Segment> segment(const std::vector<double>& y, int k, std::size_t min_len, std::size_t first_len,
                             double gap_cost) {
  const std::size_t n = y.size();
  if (static_cast<std::size_t>(k - 1) * min_len + first_len > n) return {};
  std::vector<double> s1(n + 1, 0), s2(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    s1[i + 1] = s1[i] + y[i];
    s2[i + 1] = s2[i] + y[i] * y[i];
  }
  auto sse = [&](std::size_t a, std::size_t b) {  // [a, b)
    const double m = static_cast<double>(b - a), s = s1[b] - s1[a];
    return (s2[b] - s2[a]) - s * s / m;
  };
  const double inf = std::numeric_limits<double>::infinity();
  // cost[j][i]: best cost of the first i points with j segments, the j-th ending at i; start[j][i]:
  // where that segment starts. open[j][a]: best cost of the first a points with j segments and a
  // gap up to a (the next segment may start at a); open_from[j][a]: where the j-th segment ended.
  std::vector<std::vector<double>> cost(k + 1, std::vector<double>(n + 1, inf)), open = cost;
  std::vector<std::vector<std::size_t>> start(k + 1, std::vector<std::size_t>(n + 1, 0)), open_from = start;
  open[0][0] = 0;
  for (int j = 1; j <= k; ++j) {
    const std::size_t len = j == 1 ? first_len : min_len;
    for (std::size_t i = len; i <= n; ++i)
      for (std::size_t a = 0; a + len <= i; ++a) {
        if (open[j - 1][a] == inf) continue;
        const double c = open[j - 1][a] + sse(a, i);
        if (c < cost[j][i]) {
          cost[j][i] = c;
          start[j][i] = a;
        }
      }
    for (std::size_t a = 0; a <= n; ++a) {
      open[j][a] = cost[j][a];
      open_from[j][a] = a;
      if (a > 0 && open[j][a - 1] + gap_cost < open[j][a]) {
        open[j][a] = open[j][a - 1] + gap_cost;
        open_from[j][a] = open_from[j][a - 1];
      }
    }
  }
  if (cost[k][n] == inf) return {};
  std::vector<Segment> out(k);
  std::size_t end = n;
  for (int j = k; j >= 1; --j) {
    out[j - 1] = {start[j][end], end};
    if (j > 1) end = open_from[j - 1][start[j][end]];
  }
  return out;
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

// log(value) of a curve sorted by working set, interpolated linearly in log(ws); nullopt outside it.
std::optional<double> log_value_at(const std::vector<CurvePoint>& curve, double ws) {
  if (curve.empty() || ws < curve.front().ws_bytes || ws > curve.back().ws_bytes) return std::nullopt;
  const auto hi =
      std::lower_bound(curve.begin(), curve.end(), ws, [](const CurvePoint& p, double w) { return p.ws_bytes < w; });
  if (hi->ws_bytes == ws || hi == curve.begin()) return std::log(hi->value);
  const auto lo = hi - 1;
  const double t = std::log(ws / lo->ws_bytes) / std::log(hi->ws_bytes / lo->ws_bytes);
  return std::log(lo->value) + t * (std::log(hi->value) - std::log(lo->value));
}

}  // namespace

std::vector<CurvePoint> combine_curves(const std::vector<std::vector<CurvePoint>>& curves,
                                       const std::vector<double>& grid) {
  std::vector<std::vector<CurvePoint>> sorted;
  std::vector<double> log_top;
  for (auto c : curves) {
    if (c.empty()) continue;
    double top = 0;
    for (const auto& p : c) {
      if (!(p.value > 0) || !(p.ws_bytes > 0)) throw std::invalid_argument("curve combination needs positive values");
      top = std::max(top, p.value);
    }
    std::sort(c.begin(), c.end(), [](const CurvePoint& a, const CurvePoint& b) { return a.ws_bytes < b.ws_bytes; });
    sorted.push_back(std::move(c));
    log_top.push_back(std::log(top));
  }
  std::vector<CurvePoint> out;
  for (double ws : grid) {
    double sum = 0;
    int count = 0;
    for (std::size_t i = 0; i < sorted.size(); ++i)
      if (const auto v = log_value_at(sorted[i], ws)) sum += *v - log_top[i], ++count;
    if (count > 0) out.push_back({ws, std::exp(sum / count)});
  }
  return out;
}

PlateauFit detect_plateaus(std::vector<CurvePoint> curve, const PlateauOptions& options) {
  for (const auto& p : curve)
    if (!(p.value > 0) || !(p.ws_bytes > 0)) throw std::invalid_argument("plateau detection needs positive values");
  std::sort(curve.begin(), curve.end(),
            [](const CurvePoint& a, const CurvePoint& b) { return a.ws_bytes < b.ws_bytes; });
  // The smallest working sets run below the first level's bandwidth: per-call overhead, not a memory
  // level, limits them. That rising ramp is no plateau: levels are found from the first point within
  // 10% of the curve's highest value on.
  if (!curve.empty()) {
    double top = 0;
    for (const auto& p : curve) top = std::max(top, p.value);
    const auto first =
        std::find_if(curve.begin(), curve.end(), [&](const CurvePoint& p) { return p.value >= 0.9 * top; });
    if (static_cast<std::size_t>(first - curve.begin()) < curve.size() / 2) curve.erase(curve.begin(), first);
  }
  PlateauFit fit;
  fit.curve = curve;
  if (curve.empty()) return fit;
  std::vector<double> y;
  for (const auto& p : curve) y.push_back(std::log(p.value));
  const double min_gap = std::log1p(options.min_step);
  // A sample leaves the plateaus when it sits further than half the smallest step from them.
  const double gap_cost = 0.25 * min_gap * min_gap;

  for (int k = options.max_plateaus; k >= 1; --k) {
    const std::size_t min_len = curve.size() >= options.min_points ? options.min_points : 1;
    // The first plateau starts at the curve's peak (the ramp before it is trimmed): it may be that
    // one sample, when overhead hides the rest of the fastest level.
    const std::vector<Segment> segments = segment(y, k, min_len, 1, gap_cost);
    if (segments.empty()) continue;
    std::vector<Plateau> plateaus;
    for (const Segment& seg : segments) {
      double mean = 0;
      for (std::size_t i = seg.first; i < seg.end; ++i) mean += y[i];
      plateaus.push_back({seg.first, seg.end - 1, mean / static_cast<double>(seg.end - seg.first)});
    }
    bool distinct = true;
    for (int j = 0; j + 1 < k; ++j)
      if (std::abs(plateaus[j].level - plateaus[j + 1].level) < min_gap) distinct = false;
    if (!distinct) continue;

    // A boundary is where the curve crosses halfway (in log) between neighbouring plateaus,
    // interpolated in log(working set) between the two samples around the crossing.
    for (int j = 0; j + 1 < k; ++j) {
      const double mid = 0.5 * (plateaus[j].level + plateaus[j + 1].level);
      const std::size_t i = crossing(y, plateaus[j].first, plateaus[j + 1].last, plateaus[j + 1].first, mid);
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
