#include "checks/above_roof_check.hpp"

#include <fmt/format.h>

#include <string>

namespace cpuroof::analysis {
namespace {

// One kernel against one of its roofs: the low end of its interval over the high end of the roof's.
struct Beat {
  const KernelPoint* point = nullptr;
  double ratio = 0;
  double rate = 0, rate_low = 0, roof = 0, roof_high = 0;
  std::string roof_name, unit;
};

std::string threads_text(int threads) { return fmt::format("{} thread{}", threads, threads == 1 ? "" : "s"); }

}  // namespace

std::optional<Check> above_roof_check(const std::vector<KernelPoint>& points) {
  int judged = 0, beaten = 0;
  Beat furthest;
  const auto judge = [&](const KernelPoint& p, double rate, const Interval& ci, double roof, const Interval& roof_ci,
                         const std::string& roof_name, const char* unit) {
    if (!(rate > 0) || !(roof > 0) || !(roof_ci.high > 0)) return false;
    ++judged;
    const double ratio = ci.low / roof_ci.high;
    if (ratio <= 1) return false;
    if (ratio > furthest.ratio) furthest = {&p, ratio, rate, ci.low, roof, roof_ci.high, roof_name, unit};
    return true;
  };
  for (const KernelPoint& p : points) {
    const bool over_compute =
        judge(p, p.gflop_per_s, p.gflop_ci, p.roof_gflop_per_s, p.roof_gflop_ci, p.roof_gflop_name, "GFLOP/s");
    const bool over_bandwidth = judge(p, p.gb_per_s, p.gb_ci, p.roof_gb_per_s, p.roof_gb_ci, p.roof_gb_name, "GB/s");
    beaten += over_compute || over_bandwidth;
  }
  if (judged == 0) return std::nullopt;
  Check c;
  c.name = "above_roof";
  c.value = beaten;
  c.ci = {c.value, c.value};
  c.pass = beaten == 0;
  if (c.pass) {
    c.detail = "no kernel beat its roof beyond both intervals";
    return c;
  }
  const KernelPoint& p = *furthest.point;
  c.detail = fmt::format(
      "{} kernel{} beat {} roof beyond both intervals: the furthest, {}, at {:.1f} {} (at least {:.1f}) against "
      "the {} roof at {}{} of {:.1f} (at most {:.1f}); that roof is measured below what the machine gives",
      beaten, beaten == 1 ? "" : "s", beaten == 1 ? "its" : "their", p.benchmark, furthest.rate, furthest.unit,
      furthest.rate_low, furthest.roof_name, threads_text(p.threads),
      p.core_kind.empty() ? "" : " (kind " + p.core_kind + ")", furthest.roof, furthest.roof_high);
  return c;
}

}  // namespace cpuroof::analysis
