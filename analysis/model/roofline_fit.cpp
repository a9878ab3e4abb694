#include "model/roofline_fit.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "model/random.hpp"

namespace cpuroof::analysis {
namespace {

struct LogFit {
  double p = 0, b = 0;  // ln P_peak, ln B
  double cost = std::numeric_limits<double>::infinity();
  int left = 0, right = 0;
};

double lad_cost(const std::vector<double>& x, const std::vector<double>& y, double p, double b) {
  double s = 0;
  for (std::size_t i = 0; i < x.size(); ++i) s += std::abs(y[i] - std::min(p, b + x[i]));
  return s;
}

// LAD fit of y = min(p, b + x) with x sorted ascending. For a given split of the points into the
// sloped part (left) and the flat part (right), the L1-optimal b and p are medians; starting from
// every split, alternate between assigning points to the part the model puts them in and taking the
// medians, until the assignment is stable; keep the best fit found.
LogFit lad_fit(const std::vector<double>& x, const std::vector<double>& y) {
  const std::size_t n = x.size();
  LogFit best;
  std::vector<double> slope, flat;
  for (std::size_t k = 1; k < n; ++k) {
    std::vector<bool> left(n);
    for (std::size_t i = 0; i < n; ++i) left[i] = i < k;
    double p = 0, b = 0;
    for (int iter = 0; iter < 64; ++iter) {
      slope.clear();
      flat.clear();
      for (std::size_t i = 0; i < n; ++i) (left[i] ? slope : flat).push_back(left[i] ? y[i] - x[i] : y[i]);
      if (slope.empty() || flat.empty()) break;
      b = median(slope);
      p = median(flat);
      bool changed = false;
      for (std::size_t i = 0; i < n; ++i) {
        const bool l = b + x[i] < p;
        changed = changed || l != left[i];
        left[i] = l;
      }
      if (!changed) break;
    }
    if (slope.empty() || flat.empty()) continue;
    const double c = lad_cost(x, y, p, b);
    if (c < best.cost) {
      best.p = p;
      best.b = b;
      best.cost = c;
      best.left = static_cast<int>(std::count_if(x.begin(), x.end(), [&](double v) { return b + v < p; }));
      best.right = static_cast<int>(n) - best.left;
    }
  }
  return best;
}

}  // namespace

double roofline_model(double peak, double bw, double intensity) { return std::min(peak, bw * intensity); }

RooflineFit fit_roofline(const std::vector<SweepPoint>& points, int resamples) {
  std::vector<std::size_t> order(points.size());
  std::iota(order.begin(), order.end(), 0);
  for (const auto& pt : points) {
    if (!(pt.intensity > 0) || pt.gflop_per_s.empty())
      throw std::invalid_argument("roofline fit: a point needs a positive intensity and at least one repetition");
    for (double v : pt.gflop_per_s)
      if (!(v > 0) || !std::isfinite(v)) throw std::invalid_argument("roofline fit: rates must be positive and finite");
  }
  std::sort(order.begin(), order.end(), [&](auto a, auto b) { return points[a].intensity < points[b].intensity; });
  std::vector<double> x, y;
  for (std::size_t i : order) {
    x.push_back(std::log(points[i].intensity));
    y.push_back(std::log(median(points[i].gflop_per_s)));
  }

  RooflineFit out;
  const LogFit f = lad_fit(x, y);
  if (f.cost == std::numeric_limits<double>::infinity() || f.left < kMinPointsPerSide || f.right < kMinPointsPerSide) {
    out.why = points.size() < 2 * kMinPointsPerSide
                  ? "fewer than " + std::to_string(2 * kMinPointsPerSide) + " points"
                  : "the sweep does not cross the ridge (" + std::to_string(f.left) + " points on the memory side, " +
                        std::to_string(f.right) + " on the compute side; " + std::to_string(kMinPointsPerSide) +
                        " needed on each)";
    return out;
  }
  out.ok = true;
  out.peak_gflop_per_s = std::exp(f.p);
  out.bandwidth_gb_per_s = std::exp(f.b);
  out.ridge = std::exp(f.p - f.b);
  out.memory_side_points = f.left;
  out.compute_side_points = f.right;
  out.residuals.resize(points.size());
  std::vector<double> abs_res;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const double model = roofline_model(out.peak_gflop_per_s, out.bandwidth_gb_per_s, points[i].intensity);
    out.residuals[i] = std::log(median(points[i].gflop_per_s) / model);
    abs_res.push_back(std::abs(out.residuals[i]));
  }
  out.median_abs_residual = median(abs_res);

  // Bootstrap: each point's median from its repetitions drawn with replacement, then refit.
  SplitMix64 rng;
  std::vector<double> ps, bs, rs, sample;
  for (int r = 0; r < resamples; ++r) {
    std::vector<double> yb;
    for (std::size_t i : order) {
      const auto& reps = points[i].gflop_per_s;
      sample.resize(reps.size());
      for (auto& s : sample) s = reps[rng.index(reps.size())];
      yb.push_back(std::log(median(sample)));
    }
    const LogFit fb = lad_fit(x, yb);
    if (fb.cost == std::numeric_limits<double>::infinity()) continue;
    ps.push_back(std::exp(fb.p));
    bs.push_back(std::exp(fb.b));
    rs.push_back(std::exp(fb.p - fb.b));
  }
  auto ci = [](const std::vector<double>& v, double point) {
    return v.empty() ? Interval{point, point} : Interval{quantile(v, 0.025), quantile(v, 0.975)};
  };
  out.peak_ci = ci(ps, out.peak_gflop_per_s);
  out.bandwidth_ci = ci(bs, out.bandwidth_gb_per_s);
  out.ridge_ci = ci(rs, out.ridge);
  return out;
}

}  // namespace cpuroof::analysis
