#include "checks/checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "checks/budget_check.hpp"
#include "checks/quiet_host.hpp"

namespace cpuroof::analysis {
namespace {

std::vector<double> times(const Measurement& m) {
  std::vector<double> t;
  for (const auto& r : m.reps) t.push_back(r.real_time_ns);
  return t;
}

// Percentile-bootstrap interval of median(a) / median(b), resampling each independently.
Interval ratio_ci(const std::vector<double>& a, const std::vector<double>& b) {
  std::uint64_t state = 0x2545F4914F6CDD1Dull;  // fixed seed: same input, same interval
  auto next = [&]() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  };
  std::vector<double> ratios(1000), ra(a.size()), rb(b.size());
  for (auto& r : ratios) {
    for (auto& x : ra) x = a[next() % a.size()];
    for (auto& x : rb) x = b[next() % b.size()];
    r = median(ra) / median(rb);
  }
  return {quantile(ratios, 0.025), quantile(ratios, 0.975)};
}

void add_aa(const RawRun& run, std::vector<Check>& out) {
  const Measurement *a = nullptr, *b = nullptr;
  for (const auto& m : run.measurements) {
    if (m.family != "aa") continue;
    if (m.kernel.size() > 2 && m.kernel.compare(m.kernel.size() - 2, 2, "_a") == 0) a = &m;
    if (m.kernel.size() > 2 && m.kernel.compare(m.kernel.size() - 2, 2, "_b") == 0) b = &m;
  }
  if (!a || !b) return;
  Check c;
  c.name = "aa";
  c.value = median(times(*a)) / median(times(*b));
  c.ci = ratio_ci(times(*a), times(*b));
  c.pass = c.ci.low <= 1 && 1 <= c.ci.high;
  c.detail = fmt::format(
      "A/A ({} vs {}): time ratio {:.3f}, 95% interval [{:.3f}, {:.3f}]: {}", a->name, b->name, c.value, c.ci.low,
      c.ci.high, c.pass ? "no difference, as it must be" : "the same kernel differs from itself: the run is noisy");
  out.push_back(c);
}

void add_drift(const RawRun& run, std::vector<Check>& out) {
  std::vector<double> ratios;
  for (const auto& m : run.measurements) {
    if (m.reps.size() < 3) continue;
    int max_index = 0;
    for (const auto& r : m.reps) max_index = std::max(max_index, r.index);
    std::vector<double> early, late;
    for (const auto& r : m.reps) (2 * r.index <= max_index ? early : late).push_back(r.real_time_ns);
    if (!early.empty() && !late.empty()) ratios.push_back(median(late) / median(early));
  }
  if (ratios.empty()) return;
  Check c;
  c.name = "drift";
  c.value = median(ratios);
  c.ci = bootstrap_quantile_ci(ratios, 0.5);
  const bool steady = (c.ci.low <= 1 && 1 <= c.ci.high) || std::abs(c.value - 1) <= kDriftTolerance;
  c.pass = steady;
  c.detail = fmt::format(
      "drift: later repetitions take {:+.1f}% of the time of earlier ones (median over {} "
      "benchmarks, 95% interval [{:+.1f}%, {:+.1f}%]): {}",
      100 * (c.value - 1), ratios.size(), 100 * (c.ci.low - 1), 100 * (c.ci.high - 1),
      steady ? "steady" : "the machine drifted during the run (turbo budget, heat, or other load)");
  out.push_back(c);
}

}  // namespace

std::vector<Check> run_checks(const RawRun& run) {
  std::vector<Check> out;
  add_aa(run, out);
  add_drift(run, out);
  add_quiet_host_checks(run, out);
  add_budget_check(run, out);
  return out;
}

}  // namespace cpuroof::analysis
