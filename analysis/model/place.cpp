#include "model/place.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <numeric>

#include "io/errors.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "model/stats.hpp"
#include "format/units.hpp"
#include "platform/platform.hpp"

namespace cpuroof::analysis {
namespace {

// Up to this many pieces of work, each is its own implementation (its name) in the plot's key; more
// are one, "placed": a key of thousands of entries leaves no room for the plot, and gnuplot stalls.
constexpr std::size_t kWorkNamedInKey = 8;

KernelPoint point_of(const PlacedWork& w) {
  KernelPoint p;
  p.benchmark = w.name;
  p.family = kPlacedFamily;
  p.kernel = w.name;
  p.impl = w.name;
  p.dtype = w.dtype;
  p.isa = w.isa;
  p.threads = w.threads;
  p.repetitions = 1;
  p.ws_bytes = w.ws_bytes;
  p.time_per_call_ns = w.seconds_per_call * 1e9;
  p.gflop_per_s = w.flop_per_s / kGiga;
  p.gflop_ci = {p.gflop_per_s, p.gflop_per_s};
  p.gb_per_s = w.byte_per_s / kGiga;
  p.gb_ci = {p.gb_per_s, p.gb_per_s};
  p.ai = w.byte_per_s > 0 ? w.flop_per_s / w.byte_per_s : 0;
  return p;
}

// The first piece of work, in input order, named as one before it; null if none. By sorting: a set
// of a million names would take more memory than their work.
const PlacedWork* first_repeat(const std::vector<PlacedWork>& work) {
  std::vector<std::size_t> order(work.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return work[a].name < work[b].name; });
  std::size_t first = work.size();
  for (std::size_t i = 1; i < order.size(); ++i)
    if (work[order[i]].name == work[order[i - 1]].name) first = std::min(first, order[i]);
  return first < work.size() ? &work[first] : nullptr;
}

std::string measured_threads(const Roofline& roofline) {
  std::string list;
  for (int t : roofline.thread_counts()) list += (list.empty() ? "" : ", ") + std::to_string(t);
  return list.empty() ? "none" : list;
}

// The ISAs of the compute roofs at the work's dtype and thread count.
std::string measured_isas(const Roofline& roofline, const PlacedWork& w) {
  std::set<std::string> isas;
  for (const Roof& r : roofline.roofs)
    if (r.kind == "compute" && r.dtype == w.dtype && r.threads == w.threads && !r.isa.empty()) isas.insert(r.isa);
  std::string list;
  for (const auto& isa : isas) list += (list.empty() ? "" : ", ") + isa;
  return list.empty() ? "none" : list;
}

// Bound by latency where the dependent loads alone take longer than the roofline's lower bound on
// the time (efficiency x the time per call: max(W/P, Q/B)).
void mark_latency_bound(KernelPoint& p, const PlacedWork& w, const std::vector<LatencyLevel>& latency) {
  if (!(w.dependent_loads > 0) || std::isnan(p.efficiency)) return;
  const double chase_ns = dependent_loads_ns(latency, p.level, w.dependent_loads);
  if (chase_ns > 0 && chase_ns >= p.efficiency * p.time_per_call_ns) p.bound = "latency";
}

}  // namespace

double dependent_loads_ns(const std::vector<LatencyLevel>& latency, const std::string& level, double loads) {
  for (const LatencyLevel& l : latency)
    if (l.level == level && l.pages == "huge" && l.core_kind.empty()) return loads * l.ns;
  return 0;
}

std::vector<PlacedWork> combine_repetitions(std::vector<PlacedWork> work) {
  // Keyed by file and name: a name repeated across files stays two pieces (place_work refuses them).
  std::map<std::pair<const std::string*, std::string>, std::vector<std::size_t>> reps;
  std::vector<std::size_t> first;
  for (std::size_t i = 0; i < work.size(); ++i) {
    auto& same = reps[{work[i].file.get(), work[i].name}];
    if (same.empty()) first.push_back(i);
    same.push_back(i);
  }
  std::vector<PlacedWork> out;
  out.reserve(first.size());
  for (std::size_t i : first) {
    const auto& same = reps[{work[i].file.get(), work[i].name}];
    std::vector<double> f, b, t;
    for (std::size_t j : same)
      f.push_back(work[j].flop_per_s), b.push_back(work[j].byte_per_s), t.push_back(work[j].seconds_per_call);
    PlacedWork w = std::move(work[i]);
    w.flop_per_s = median(f);
    w.byte_per_s = median(b);
    w.seconds_per_call = median(t);
    out.push_back(std::move(w));
  }
  return out;
}

std::vector<KernelPoint> place_work(const std::vector<PlacedWork>& work, const Roofline& roofline,
                                    const std::string& roofs_dir, const std::vector<LatencyLevel>& latency) {
  std::vector<KernelPoint> out;
  out.reserve(work.size());
  platform::advise_huge_pages(out.data(), out.capacity() * sizeof(KernelPoint));
  if (const PlacedWork* again = first_repeat(work))
    throw InputError(source_of(*again) + ": the name is placed twice (names must be unique across the inputs)");
  const bool named_in_key = work.size() <= kWorkNamedInKey;
  for (const PlacedWork& w : work) {
    if (out.size() >= kMaxPlacedPoints) throw InputError(source_of(w) + ": " + too_much_work());
    if (!roofline.compute(w.dtype, w.threads))
      throw InputError(roofs_dir + ": no " + w.dtype + " compute roof at " + std::to_string(w.threads) +
                       " threads for '" + w.name +
                       "' (the roofs were measured at threads: " + measured_threads(roofline) + ")");
    // An ISA the roofs lack is a typo or another machine's: the best roof instead would mislead.
    if (!w.isa.empty() && !roofline.compute(w.dtype, w.threads, w.isa))
      throw InputError(source_of(w) + ": column 'isa' is '" + w.isa + "', but " + roofs_dir + " has no " + w.dtype +
                       " compute roof of that ISA at " + std::to_string(w.threads) +
                       " threads (it has: " + measured_isas(roofline, w) + "; an empty 'isa' means the best)");
    KernelPoint p = point_of(w);
    if (!named_in_key) p.impl = kPlacedFamily;
    if (p.gb_per_s == 0) {
      p.level = "registers";
      bind_to_roofs(p, roofline, "");
      out.push_back(std::move(p));
    } else if (w.ws_bytes > 0) {
      p.level = roofline.level_of(w.ws_bytes, w.threads);
      bind_to_roofs(p, roofline, "");
      mark_latency_bound(p, w, latency);
      out.push_back(std::move(p));
    } else {
      // Unknown working set: the roof of every level it could live in.
      for (const MemoryLevel* level : roofline.levels_at(w.threads)) {
        KernelPoint at_level = p;
        at_level.level = level->name;
        bind_to_roofs(at_level, roofline, "");
        mark_latency_bound(at_level, w, latency);
        out.push_back(std::move(at_level));
      }
      if (out.empty() || out.back().benchmark != w.name) {
        p.level = "";
        bind_to_roofs(p, roofline, "");
        out.push_back(std::move(p));
      }
    }
  }
  return out;
}

double speedup_left(const KernelPoint& p) {
  if (std::isnan(p.efficiency) || !(p.efficiency > 0)) return std::numeric_limits<double>::quiet_NaN();
  return 1 / p.efficiency;
}

PlaceOrigin place_origin(const ResultSet& roofs, const std::string& roofs_dir, const std::vector<PlacedWork>& work,
                         const std::string& this_host) {
  PlaceOrigin o;
  o.roofs_dir = roofs_dir;
  o.roofs_host = get(roofs.meta, "benchmark_host_name");
  o.roofs_machine = identity_line(machine_identity(roofs.meta));
  o.work_host = this_host;
  for (const auto& w : work)
    if (!w.host.empty()) o.work_host = w.host;
  return o;
}

}  // namespace cpuroof::analysis
