#include "model/latency.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <map>
#include <string>
#include <tuple>

#include "format/units.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

constexpr const char* kFamily = "latency";

std::string param_of(const Measurement& m, const std::string& key) {
  const auto it = m.params.find(key);
  return it == m.params.end() ? std::string() : it->second;
}

// Every repetition's latency, those that say nothing (0: no load timed) left out.
std::vector<double> latencies(const Measurement& m) {
  std::vector<double> out;
  for (double ns : m.counter(counter::ns_per_load))
    if (ns > 0) out.push_back(ns);
  return out;
}

struct ChasePoint {
  const Measurement* m;
  double ws;
  double ns;  // median over repetitions
};

// The chase's sweep of one page kind and core kind, smallest working set first.
using Sweep = std::vector<ChasePoint>;

// A level's latency over the repetitions of the points in [low, high) (high 0: open), with its
// interval: their lower quantile, as a bandwidth roof is their upper one. A neighbour in the shared
// cache or an interrupt only lengthens a chase (on a Zen 5 VM the 4 MiB chase's median repetition of
// five sat 1-6% above the fastest, its slowest 1-10%, up to 3x while a neighbour filled the L3), and
// tinymembench reports the fastest of its runs.
void summarise(const Sweep& sweep, double low, double high, LatencyLevel& level) {
  std::vector<double> pooled;
  const Measurement* largest = nullptr;
  for (const ChasePoint& p : sweep)
    if (p.ws >= low && (high == 0 || p.ws < high)) {
      const auto ns = latencies(*p.m);
      pooled.insert(pooled.end(), ns.begin(), ns.end());
      largest = p.m;
    }
  if (pooled.empty()) return;
  level.ns = quantile(pooled, kLatencyQuantile);
  level.ns_ci = bootstrap_quantile_ci(pooled, kLatencyQuantile);
  level.source = largest->name;
}

// A level found on a sweep, and the working sets of its plateau's own points [core_low, core_high)
// (core_high 0: open): the samples on a boundary's slope belong to neither level. The last level
// (DRAM) is read where the bandwidth roofs read it, at the sweep's largest working set alone: the
// chase still hits the last cache in a share of its loads (32 MiB of 128 MiB: a quarter) and
// misses the TLB's page-walk caches less at smaller ones, so its latency keeps rising with the size.
struct FoundLevel {
  LatencyLevel level;
  double core_low = 0, core_high = 0;
};

// The levels of one sweep: its plateaus in loads per second (a falling curve, as bandwidth is).
std::vector<FoundLevel> find_levels(const Sweep& sweep) {
  std::vector<CurvePoint> curve;
  for (const ChasePoint& p : sweep) curve.push_back({p.ws, 1e9 / p.ns});
  const PlateauFit fit = detect_plateaus(curve);
  std::vector<FoundLevel> out;
  if (fit.plateaus.empty()) return out;
  const auto names = level_names(fit.plateaus.size(), fit.curve.back().ws_bytes);
  for (std::size_t i = 0; i < fit.plateaus.size(); ++i) {
    FoundLevel f;
    f.level.level = names[i];
    f.level.ws_low_bytes = i > 0 ? fit.boundaries[i - 1] : 0;
    f.level.ws_high_bytes = i < fit.boundaries.size() ? fit.boundaries[i] : 0;
    const Plateau& plateau = fit.plateaus[i];
    const bool last = i + 1 == fit.plateaus.size();
    f.core_low = fit.curve[last ? fit.curve.size() - 1 : plateau.first].ws_bytes;
    f.core_high = plateau.last + 1 < fit.curve.size() ? fit.curve[plateau.last + 1].ws_bytes : 0;
    out.push_back(f);
  }
  return out;
}

// A level's points past its boundaries' slopes: a quarter octave inside either boundary. The chase
// sampled half an octave apart has a point there at every level at least an octave wide.
constexpr double kInteriorMargin = 1.189207115;  // 2^(1/4)
// Points within this much of the fastest interior point's median count as the level's plateau
// (the plateau detection's own step between levels, PlateauOptions::min_step).
constexpr double kPlateauSpread = 0.15;

// The levels of one sweep where the bandwidth sweeps found them (the 1-thread levels of the same kind
// of core) or the run reports them: each level's latency is read off its plateau, the run of interior points
// within kPlateauSpread of the fastest one (a neighbour evicting lines of the shared cache only lengthens a chase; on a
// Zen 5 VM the L3 chase read 17 ns at 1.4 MiB and 28-110 ns from 2 MiB to 8 MiB, while its bandwidth sweep kept its L3
// plateau to 20 MB); the last level at the sweep's largest working set alone, as find_levels reads it. Levels without a
// point inside are left out.
std::vector<FoundLevel> levels_within(const Sweep& sweep, const std::vector<const MemoryLevel*>& bandwidth) {
  std::vector<FoundLevel> out;
  if (sweep.empty()) return out;
  for (std::size_t i = 0; i < bandwidth.size(); ++i) {
    const MemoryLevel& b = *bandwidth[i];
    FoundLevel f;
    f.level.level = b.name;
    f.level.ws_low_bytes = b.ws_low_bytes;
    f.level.ws_high_bytes = b.ws_high_bytes;
    if (i + 1 == bandwidth.size()) {
      if (b.ws_low_bytes > 0 && sweep.back().ws < b.ws_low_bytes) continue;
      f.core_low = sweep.back().ws;
      out.push_back(f);
      continue;
    }
    const double low = b.ws_low_bytes * kInteriorMargin;
    const double high = b.ws_high_bytes > 0 ? b.ws_high_bytes / kInteriorMargin : 0;
    const auto inside = [&](const ChasePoint& p) { return p.ws >= low && (high == 0 || p.ws <= high); };
    std::size_t best = sweep.size();
    for (std::size_t j = 0; j < sweep.size(); ++j)
      if (inside(sweep[j]) && (best == sweep.size() || sweep[j].ns < sweep[best].ns)) best = j;
    if (best == sweep.size()) continue;
    // The plateau: the run of interior points either side of the fastest within the spread.
    const auto on_plateau = [&](std::size_t j) {
      return inside(sweep[j]) && sweep[j].ns <= (1 + kPlateauSpread) * sweep[best].ns;
    };
    std::size_t first = best, last = best;
    while (first > 0 && on_plateau(first - 1)) --first;
    while (last + 1 < sweep.size() && on_plateau(last + 1)) ++last;
    f.core_low = sweep[first].ws;
    f.core_high = sweep[last].ws * 1.0001;  // summarise's range is half open
    out.push_back(f);
  }
  return out;
}

// The cache levels the run's context reports (hwloc's size of one instance: the chase runs on one
// core), and DRAM past the last: what the chase reads its levels in where the 1-thread bandwidth
// sweeps found fewer levels than that. Empty when the run reports no cache.
std::vector<MemoryLevel> reported_levels(const RawRun& run) {
  std::vector<MemoryLevel> out;
  double low = 0;
  for (int n = 1; n <= 4; ++n) {
    const auto it = run.context.find("cpuroof_cache_l" + std::to_string(n) + "_bytes_hwloc");
    if (it == run.context.end()) break;
    double bytes = 0;
    try {
      bytes = std::stod(it->second);
    } catch (const std::exception&) {
      break;
    }
    if (!(bytes > low) || !std::isfinite(bytes)) break;
    MemoryLevel level;
    level.name = "L" + std::to_string(n);
    level.threads = 1;
    level.ws_low_bytes = low;
    level.ws_high_bytes = bytes;
    out.push_back(level);
    low = bytes;
  }
  if (out.empty()) return out;
  MemoryLevel dram;
  dram.name = "DRAM";
  dram.threads = 1;
  dram.ws_low_bytes = low;
  out.push_back(dram);
  return out;
}

// Each level's latency read off one sweep's points in the level's plateau.
std::vector<LatencyLevel> levels_on(const Sweep& sweep, const std::vector<FoundLevel>& found, const std::string& pages,
                                    const std::string& core_kind) {
  std::vector<LatencyLevel> out;
  for (const FoundLevel& f : found) {
    LatencyLevel l = f.level;
    l.pages = pages;
    l.core_kind = core_kind;
    summarise(sweep, f.core_low, f.core_high, l);
    if (l.ns > 0) out.push_back(l);
  }
  return out;
}

// Lines per second of k chains at one working set (k = 1: the chase's own point there).
struct MlpSweep {
  double ws = 0;
  std::map<int, double> lines_per_s;
};

void add_mlp(LatencyLevel& level, const MlpSweep& sweep, const Roofline& roofline) {
  double best = 0;
  for (const auto& [k, rate] : sweep.lines_per_s) best = std::max(best, rate);
  if (!(best > 0)) return;
  for (const auto& [k, rate] : sweep.lines_per_s)
    if (rate >= (1 - kMlpSaturationTolerance) * best) {
      level.mlp_chains = k;
      break;
    }
  // Still rising at the most chains measured: the core keeps more misses in flight than that.
  level.mlp_saturated = level.mlp_chains < sweep.lines_per_s.rbegin()->first;
  level.mlp_lines_per_s = best;
  // Little's law: lines in flight = throughput x the time each one takes.
  level.mlp_lines_in_flight = best * level.ns * 1e-9;
  level.mlp_predicted_gb_per_s = level.mlp_lines_in_flight * kChaseLineBytes / (level.ns * 1e-9) / kGiga;
  if (const Roof* r = roofline.bandwidth(level.level, 1, "read", level.core_kind)) level.read_roof_gb_per_s = r->value;
}

bool in_level(const LatencyLevel& l, double ws) {
  return (l.ws_low_bytes == 0 || ws >= l.ws_low_bytes) && (l.ws_high_bytes == 0 || ws < l.ws_high_bytes);
}

}  // namespace

LatencyFit fit_latency(const RawRun& run, const Roofline& roofline) {
  // (pages, core kind) -> the chase's sweep; (core kind, ws) -> chains -> lines per second.
  std::map<std::pair<std::string, std::string>, Sweep> sweeps;
  std::map<std::pair<std::string, double>, MlpSweep> mlp;
  LatencyFit out;
  for (const auto& m : run.measurements) {
    if (m.family != kFamily) continue;
    const auto ns = latencies(m);
    if (ns.empty()) continue;
    const double ws = fixed(m, counter::ws_bytes);
    const std::string pages = param_of(m, "pages");
    if (m.kernel == "chase" || m.kernel == "mlp") {
      const int chains = static_cast<int>(std::lround(fixed(m, counter::chains)));
      if (m.kernel == "chase") sweeps[{pages, m.core_kind()}].push_back({&m, ws, median(ns)});
      out.points.push_back({pages, m.core_kind(), ws, chains, median(ns), median(m.counter(counter::loads))});
      if (pages == "huge") {
        MlpSweep& s = mlp[{m.core_kind(), ws}];
        s.ws = ws;
        s.lines_per_s[chains] = median(m.counter(counter::loads));
      }
    } else if (m.kernel == "loaded") {
      LoadedLatency l;
      l.background = static_cast<int>(std::lround(fixed(m, counter::background_threads)));
      l.core_kind = m.core_kind();
      l.ws_bytes = ws;
      l.ns = median(ns);
      l.ns_ci = bootstrap_quantile_ci(ns, 0.5);
      l.background_gb_per_s = median(m.counter(counter::background_bytes)) / kGiga;
      l.source = m.name;
      out.loaded.push_back(l);
    }
  }
  const auto clock = roofline.clock_hz.find(1);
  const double clock_hz = clock == roofline.clock_hz.end() ? 0 : clock->second;
  // The levels are found on huge pages, where the chase sees the caches and memory alone, and read
  // off the base pages' sweep at the same working sets: the difference is the TLB's misses. The
  // chase reads its latency in each level the 1-thread bandwidth sweeps found, or, where they found
  // fewer than the caches the run reports (a quick run on a shared Zen 5 VM: L1 and DRAM alone at
  // one thread, while two threads found all four), in the reported caches. A run with neither finds
  // its levels on the chase's own plateaus, and a run with base pages only there.
  std::map<std::string, std::vector<FoundLevel>> found;  // core kind -> levels
  const std::vector<MemoryLevel> reported = reported_levels(run);
  for (auto& [key, sweep] : sweeps) {
    std::sort(sweep.begin(), sweep.end(), [](const ChasePoint& a, const ChasePoint& b) { return a.ws < b.ws; });
    if (key.first != "huge") continue;
    std::vector<const MemoryLevel*> levels = roofline.levels_at(1, key.second);
    if (levels.size() < reported.size()) {
      levels.clear();
      for (const MemoryLevel& l : reported) levels.push_back(&l);
    }
    found[key.second] = levels.empty() ? find_levels(sweep) : levels_within(sweep, levels);
  }
  for (const char* pages : {"huge", "base"})
    for (const auto& [key, sweep] : sweeps) {
      if (key.first != pages) continue;
      const auto it = found.find(key.second);
      const std::vector<FoundLevel> levels = it != found.end() ? it->second : find_levels(sweep);
      for (LatencyLevel& l : levels_on(sweep, levels, key.first, key.second)) {
        l.clock_hz = clock_hz;
        if (clock_hz > 0) {
          l.cycles = l.ns * 1e-9 * clock_hz;
          l.cycles_ci = {l.ns_ci.low * 1e-9 * clock_hz, l.ns_ci.high * 1e-9 * clock_hz};
        }
        // The parallelism sweep at the level's largest working set that has one.
        if (l.pages == "huge")
          for (auto m = mlp.rbegin(); m != mlp.rend(); ++m)
            if (m->first.first == l.core_kind && in_level(l, m->second.ws) && m->second.lines_per_s.size() > 1) {
              add_mlp(l, m->second, roofline);
              break;
            }
        out.levels.push_back(l);
      }
    }
  std::sort(out.points.begin(), out.points.end(), [](const LatencyPoint& a, const LatencyPoint& b) {
    return std::tie(a.pages, a.core_kind, a.chains, a.ws_bytes) < std::tie(b.pages, b.core_kind, b.chains, b.ws_bytes);
  });
  // The unloaded end of each loaded curve: the sweep's chase at the same working set (huge pages).
  std::vector<LoadedLatency> unloaded;
  for (const LoadedLatency& l : out.loaded) {
    const auto sweep = sweeps.find({"huge", l.core_kind});
    if (sweep == sweeps.end()) continue;
    for (const ChasePoint& p : sweep->second)
      if (p.ws == l.ws_bytes && std::none_of(unloaded.begin(), unloaded.end(),
                                             [&](const LoadedLatency& u) { return u.core_kind == l.core_kind; })) {
        const auto ns = latencies(*p.m);
        unloaded.push_back({0, l.core_kind, p.ws, median(ns), bootstrap_quantile_ci(ns, 0.5), 0, p.m->name});
      }
  }
  out.loaded.insert(out.loaded.end(), unloaded.begin(), unloaded.end());
  std::sort(out.loaded.begin(), out.loaded.end(), [](const LoadedLatency& a, const LoadedLatency& b) {
    return std::tie(a.core_kind, a.background) < std::tie(b.core_kind, b.background);
  });
  return out;
}

}  // namespace cpuroof::analysis
