#include "model/points.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <tuple>

#include "model/stats.hpp"
#include "format/units.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

std::vector<double> time_per_call(const Measurement& m) {
  std::vector<double> t;
  for (const auto& r : m.reps) {
    const auto calls = r.counters.find(counter::calls);
    t.push_back(r.real_time_ns / (calls != r.counters.end() && calls->second > 0 ? calls->second : 1.0));
  }
  return t;
}

// What a point ran: its label's ISA; a library's own account of it, else "library".
std::string point_isa(const Measurement& m) {
  std::string isa = m.label_or("isa", "");
  if (!isa.empty() || !is_library_impl(m.impl)) return isa;
  const std::string core = m.label_or("openblas_core", "");
  return core.empty() ? "library" : "library (" + core + ")";
}

// A shape value for ordering: numbers by value, before words ("square", "tall").
std::pair<double, std::string> shape_value(const KernelPoint& p, const std::string& key) {
  const auto it = p.shape.find(key);
  if (it == p.shape.end()) return {-1, ""};
  char* end = nullptr;
  const double v = std::strtod(it->second.c_str(), &end);
  if (!it->second.empty() && *end == '\0') return {v, ""};
  return {std::numeric_limits<double>::infinity(), it->second};
}

}  // namespace

bool is_library_impl(const std::string& impl) { return impl == "openblas" || impl == "eigen"; }

void sort_points(std::vector<KernelPoint>& points) {
  const std::vector<std::string> columns = shape_columns(points);
  auto key = [&](const KernelPoint& p) {
    std::vector<std::pair<double, std::string>> shape;
    for (const auto& c : columns) shape.push_back(shape_value(p, c));
    return std::make_tuple(p.family, p.kernel, p.dtype, shape, p.threads, p.impl, p.benchmark);
  };
  std::stable_sort(points.begin(), points.end(),
                   [&](const KernelPoint& a, const KernelPoint& b) { return key(a) < key(b); });
}

namespace {

// A point's interval lies wholly above its roof's; true where either has none (a placed figure is
// one measurement, and a hand-built roof none): then the tolerance alone judges.
bool beyond_roof_interval(const Interval& point, const Interval& roof) {
  return !(point.high > 0) || !(roof.high > 0) || point.low > roof.high;
}

}  // namespace

void bind_to_roofs(KernelPoint& p, const Roofline& roofline, const std::string& mix) {
  // Compute roof: the kernel's own ISA and mix when it names them, else the best FMA roof (a library
  // point's isa says what the library ran, not a roof's level), else for a low-precision type the
  // best dot-product roof.
  const Roof* compute = roofline.compute(p.dtype, p.threads, is_library_impl(p.impl) ? "" : p.isa, mix, p.core_kind);
  if (!compute) compute = roofline.compute(p.dtype, p.threads, "", "fma", p.core_kind);
  // The int8 and bf16 roofs are dot-product rows (vpdpbusd, vdpbf16ps), not FMA ones.
  if (!compute) compute = roofline.compute(p.dtype, p.threads, "", "dot", p.core_kind);
  // Bandwidth roof: its level, and its own access kind when the roofs have it.
  const Roof* bandwidth = nullptr;
  if (p.level != "registers") {
    bandwidth = roofline.bandwidth(p.level, p.threads, p.access, p.core_kind);
    if (!bandwidth) bandwidth = roofline.bandwidth(p.level, p.threads, "", p.core_kind);
  }
  p.roof_gflop_per_s = compute ? compute->value : 0;
  p.roof_gb_per_s = bandwidth ? bandwidth->value : 0;
  p.roof_gflop_name = compute ? compute->dtype + " " + compute->isa + " " + compute->variant : "";
  p.roof_gb_name = bandwidth ? bandwidth->level + " " + bandwidth->variant : "";
  p.roof_gflop_ci = compute ? compute->ci : Interval{};
  // A compute roof whose repetitions ran while the host held the clock down lies below a kernel timed
  // at full clock: judged, its interval reaches its per-cycle rate at the run's fastest clock.
  if (compute && compute->per_cycle > 0)
    if (const auto top = roofline.clock_top_hz.find(p.threads); top != roofline.clock_top_hz.end())
      p.roof_gflop_ci.high =
          std::max(p.roof_gflop_ci.high, compute->per_cycle * compute->threads * top->second / kGiga);
  p.roof_gb_ci = bandwidth ? bandwidth->ci : Interval{};

  const double t_compute = compute && p.gflop_per_s > 0 ? p.gflop_per_s / compute->value : 0;
  const double t_memory = bandwidth && p.gb_per_s > 0 ? p.gb_per_s / bandwidth->value : 0;
  const bool has_roof = (compute && p.gflop_per_s > 0) || (bandwidth && p.gb_per_s > 0);
  p.efficiency = has_roof ? std::max(t_compute, t_memory) : std::numeric_limits<double>::quiet_NaN();
  if (compute) {
    p.attainable_gflop_per_s =
        bandwidth && p.ai > 0 ? std::min(compute->value, bandwidth->value * p.ai) : compute->value;
  }
  if (!has_roof)
    p.bound = "unknown";
  else if (p.efficiency < kOverheadEfficiency && p.time_per_call_ns < kOverheadCallNs)
    p.bound = "overhead";
  else
    p.bound = t_compute >= t_memory ? "compute" : "memory";
  const bool beyond = t_compute >= t_memory ? beyond_roof_interval(p.gflop_ci, p.roof_gflop_ci)
                                            : beyond_roof_interval(p.gb_ci, p.roof_gb_ci);
  p.above_roof = has_roof && p.efficiency > 1 + kAboveRoofTolerance && beyond;
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
    p.isa = point_isa(m);
    for (const auto& [key, value] : m.params)
      if (is_shape_parameter(key)) p.shape[key] = value;
    p.access = run.access_of(m);
    p.threads = static_cast<int>(std::lround(fixed(m, counter::omp_threads)));
    p.core_kind = m.core_kind().empty() ? roofline.unpinned_kind(p.threads) : m.core_kind();
    p.repetitions = static_cast<int>(m.reps.size());
    p.ws_bytes = fixed(m, counter::ws_bytes);
    const auto t = time_per_call(m);
    p.time_per_call_ns = median(t);
    p.cv = coefficient_of_variation(t);
    const auto flops = m.counter(counter::flops), bytes = m.counter(counter::bytes);
    p.gflop_per_s = median(flops) / kGiga;
    p.gb_per_s = median(bytes) / kGiga;
    const Interval fci = bootstrap_quantile_ci(flops, 0.5), bci = bootstrap_quantile_ci(bytes, 0.5);
    p.gflop_ci = {fci.low / kGiga, fci.high / kGiga};
    p.gb_ci = {bci.low / kGiga, bci.high / kGiga};
    p.ai = fixed(m, counter::ai);

    if (p.ws_bytes > 0)
      p.level = roofline.level_of(p.ws_bytes, p.threads, p.core_kind);
    else
      p.level = "registers";
    bind_to_roofs(p, roofline, m.family == "peak" ? m.label_or("mix", "") : "fma");
    // The chase's loads wait for each other by construction: latency, not bandwidth, bounds it.
    if (m.family == "latency" && p.bound != "unknown") p.bound = "latency";
    out.push_back(p);
  }
  sort_points(out);
  return out;
}

}  // namespace cpuroof::analysis
