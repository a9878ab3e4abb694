#include "points.hpp"

#include <cmath>
#include <limits>

#include "stats.hpp"
#include "units.hpp"

namespace cpuroof::analysis {
namespace {

std::vector<double> time_per_call(const Measurement& m) {
  std::vector<double> t;
  for (const auto& r : m.reps) {
    const auto calls = r.counters.find("calls");
    t.push_back(r.real_time_ns / (calls != r.counters.end() && calls->second > 0 ? calls->second : 1.0));
  }
  return t;
}

}  // namespace

void bind_to_roofs(KernelPoint& p, const Roofline& roofline, const std::string& mix) {
  // Compute roof: the kernel's own ISA and mix when it names them, else the best FMA roof.
  const Roof* compute = roofline.compute(p.dtype, p.threads, p.isa, mix);
  if (!compute) compute = roofline.compute(p.dtype, p.threads, "", "fma");
  // Bandwidth roof: its level, and its own access kind when the roofs have it.
  const Roof* bandwidth = nullptr;
  if (p.level != "registers") {
    bandwidth = roofline.bandwidth(p.level, p.threads, p.access);
    if (!bandwidth) bandwidth = roofline.bandwidth(p.level, p.threads);
  }
  p.roof_gflop_per_s = compute ? compute->value : 0;
  p.roof_gb_per_s = bandwidth ? bandwidth->value : 0;

  const double t_compute = compute && p.gflop_per_s > 0 ? p.gflop_per_s / compute->value : 0;
  const double t_memory = bandwidth && p.gb_per_s > 0 ? p.gb_per_s / bandwidth->value : 0;
  const bool has_roof = (compute && p.gflop_per_s > 0) || (bandwidth && p.gb_per_s > 0);
  p.efficiency = has_roof ? std::max(t_compute, t_memory) : std::numeric_limits<double>::quiet_NaN();
  if (compute) {
    p.attainable_gflop_per_s = bandwidth && p.ai > 0 ? std::min(compute->value, bandwidth->value * p.ai) : compute->value;
  }
  if (!has_roof) p.bound = "unknown";
  else if (p.efficiency < kOverheadEfficiency && p.time_per_call_ns < kOverheadCallNs) p.bound = "overhead";
  else p.bound = t_compute >= t_memory ? "compute" : "memory";
  p.above_roof = has_roof && p.efficiency > 1 + kAboveRoofTolerance;
}

std::vector<KernelPoint> place_points(const RawRun& run, const Roofline& roofline) {
  std::vector<KernelPoint> out;
  for (const auto& m : run.measurements) {
    if (m.family == "clock") continue;
    KernelPoint p;
    p.benchmark = m.name;
    p.family = m.family;
    p.kernel = m.kernel;
    p.impl = m.impl;
    p.dtype = m.dtype;
    p.isa = m.label_or("isa", "");
    p.access = run.access_of(m);
    p.threads = static_cast<int>(std::lround(m.fixed("omp_threads")));
    p.repetitions = static_cast<int>(m.reps.size());
    p.ws_bytes = m.fixed("ws_bytes");
    const auto t = time_per_call(m);
    p.time_per_call_ns = median(t);
    p.cv = coefficient_of_variation(t);
    const auto flops = m.counter("flops"), bytes = m.counter("bytes");
    p.gflop_per_s = median(flops) / kGiga;
    p.gb_per_s = median(bytes) / kGiga;
    const Interval fci = bootstrap_quantile_ci(flops, 0.5), bci = bootstrap_quantile_ci(bytes, 0.5);
    p.gflop_ci = {fci.low / kGiga, fci.high / kGiga};
    p.gb_ci = {bci.low / kGiga, bci.high / kGiga};
    p.ai = m.fixed("ai");

    if (p.ws_bytes > 0) p.level = roofline.level_of(p.ws_bytes, p.threads);
    else p.level = "registers";
    bind_to_roofs(p, roofline, m.family == "peak" ? m.label_or("mix", "") : "fma");
    out.push_back(p);
  }
  return out;
}

}  // namespace cpuroof::analysis
