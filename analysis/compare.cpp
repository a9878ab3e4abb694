#include "compare.hpp"

#include <cmath>
#include <map>
#include <tuple>

#include "ridge.hpp"

namespace cpuroof::analysis {
namespace {

std::optional<double> ratio_of(double value, double baseline) {
  if (!(value > 0) || !(baseline > 0)) return std::nullopt;
  return value / baseline;
}

std::optional<RunSpread> spread_of(const std::vector<const Roof*>& roofs) {
  std::vector<double> v;
  for (const Roof* r : roofs)
    if (r) v.push_back(r->value);
  if (static_cast<int>(v.size()) < kMinRunsForSpread) return std::nullopt;
  double mean = 0;
  for (double x : v) mean += x;
  mean /= static_cast<double>(v.size());
  double ss = 0;
  for (double x : v) ss += (x - mean) * (x - mean);
  const double sd = std::sqrt(ss / static_cast<double>(v.size() - 1));
  return RunSpread{static_cast<int>(v.size()), mean, mean > 0 ? sd / mean : 0};
}

double rate(const KernelPoint& p) { return p.gflop_per_s > 0 ? p.gflop_per_s : p.gb_per_s; }

}  // namespace

bool intervals_overlap(const Interval& a, const Interval& b) { return a.low <= b.high && b.low <= a.high; }

Comparison compare_results(const std::vector<ResultSet>& runs) {
  Comparison c;
  const std::size_t n = runs.size();
  for (std::size_t i = 0; i < n; ++i) {
    c.labels.push_back(i < 26 ? std::string(1, static_cast<char>('A' + i)) : "R" + std::to_string(i + 1));
    c.runs.push_back(&runs[i]);
  }

  // Keys in first-seen order over the runs, so the baseline's order leads.
  using RoofKey = std::tuple<std::string, std::string, std::string, std::string, std::string, int>;
  std::map<RoofKey, std::size_t> roof_index;
  for (std::size_t i = 0; i < n; ++i) {
    for (const Roof& r : runs[i].roofline.roofs) {
      const RoofKey key{r.kind, r.level, r.dtype, r.isa, r.variant, r.threads};
      auto [it, inserted] = roof_index.try_emplace(key, c.roofs.size());
      if (inserted) {
        RoofComparison rc{r.kind, r.level, r.dtype, r.isa, r.variant, r.threads, {}, {}, {}, {}};
        rc.roofs.assign(n, nullptr);
        c.roofs.push_back(std::move(rc));
      }
      c.roofs[it->second].roofs[i] = &r;
    }
  }
  for (auto& rc : c.roofs) {
    rc.ratio.assign(n, std::nullopt);
    rc.significant.assign(n, false);
    const Roof* base = rc.roofs[0];
    for (std::size_t i = 0; i < n; ++i) {
      if (!base || !rc.roofs[i]) continue;
      rc.ratio[i] = ratio_of(rc.roofs[i]->value, base->value);
      rc.significant[i] = i > 0 && !intervals_overlap(rc.roofs[i]->ci, base->ci);
    }
    rc.spread = spread_of(rc.roofs);
  }

  using RidgeKey = std::tuple<std::string, int, std::string>;
  std::map<RidgeKey, std::size_t> ridge_index;
  for (std::size_t i = 0; i < n; ++i) {
    for (const RidgePoint& rp : ridge_points(runs[i].roofline)) {
      auto [it, inserted] = ridge_index.try_emplace(RidgeKey{rp.dtype, rp.threads, rp.level}, c.ridges.size());
      if (inserted) {
        c.ridges.push_back({rp.dtype, rp.level, rp.threads, {}, {}});
        c.ridges.back().ai.assign(n, std::nullopt);
      }
      c.ridges[it->second].ai[i] = rp.ai_flop_per_byte;
    }
  }
  for (auto& rc : c.ridges) {
    rc.ratio.assign(n, std::nullopt);
    for (std::size_t i = 0; i < n; ++i)
      if (rc.ai[0] && rc.ai[i]) rc.ratio[i] = ratio_of(*rc.ai[i], *rc.ai[0]);
  }

  std::map<std::string, std::size_t> point_index;
  for (std::size_t i = 0; i < n; ++i) {
    for (const KernelPoint& p : runs[i].points) {
      auto [it, inserted] = point_index.try_emplace(p.benchmark, c.points.size());
      if (inserted) {
        c.points.push_back({p.benchmark, p.family, p.kernel, p.impl, p.dtype, p.threads, {}, {}});
        c.points.back().points.assign(n, nullptr);
      }
      c.points[it->second].points[i] = &p;
    }
  }
  for (auto& pc : c.points) {
    pc.ratio.assign(n, std::nullopt);
    const KernelPoint* base = pc.points[0];
    for (std::size_t i = 0; i < n; ++i)
      if (base && pc.points[i]) pc.ratio[i] = ratio_of(rate(*pc.points[i]), rate(*base));
  }
  return c;
}

}  // namespace cpuroof::analysis
