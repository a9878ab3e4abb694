#include "model/ridge.hpp"

#include <algorithm>
#include <set>

namespace cpuroof::analysis {

const Roof* ridge_peak(const Roofline& roofline, const std::string& dtype, int threads, const std::string& core_kind) {
  if (const Roof* fma = roofline.compute(dtype, threads, "", "fma", core_kind)) return fma;
  return roofline.compute(dtype, threads, "", "", core_kind);
}

std::vector<std::string> levels_at(const Roofline& roofline, int threads, const std::string& core_kind) {
  const std::string kind = core_kind.empty() ? roofline.unpinned_kind(threads) : core_kind;
  // Faster levels have higher bandwidth: order by the best roof, whatever the names.
  std::vector<std::pair<double, std::string>> levels;
  for (const auto& r : roofline.roofs) {
    if (r.kind != "bandwidth" || r.threads != threads || r.core_kind != kind) continue;
    const Roof* best = roofline.bandwidth(r.level, threads, "", kind);
    const std::pair<double, std::string> entry{best->value, r.level};
    if (std::find(levels.begin(), levels.end(), entry) == levels.end()) levels.push_back(entry);
  }
  std::sort(levels.begin(), levels.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::string> names;
  for (const auto& [value, name] : levels) names.push_back(name);
  return names;
}

std::vector<RidgePoint> ridge_points(const Roofline& roofline) {
  std::set<std::string> dtypes;
  for (const auto& r : roofline.roofs)
    if (r.kind == "compute") dtypes.insert(r.dtype);
  std::vector<RidgePoint> out;
  for (const auto& dtype : dtypes) {
    for (int threads : roofline.thread_counts()) {
      const Roof* peak = ridge_peak(roofline, dtype, threads);
      if (!peak || !(peak->value > 0)) continue;
      for (const auto& level : levels_at(roofline, threads)) {
        const Roof* bw = roofline.bandwidth(level, threads);
        if (!(bw->value > 0)) continue;
        out.push_back({dtype, threads, level, peak->value, bw->value, peak->value / bw->value, peak, bw});
      }
    }
  }
  return out;
}

}  // namespace cpuroof::analysis
