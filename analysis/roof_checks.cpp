#include "roof_checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "units.hpp"

namespace cpuroof::analysis {
namespace {

std::string roof_label(const Roof& r) {
  return r.kind == "compute" ? fmt::format("{} {} {} {}T", r.dtype, r.isa, r.variant, r.threads)
                             : fmt::format("{} {} {}T", r.level, r.variant, r.threads);
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
  c.detail = fmt::format("physical limits: {} of {} roofs with a theoretical limit above it by more than {:.0f}%; the "
                         "highest, {}, is {:.1f} {} against {:.1f} ({:.0f}%): {}",
                         above, judged, 100 * Roof::kTheoreticalTolerance, roof_label(*worst), worst_value, unit,
                         worst->theoretical, 100 * worst_ratio,
                         c.pass ? "every figure within what the core can do"
                                : "a figure above what the core can do is a measurement error (cost, clock or bytes counted)");
  out.push_back(c);
}

struct Reach {
  const Roof* roof;
  const Measurement* smallest;
  const Measurement* largest;
  double largest_rate;  // GB/s, read like a roof
  Interval largest_ci;
};

void add_dram_reach(const RawRun& run, const Roofline& roofline, std::vector<Check>& out) {
  std::vector<Reach> reaches;
  for (const int threads : roofline.thread_counts()) {
    const Roof* roof = roofline.bandwidth("DRAM", threads);
    if (!roof) continue;
    const Measurement* source = nullptr;
    for (const auto& m : run.measurements)
      if (m.name == roof->source) source = &m;
    if (!source) continue;
    const Measurement *smallest = nullptr, *largest = nullptr;
    for (const auto& m : run.measurements) {
      if (m.family != source->family || m.kernel != source->kernel || m.impl != source->impl || m.dtype != source->dtype ||
          std::lround(m.fixed("omp_threads")) != threads || m.fixed("ws_bytes") < roof->ws_low_bytes)
        continue;
      if (!smallest || m.fixed("ws_bytes") < smallest->fixed("ws_bytes")) smallest = &m;
      if (!largest || m.fixed("ws_bytes") > largest->fixed("ws_bytes")) largest = &m;
    }
    if (!largest) continue;
    const Interval ci = bootstrap_quantile_ci(largest->counter("bytes"), kRoofQuantile);
    reaches.push_back({roof, smallest, largest, quantile(largest->counter("bytes"), kRoofQuantile) / kGiga,
                       {ci.low / kGiga, ci.high / kGiga}});
  }
  if (reaches.empty()) return;
  auto holds = [](const Reach& r) {
    return r.largest_rate >= (1 - kDramReachTolerance) * r.roof->value || r.largest_ci.high >= r.roof->value;
  };
  // The row carries the thread count that holds least; the sentence names each.
  const Reach& worst = *std::min_element(reaches.begin(), reaches.end(), [](const Reach& a, const Reach& b) {
    return a.largest_rate / a.roof->value < b.largest_rate / b.roof->value;
  });
  Check c;
  c.name = "dram_reach";
  c.value = worst.largest_rate / worst.roof->value;
  c.ci = {worst.largest_ci.low / worst.roof->value, worst.largest_ci.high / worst.roof->value};
  c.pass = std::all_of(reaches.begin(), reaches.end(), holds);
  std::string each;
  for (const Reach& r : reaches)
    each += fmt::format("{}{}T {} {:.1f} GB/s at {} MiB of {:.1f} GB/s (DRAM working sets {}-{} MiB)", each.empty() ? "" : "; ",
                        r.roof->threads, r.roof->variant, r.largest_rate, std::lround(r.largest->fixed("ws_bytes") / (1 << 20)),
                        r.roof->value, std::lround(r.smallest->fixed("ws_bytes") / (1 << 20)),
                        std::lround(r.largest->fixed("ws_bytes") / (1 << 20)));
  c.detail = fmt::format("DRAM reach: the DRAM roof's kernel at its largest working set against the roof ({}): {}", each,
                         c.pass ? fmt::format("the roof holds (within {:.0f}%, or within the largest's interval)", 100 * kDramReachTolerance)
                                : "the roof was read where a cache or the TLB still helped: the largest working set reads lower");
  out.push_back(c);
}

}  // namespace

std::vector<Check> roof_checks(const RawRun& run, const Roofline& roofline) {
  std::vector<Check> out;
  add_physical_limit(roofline, out);
  add_dram_reach(run, roofline, out);
  return out;
}

}  // namespace cpuroof::analysis
