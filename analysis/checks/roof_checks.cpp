#include "checks/roof_checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "checks/placement_check.hpp"
#include "model/stats.hpp"
#include "format/units.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

std::string roof_label(const Roof& r) {
  return r.kind == "compute" ? fmt::format("{} {} {} {}T", r.dtype, r.isa, r.variant, r.threads)
                             : fmt::format("{} {} {}T", r.level, r.variant, r.threads);
}

// The benchmark that set a roof, or nullptr when the run lacks it.
const Measurement* roof_source(const RawRun& run, const Roof& r) {
  const auto m = std::find_if(run.measurements.begin(), run.measurements.end(),
                              [&](const Measurement& x) { return x.name == r.source; });
  return m == run.measurements.end() ? nullptr : &*m;
}

void add_physical_limit(const Roofline& roofline, std::vector<Check>& out) {
  const Roof* worst = nullptr;
  double worst_ratio = 0, worst_value = 0;
  int above = 0, judged = 0;
  for (const Roof& r : roofline.roofs) {
    if (r.theoretical <= 0) continue;
    ++judged;
    // The bus figure (write-allocate included) too, where the roof keeps one.
    const double value = std::max(r.value, r.bus_value);
    const double ratio = value / r.theoretical;
    if (ratio > 1 + Roof::kTheoreticalTolerance) ++above;
    if (!worst || ratio > worst_ratio) worst = &r, worst_ratio = ratio, worst_value = value;
  }
  if (!worst) return;
  Check c;
  c.name = "physical_limit";
  c.value = worst_ratio;
  c.ci = {worst->ci.low / worst->theoretical, worst->ci.high / worst->theoretical};
  c.pass = above == 0;
  const std::string unit = worst->kind == "compute" ? "GFLOP/s" : "GB/s";
  c.detail = fmt::format(
      "physical limits: {} of {} roofs with a theoretical limit above it by more than {:.0f}%; the "
      "highest, {}, is {:.1f} {} against {:.1f} ({:.0f}%): {}",
      above, judged, 100 * Roof::kTheoreticalTolerance, roof_label(*worst), worst_value, unit, worst->theoretical,
      100 * worst_ratio,
      c.pass ? "every figure within what the core can do"
             : "a figure above what the core can do is a measurement error (cost, clock or bytes counted)");
  out.push_back(c);
}

// The share of wall time the host kept from the CPU (a VM's hypervisor and neighbours): the clock
// benchmark's timed chain, long enough to meet the host's pauses, against the median of its short
// untimed chains, which mostly fall between them (thread_clock_max_hz), at one thread. On a 2-vCPU
// Zen 5 VM the host paused the vCPU for about 50 us every 0.95 ms: 5% of the time. 0 where the run
// lacks the short chains.
double host_time_share(const RawRun& run) {
  for (const Measurement& m : run.measurements) {
    if (m.family != "clock" || std::lround(fixed(m, counter::omp_threads)) != 1 ||
        !m.has_counter(counter::thread_clock_max_hz))
      continue;
    const std::vector<double> timed = m.counter(counter::clock_hz), untimed = m.counter(counter::thread_clock_max_hz);
    if (timed.empty() || untimed.size() != timed.size()) continue;
    const double share = 1 - quantile(timed, 0.5) / quantile(untimed, 0.5);
    return std::isfinite(share) ? std::clamp(share, 0.0, 1.0) : 0.0;
  }
  return 0;
}

// How much of a compute roof's "% of theoretical" is the clock estimate: the theoretical figure is
// threads x clock x FLOP per cycle, with the clock taken from the samples the roof's own repetitions
// carry (roofline.cpp, own_clock_hz), so the estimate's interval moves the percentage by as much.
// The time the host took moves it too: the clock is the core's while it runs, the FLOPs are over
// wall time. A roof short of its model by less than both may be the clock and the host; by more, it
// is the kernel.
void add_clock_share(const RawRun& run, const Roofline& roofline, std::vector<Check>& out) {
  struct Share {
    const Roof* roof;
    double clock_half_width;  // of the clock estimate, relative
    double shortfall;         // 1 - value / theoretical
  };
  std::vector<Share> shares;
  for (const Roof& r : roofline.roofs) {
    if (r.kind != "compute" || r.theoretical <= 0) continue;
    const Measurement* m = roof_source(run, r);
    if (!m) continue;
    const std::vector<double> clocks = clock_samples(*m);
    if (clocks.size() < 2) continue;
    const double estimate = quantile(clocks, kRoofQuantile);
    const Interval ci = bootstrap_quantile_ci(clocks, kRoofQuantile);
    if (!(estimate > 0)) continue;
    shares.push_back({&r, (ci.high - ci.low) / 2 / estimate, 1 - r.value / r.theoretical});
  }
  if (shares.empty()) return;
  std::vector<double> widths;
  for (const Share& s : shares) widths.push_back(s.clock_half_width);
  const double median_width = quantile(widths, 0.5);
  const Share& widest = *std::max_element(shares.begin(), shares.end(), [](const Share& a, const Share& b) {
    return a.clock_half_width < b.clock_half_width;
  });
  const double host = host_time_share(run);
  const Share* furthest = nullptr;  // the largest shortfall beyond its clock's interval and the host's share
  int within = 0;
  for (const Share& s : shares) {
    if (s.shortfall <= s.clock_half_width + host) {
      ++within;
    } else if (!furthest || s.shortfall - s.clock_half_width > furthest->shortfall - furthest->clock_half_width) {
      furthest = &s;
    }
  }
  Check c;
  c.name = "clock_share";
  c.value = median_width;
  c.ci = {median_width, median_width};
  c.detail = fmt::format(
      "clock share of % of theoretical: each compute roof's clock comes from its own repetitions' samples, "
      "known to ±{:.1f}% (median over {} roofs; widest ±{:.1f}%, {}); the host kept {:.1f}% of the time from "
      "the CPU (the clock benchmark's timed chain against its short ones); {} of {} roofs are within both of "
      "their model, where the gap may be the clock estimate and the host{}",
      100 * median_width, shares.size(), 100 * widest.clock_half_width, roof_label(*widest.roof), 100 * host, within,
      shares.size(),
      furthest ? fmt::format("; the furthest beyond it, {} at {:.0f}% of its model, is short by the kernel",
                             roof_label(*furthest->roof), 100 * (1 - furthest->shortfall))
               : "");
  out.push_back(c);
}

// How far each compute roof's loop reaches its model while the core runs: the median of the
// flop_per_cycle_running samples its repetitions carry (chunks of 8-24 us timed between the host's
// pauses, over the clock chain after each: bench_peak.cpp) over the model's FLOP per cycle, beside
// the roof's own "% of theoretical" over its repetitions' milliseconds. The difference is the host's;
// what is short of 100% while running is the loop's or the model's, and a figure over 100% a model
// below what the core does. Reports (always passes); no row without the samples (runs before them).
void add_running_rate(const RawRun& run, const Roofline& roofline, std::vector<Check>& out) {
  struct Rate {
    const Roof* roof;
    double running;  // median running FLOP per cycle over the model's
    double wall;     // value / theoretical
  };
  std::vector<Rate> rates;
  for (const Roof& r : roofline.roofs) {
    if (r.kind != "compute" || r.theoretical <= 0 || r.clock_hz <= 0 || r.threads <= 0) continue;
    const Measurement* m = roof_source(run, r);
    if (!m || !m->has_counter(counter::flop_per_cycle_running)) continue;
    const double model = r.theoretical * kGiga / (r.clock_hz * r.threads);  // FLOP per cycle per core
    const double running = quantile(m->counter(counter::flop_per_cycle_running), 0.5) / model;
    if (std::isfinite(running) && running > 0) rates.push_back({&r, running, r.value / r.theoretical});
  }
  if (rates.empty()) return;
  std::vector<double> running, wall;
  for (const Rate& x : rates) running.push_back(x.running), wall.push_back(x.wall);
  const auto [lowest, highest] = std::minmax_element(
      rates.begin(), rates.end(), [](const Rate& a, const Rate& b) { return a.running < b.running; });
  Check c;
  c.name = "running_rate";
  c.value = quantile(running, 0.5);
  c.ci = {lowest->running, highest->running};
  c.detail = fmt::format(
      "compute roofs while the core runs: timed in chunks of 8-24 us between the host's pauses, the roofs' "
      "loops reach a median {:.1f}% of their model ({} roof{}; lowest {:.1f}%, {}; highest {:.1f}%, {}), "
      "against a median {:.1f}% over their repetitions' milliseconds: the difference is the time the host "
      "kept, what is short of 100% while running the loop's or the model's, and a figure over it a model "
      "below what the core does",
      100 * c.value, rates.size(), rates.size() == 1 ? "" : "s", 100 * lowest->running, roof_label(*lowest->roof),
      100 * highest->running, roof_label(*highest->roof), 100 * quantile(wall, 0.5));
  out.push_back(c);
}

// The DRAM roof's kernel at one thread count: the largest working set, where the roof is read, and the
// smaller working set of the DRAM level's core whose median reads highest.
struct Reach {
  const Roof* roof;
  const Measurement* largest;
  double at_largest;                     // median GB/s
  const Measurement* highest = nullptr;  // null when the core has no other working set
  double at_highest = 0;                 // median GB/s
  double ratio = 1;                      // at_largest / at_highest
  Interval ci{1, 1};
};

double median_gb_per_s(const Measurement& m) { return quantile(m.counter(counter::bytes), 0.5) / kGiga; }

Interval median_ci(const Measurement& m) {
  const Interval ci = bootstrap_quantile_ci(m.counter(counter::bytes), 0.5);
  return {ci.low / kGiga, ci.high / kGiga};
}

std::string mib(const Measurement& m) { return std::to_string(std::lround(fixed(m, counter::ws_bytes) / (1 << 20))); }

void add_dram_reach(const RawRun& run, const Roofline& roofline, std::vector<Check>& out) {
  std::vector<Reach> reaches;
  for (const int threads : roofline.thread_counts()) {
    const Roof* roof = roofline.bandwidth("DRAM", threads);
    if (!roof) continue;
    const Measurement* largest = nullptr;
    for (const auto& m : run.measurements)
      if (m.name == roof->source) largest = &m;
    if (!largest) continue;
    Reach r{roof, largest, median_gb_per_s(*largest)};
    const double core_low = last_level_start(*roof);
    for (const auto& m : run.measurements) {
      if (m.family != largest->family || m.kernel != largest->kernel || m.impl != largest->impl ||
          m.dtype != largest->dtype || std::lround(fixed(m, counter::omp_threads)) != threads ||
          fixed(m, counter::ws_bytes) < core_low || fixed(m, counter::ws_bytes) >= fixed(*largest, counter::ws_bytes))
        continue;
      if (const double at = median_gb_per_s(m); !r.highest || at > r.at_highest) r.highest = &m, r.at_highest = at;
    }
    if (r.highest) {
      const Interval largest_ci = median_ci(*largest), highest_ci = median_ci(*r.highest);
      r.ratio = r.at_largest / r.at_highest;
      r.ci = {largest_ci.low / highest_ci.high, largest_ci.high / highest_ci.low};
    }
    reaches.push_back(r);
  }
  if (reaches.empty()) return;
  auto holds = [](const Reach& r) { return r.ratio >= 1 - kDramReachTolerance || r.ci.high >= 1; };
  // The row carries the thread count that holds least; the sentence names each.
  const Reach& worst = *std::min_element(reaches.begin(), reaches.end(),
                                         [](const Reach& a, const Reach& b) { return a.ratio < b.ratio; });
  Check c;
  c.name = "dram_reach";
  c.value = worst.ratio;
  c.ci = worst.ci;
  c.pass = std::all_of(reaches.begin(), reaches.end(), holds);
  std::string each;
  for (const Reach& r : reaches) {
    each +=
        fmt::format("{}{}T DRAM from {} MiB, {} {:.1f} GB/s at {} MiB", each.empty() ? "" : "; ", r.roof->threads,
                    std::lround(last_level_start(*r.roof) / (1 << 20)), r.roof->variant, r.at_largest, mib(*r.largest));
    each += r.highest ? fmt::format(", {:.1f} at {} MiB", r.at_highest, mib(*r.highest))
                      : std::string(", no smaller working set there");
  }
  c.detail = fmt::format(
      "DRAM reach: the DRAM roof is read at the largest working set, and DRAM starts past every working set where a "
      "bandwidth sweep still reads above its own DRAM roof (at least three times the last cache's boundary); medians "
      "of the roof's kernel at the largest and at the smaller DRAM working set that reads highest ({}): {}",
      each,
      c.pass ? fmt::format(
                   "the roof holds across the DRAM working sets (within {:.0f}%, or within the medians' intervals)",
                   100 * kDramReachTolerance)
             : "a smaller DRAM working set reads higher beyond the noise: a cache or the TLB still helps there, or the "
               "memory system changed through the run");
  out.push_back(c);
}

}  // namespace

std::vector<Check> roof_checks(const RawRun& run, const Roofline& roofline) {
  std::vector<Check> out;
  add_physical_limit(roofline, out);
  add_clock_share(run, roofline, out);
  add_running_rate(run, roofline, out);
  add_dram_reach(run, roofline, out);
  if (auto placement = placement_check(run, roofline)) out.push_back(std::move(*placement));
  return out;
}

}  // namespace cpuroof::analysis
