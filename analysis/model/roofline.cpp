#include "model/roofline.hpp"

#include <algorithm>
#include <optional>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <tuple>

#include <nlohmann/json.hpp>

#include "model/identity.hpp"
#include "io/json_input.hpp"
#include "model/microarch.hpp"
#include "model/roof_key.hpp"
#include "format/units.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

constexpr const char* kReadAccess = "read";

int threads_of(const Measurement& m) { return static_cast<int>(std::lround(fixed(m, counter::omp_threads))); }

// Bandwidth roofs come from the hand-written stream kernels only (not the plain-loop baseline), of
// every dtype: a level moves bytes, whatever their type, so the f32 sweeps (sum and triad) are more
// samples of the same roofs, and a roof below one of them is below what the level gave (four quick
// runs on a Zen 5 VM: f32 over f64 at the same working set a median 1.00, 80% of the points within
// 2-3% either way in L1 and L2, 4-5% in L3).
bool bandwidth_source(const Measurement& m) { return m.family == "stream" && m.impl == "hand"; }

// The memory levels are found on the f64 sweeps alone: one grid of working sets per access kind.
bool level_source(const Measurement& m) { return bandwidth_source(m) && m.dtype == "f64"; }

// The core model of the cores of one kind ("": the machine's one kind, or the fastest of several, an
// upper bound for runs spread over all kinds) from the core table (cpuid on x86, MIDR on Arm). A kind
// is told to the table by hwloc's CoreType info, as the run's context records the kinds; a kind without
// one (Arm kinds, whose hwloc infos carry no MIDR) has no theoretical roofs. None either for a run
// without identity fields (not a cpuroof-bench run) or a core the table does not know.
std::optional<CoreModel> run_core_model(const RawRun& run, const std::string& core_kind) {
  std::map<std::string, std::string> meta;
  for (const auto& [key, value] : run.context)
    if (key.rfind("cpuroof_", 0) == 0) meta[key.substr(8)] = value;
  const MachineIdentity machine = machine_identity(meta);
  if (core_kind.empty() || core_kind == "all") return core_model(machine);
  if (!machine.core_names.empty()) return core_model(machine, core_kind);
  const auto kinds = run.context.find("cpuroof_core_kinds");
  if (kinds == run.context.end()) return std::nullopt;
  // Depth limited, as io/load.cpp has checked it: a run's context comes from a file.
  const nlohmann::json parsed = parse_json(kinds->second, run.path + ": context.cpuroof_core_kinds");
  if (!parsed.is_array()) return std::nullopt;
  for (const auto& kind : parsed)
    if (kind.is_object() && kind.value("name", std::string()) == core_kind) {
      const auto infos = kind.find("infos");
      if (infos == kind.end() || !infos->is_object() || !infos->contains("CoreType") ||
          !(*infos)["CoreType"].is_string())
        return std::nullopt;
      return core_model(machine, (*infos)["CoreType"].get<std::string>());
    }
  return std::nullopt;
}

struct Candidate {
  const Measurement* m;
  double q;  // upper quantile of the rate
};

Roof make_roof(const Candidate& best, const std::string& counter, const std::string& kind) {
  Roof r;
  r.kind = kind;
  r.threads = threads_of(*best.m);
  r.dtype = best.m->dtype;
  r.isa = best.m->label_or("isa", "");
  r.value = best.q / kGiga;
  const Interval ci = bootstrap_quantile_ci(best.m->counter(counter), kRoofQuantile);
  r.ci = {ci.low / kGiga, ci.high / kGiga};
  r.source = best.m->name;
  return r;
}

// A dependent chain cannot run faster than one add per cycle, and interference only slows it: the
// upper quantile of the repetitions is the estimate, like a roof's.
void add_clock(const RawRun& run, Roofline& out) {
  for (const auto& m : run.measurements) {
    if (m.family == "clock") out.clock_hz[threads_of(m)] = quantile(m.counter(counter::clock_hz), kRoofQuantile);
    if (m.family != "clock" && m.family != "peak") continue;
    for (double hz : m.family == "clock" ? m.counter(counter::clock_hz) : clock_samples(m)) {
      double& top = out.clock_top_hz[threads_of(m)];
      top = std::max(top, hz);
    }
  }
}

// The clock a peak benchmark ran at, from the clock samples its repetitions carry (bench_peak.cpp):
// their upper quantile, the same statistic as the roof's FLOP rate, which it divides. Interference
// only lowers either, and not in step: a sample and the peak beside it run at different moments, so
// a quantile of per-repetition ratios would pair a lucky peak with a disturbed clock (Zen 4, quick
// profile, two threads: a sample at 93% of the highest, beside an undisturbed peak, read 17.2
// FLOP/cycle of f32 AVX2 mul on a 16 FLOP/cycle core). A clock that wandered for all of them still
// divides a rate measured within milliseconds of it, not the clock benchmark's, minutes away.
std::optional<double> own_clock_hz(const Measurement& m) {
  const std::vector<double> clocks = clock_samples(m);
  if (clocks.empty()) return std::nullopt;
  return quantile(clocks, kRoofQuantile);
}

void add_compute_roofs(const RawRun& run, const std::optional<CoreModel>& core, Roofline& out) {
  // (roof, threads) -> the shape with the highest upper quantile
  std::map<std::pair<RoofKey, int>, Candidate> best;
  for (const auto& m : run.measurements) {
    if (m.family != "peak") continue;
    const std::pair<RoofKey, int> key{{"compute", m.dtype, m.label_or("isa", ""), "", m.label_or("mix", m.kernel)},
                                      threads_of(m)};
    const Candidate c{&m, quantile(m.counter(counter::flops), kRoofQuantile)};
    auto [it, inserted] = best.try_emplace(key, c);
    if (!inserted && c.q > it->second.q) it->second = c;
  }
  for (const auto& [key, c] : best) {
    Roof r = make_roof(c, counter::flops, "compute");
    r.variant = key.first.variant;
    if (const auto own = own_clock_hz(*c.m)) {
      r.clock_hz = *own;
    } else if (const auto clk = out.clock_hz.find(r.threads); clk != out.clock_hz.end()) {
      r.clock_hz = clk->second;
    }
    if (r.clock_hz > 0) r.per_cycle = r.value * kGiga / (r.clock_hz * r.threads);
    if (core && r.clock_hz > 0)
      r.theoretical = r.threads * r.clock_hz / kGiga * ops_per_cycle(*core, r.variant, r.isa, r.dtype);
    out.roofs.push_back(r);
  }
}

// Geometric mean of the curve's values with low <= ws < high (high 0: no upper bound); 0 if none.
double geometric_mean_in(const std::vector<CurvePoint>& curve, double low, double high) {
  double sum = 0;
  int count = 0;
  for (const auto& p : curve)
    if (p.ws_bytes >= low && (high == 0 || p.ws_bytes < high)) sum += std::log(p.value), ++count;
  return count ? std::exp(sum / count) : 0;
}

// The levels at each thread count, found on all sweeps with normal stores combined (plateau.hpp)
// on the read sweep's working sets, the densest; non-temporal kinds bypass the caches and show no
// levels. Each level's read bandwidth is then taken from the read sweep alone.
void add_levels(const RawRun& run, Roofline& out) {
  std::map<int, std::map<std::string, std::vector<CurvePoint>>> sweeps;  // threads -> access -> curve
  for (const auto& m : run.measurements) {
    const std::string access = run.access_of(m);
    const double rate = level_source(m) ? median(m.counter(counter::bytes)) : 0;
    // A sweep point that moved nothing or has no working set (a broken counter or label) says
    // nothing about the levels.
    if (!(rate > 0) || access.find("_nt") != std::string::npos) continue;
    if (const double ws = fixed(m, counter::ws_bytes); ws > 0) sweeps[threads_of(m)][access].push_back({ws, rate});
  }
  for (const auto& [threads, kinds] : sweeps) {
    const auto read = kinds.find(kReadAccess);
    if (read == kinds.end()) continue;
    std::vector<double> grid;
    for (const auto& p : read->second) grid.push_back(p.ws_bytes);
    std::sort(grid.begin(), grid.end());
    std::vector<std::vector<CurvePoint>> curves;
    for (const auto& [access, curve] : kinds) curves.push_back(curve);
    const PlateauFit fit = detect_plateaus(combine_curves(curves, grid));
    if (fit.plateaus.empty()) continue;
    const auto names = level_names(fit.plateaus.size(), fit.curve.back().ws_bytes);
    for (std::size_t i = 0; i < fit.plateaus.size(); ++i) {
      MemoryLevel level;
      level.name = names[i];
      level.threads = threads;
      level.ws_low_bytes = i > 0 ? fit.boundaries[i - 1] : 0;
      level.ws_high_bytes = i < fit.boundaries.size() ? fit.boundaries[i] : 0;
      // The ramp before the first level is not part of it.
      level.read_gb_per_s = geometric_mean_in(read->second, i > 0 ? level.ws_low_bytes : fit.curve.front().ws_bytes,
                                              level.ws_high_bytes) /
                            kGiga;
      out.levels.push_back(level);
    }
  }
}

}  // namespace

// How far past a boundary a working set still draws on the faster level: half an octave, but three
// times the boundary into the last level. AMD's L3 is a victim cache that keeps serving part of a
// stream well past its size, and a non-temporal kind keeps only its read arrays there: on a 32 MiB-L3
// Zen 3, at twice the boundary add_nt and triad_nt still ran 1.2-1.5x their DRAM plateau, which they
// reached by 2.6x (normal-store kinds by 1.5-2.3x).
double past_boundary_margin(bool into_last_level) { return into_last_level ? 3.0 : std::sqrt(2.0); }

double last_level_start(const MemoryLevel& last) {
  return last.judged_from_bytes > 0 ? last.judged_from_bytes : last.ws_low_bytes * past_boundary_margin(true);
}

double last_level_start(const Roof& last_level_roof) {
  MemoryLevel level;
  level.ws_low_bytes = last_level_roof.ws_low_bytes;
  level.judged_from_bytes = last_level_roof.judged_from_bytes;
  return last_level_start(level);
}

namespace {

// A range of working sets; high 0: no upper bound.
struct WsRange {
  double low = 0, high = 0;
  [[nodiscard]] bool holds(double ws) const { return ws >= low && (high == 0 || ws < high); }
};

// The working sets judged against level i of `levels` (Roofline::level_of), where its roof is read:
// from the margin past its lower boundary to the margin past its upper one, the last level from where
// it starts (last_level_start). The working sets past its upper boundary mostly read slower, but a
// non-temporal kind reads faster there than inside L1 (on a Zen 5 VM add_nt ran 85 GB/s at 32 KiB and
// 97 at 64 KiB, past a 48 KiB L1): the roof must hold for them too.
WsRange judged_range(const std::vector<const MemoryLevel*>& levels, std::size_t i) {
  const MemoryLevel& l = *levels[i];
  const bool last = i + 1 == levels.size();
  WsRange r;
  if (l.ws_low_bytes > 0) r.low = last ? last_level_start(l) : l.ws_low_bytes * past_boundary_margin(false);
  if (l.ws_high_bytes > 0)
    r.high = i + 2 == levels.size() ? last_level_start(*levels[i + 1]) : l.ws_high_bytes * past_boundary_margin(false);
  return r;
}

bool in_range(const MemoryLevel& l, double ws) {
  return (l.ws_low_bytes == 0 || ws >= l.ws_low_bytes) && (l.ws_high_bytes == 0 || ws < l.ws_high_bytes);
}

// A sweep point's working set and upper quantile of its byte rate, computed once (not per level).
struct RatedSweepPoint {
  Candidate c;
  double ws;
};

RatedSweepPoint sweep_point(const Measurement& m) {
  return {{&m, quantile(m.counter(counter::bytes), kRoofQuantile)}, fixed(m, counter::ws_bytes)};
}

// How a roof is read off one sweep at one level: the highest upper quantile among the points judged
// against the level, or anywhere in the level when none is. The last level's roof is read at
// the sweep's largest working set alone, the one furthest past every cache (the planner sends it to 8x
// the last cache and past 512 MiB): on a 32 MiB-L3 Zen 5 STREAM and likwid still read 15-18% more at
// 128 MiB than at 1 GiB (cache and TLB reach), and the best of several DRAM working sets is the luckiest
// of their repetitions (on a shared Zen 4 VM, one repetition of five at 256 MiB set a 1T DRAM roof 6%
// above the 512 MiB figure). place_last_level_start moves the level's start past the working sets that
// still read above it; dram_reach (checks/roof_checks.hpp) checks the smaller working sets against it.
std::optional<Candidate> best_in_level(const std::vector<RatedSweepPoint>& sweep,
                                       const std::vector<const MemoryLevel*>& levels, std::size_t li) {
  const bool last = li + 1 == levels.size();
  double largest = 0;
  for (const auto& p : sweep) largest = std::max(largest, p.ws);
  const WsRange judged = judged_range(levels, li);
  std::vector<Candidate> inner, range;
  for (const auto& p : sweep) {
    if (judged.holds(p.ws) && (!last || p.ws == largest)) inner.push_back(p.c);
    if (in_range(*levels[li], p.ws)) range.push_back(p.c);
  }
  const auto& pool = inner.empty() ? range : inner;
  if (pool.empty()) return std::nullopt;
  return *std::max_element(pool.begin(), pool.end(), [](auto& a, auto& b) { return a.q < b.q; });
}

// Index of L3 among a sweep's levels: the first one whose bus figure (write-allocate) is kept.
constexpr std::size_t kFirstSharedLevel = 2;

// The load/store-port limit of a stream kernel at L1, from the arrays the run's catalogue says it
// reads and writes (an "_nt" variant is its kind's row); runs without a catalogue have it for the
// read kind only; else 0.
double l1_ports_of(const RawRun& run, const Measurement& m, const CoreModel& core, const std::string& isa) {
  std::string kernel = m.kernel;
  if (kernel.size() > 3 && kernel.compare(kernel.size() - 3, 3, "_nt") == 0 && !run.catalog.kernel(m.family, kernel))
    kernel.resize(kernel.size() - 3);
  const auto reads = run.catalog.number(m.family, kernel, "arrays_read");
  const auto writes = run.catalog.number(m.family, kernel, "arrays_written");
  if (!reads || !writes) return run.access_of(m, m.kernel) == kReadAccess ? l1_load_bytes_per_cycle(core, isa) : 0;
  return l1_port_bytes_per_cycle(core, isa, static_cast<int>(*reads), static_cast<int>(*writes));
}

// The plain-loop triad (stream/triad/naive, STREAM's loop) is a sweep too, from 8 MiB up, with a
// working set beside STREAM's past the others' largest (full profile).
bool plain_sweep(const Measurement& m) { return m.family == "stream" && m.impl == "naive"; }

// Where the last level starts, at each thread count: past the margin into it, and past every working
// set at which a bandwidth sweep, the plain triad's included, still reads above its own last-level
// figure (the upper quantile at the largest working set the roofs are read at) beyond both
// intervals, at the geometric middle between that working set and the sweep's next (as plateau
// boundaries are placed; the sweeps' grids differ by a few bytes). Such a working set still draws on
// a cache, and is judged against it: on a Zen 5 VM whose sweeps found a 28 MiB L3, the stream kinds
// read a median 14% more at 128 MiB than at 512 MiB (triad_nt at two threads 109 against 67 GB/s),
// past three times the boundary. Where nine repetitions of each hand kind spread too widely to tell
// (one thread, 29-46 GB/s of triad at 128 MiB), the plain triad's three there (39-45 against 20-36
// at 512 MiB) still did.
void place_last_level_start(const RawRun& run, Roofline& out) {
  // (access, threads, plain) -> points: the hand kernels' dtypes share a sweep, the plain triad has its own
  std::map<std::tuple<std::string, int, bool>, std::vector<const Measurement*>> sweeps;
  std::map<int, double> roof_ws;  // threads -> the largest working set of the hand sweeps (the roofs')
  for (const auto& m : run.measurements) {
    if (!bandwidth_source(m) && !plain_sweep(m)) continue;
    const double ws = fixed(m, counter::ws_bytes);
    if (ws <= 0) continue;
    sweeps[{run.access_of(m, m.kernel), threads_of(m), plain_sweep(m)}].push_back(&m);
    if (bandwidth_source(m)) roof_ws[threads_of(m)] = std::max(roof_ws[threads_of(m)], ws);
  }
  for (auto& [key, sweep] : sweeps)
    std::sort(sweep.begin(), sweep.end(), [](const Measurement* a, const Measurement* b) {
      return fixed(*a, counter::ws_bytes) < fixed(*b, counter::ws_bytes);
    });
  for (auto& level : out.levels) {
    if (level.ws_high_bytes != 0 || level.ws_low_bytes == 0) continue;  // only a last level past a cache
    const double margin_start = last_level_start(level);
    double start = margin_start;
    for (const auto& [key, sweep] : sweeps) {
      if (std::get<1>(key) != level.threads) continue;
      // The sweep's figure at the largest working set up to the roofs' (the plain triad's beside
      // STREAM lies past it), which the sweeps of several dtypes may share.
      double largest = 0;
      for (const Measurement* m : sweep)
        if (const double ws = fixed(*m, counter::ws_bytes); ws <= roof_ws[level.threads]) largest = ws;
      double roof_high = 0;
      for (const Measurement* m : sweep)
        if (fixed(*m, counter::ws_bytes) == largest)
          roof_high = std::max(roof_high, bootstrap_quantile_ci(m->counter(counter::bytes), kRoofQuantile).high);
      for (std::size_t i = 0; i < sweep.size(); ++i) {
        const double ws = fixed(*sweep[i], counter::ws_bytes);
        if (ws < margin_start || ws >= largest ||
            !(bootstrap_quantile_ci(sweep[i]->counter(counter::bytes), 0.5).low > roof_high))
          continue;
        // The next working set of the same dtype's sweep (the other dtype's grid lies a few bytes off),
        // else the next larger one of any: ws < largest, so there is one.
        std::size_t next = i + 1;
        while (next < sweep.size() && sweep[next]->dtype != sweep[i]->dtype) ++next;
        if (next == sweep.size())
          for (next = i + 1; fixed(*sweep[next], counter::ws_bytes) <= ws;) ++next;
        start = std::max(start, std::sqrt(ws * fixed(*sweep[next], counter::ws_bytes)));
      }
    }
    level.judged_from_bytes = start;
  }
}

void add_bandwidth_roofs(const RawRun& run, const std::optional<CoreModel>& core, Roofline& out) {
  std::map<std::pair<std::string, int>, std::vector<RatedSweepPoint>> sweeps;  // (access, threads) -> points
  for (const auto& m : run.measurements)
    if (bandwidth_source(m)) sweeps[{run.access_of(m, m.kernel), threads_of(m)}].push_back(sweep_point(m));
  for (const auto& [key, sweep] : sweeps) {
    const auto& [access, threads] = key;
    const auto levels = out.levels_at(threads);
    for (std::size_t li = 0; li < levels.size(); ++li) {
      const MemoryLevel& level = *levels[li];
      const auto best = best_in_level(sweep, levels, li);
      if (!best) continue;
      Roof r = make_roof(*best, counter::bytes, "bandwidth");
      r.level = level.name;
      r.variant = access;
      r.ws_low_bytes = level.ws_low_bytes;
      r.ws_high_bytes = level.ws_high_bytes;
      r.judged_from_bytes = level.judged_from_bytes;
      // Write-allocate reads exist only past the private caches: a store missing L1 or L2 takes its
      // line from the next level up, which the private-cache figure already counts once.
      if (li >= kFirstSharedLevel && best->m->has_counter(counter::bus_bytes))
        r.bus_value = quantile(best->m->counter(counter::bus_bytes), kRoofQuantile) / kGiga;
      if (const auto clk = out.clock_hz.find(threads); clk != out.clock_hz.end()) {
        r.clock_hz = clk->second;
        r.per_cycle = r.value * kGiga / (clk->second * threads);
        const auto top = out.clock_top_hz.find(threads);
        if (core && li == 0 && top != out.clock_top_hz.end())
          if (const auto ports = l1_ports_of(run, *best->m, *core, r.isa); ports > 0)
            r.theoretical = threads * std::max(top->second, clk->second) / kGiga * ports;
      }
      out.roofs.push_back(r);
    }
  }
  // Thread saturation: per level and access kind, the fewest threads within tolerance of the best.
  for (auto& r : out.roofs) {
    if (r.kind != "bandwidth") continue;
    double best = 0;
    for (const auto& o : out.roofs)
      if (o.kind == "bandwidth" && o.level == r.level && o.variant == r.variant) best = std::max(best, o.value);
    int fewest = 0;
    for (const auto& o : out.roofs)
      if (o.kind == "bandwidth" && o.level == r.level && o.variant == r.variant &&
          o.value >= (1 - Roof::kSaturationTolerance) * best && (fewest == 0 || o.threads < fewest))
        fewest = o.threads;
    r.saturation_threads = fewest;
  }
}

}  // namespace

double level_rate(const Roofline& roofline, const std::vector<const Measurement*>& sweep, const std::string& level,
                  int threads, const std::string& core_kind) {
  const std::string kind = core_kind.empty() ? roofline.unpinned_kind(threads) : core_kind;
  std::vector<RatedSweepPoint> points;
  for (const Measurement* m : sweep)
    if (threads_of(*m) == threads && m->core_kind() == kind) points.push_back(sweep_point(*m));
  const auto levels = roofline.levels_at(threads, kind);
  for (std::size_t li = 0; li < levels.size(); ++li)
    if (levels[li]->name == level)
      if (const auto best = best_in_level(points, levels, li)) return best->q / kGiga;
  return 0;
}

// The last level found is named DRAM only when the sweep reached past any last-level cache the
// level could be instead. 64 MiB is twice the 32 MiB L3 of a Zen 3/4/5 CCD and above the L3 of
// client Intel parts; a server whose L3 domain is larger (Sapphire Rapids: up to 105 MB) gets an
// "L<n>" name for a level that may be DRAM. The OS's cache sizes are not used: in VMs they are often
// wrong (508 MiB of L3 reported on the Zen 5 VMs here).
std::vector<std::string> level_names(std::size_t count, double largest_ws) {
  constexpr double kDramReach = 64.0 * 1024 * 1024;
  std::vector<std::string> names;
  const bool dram = count > 1 && largest_ws >= kDramReach;
  for (std::size_t i = 0; i < count; ++i)
    names.push_back(dram && i + 1 == count ? "DRAM" : "L" + std::to_string(i + 1));
  return names;
}

std::string Roofline::unpinned_kind(int threads) const {
  if (core_kinds.empty()) return "";
  for (const auto& r : roofs)
    if (r.core_kind == kAllCoreKinds && r.threads == threads) return kAllCoreKinds;
  return core_kinds.front();
}

const Roof* Roofline::compute(const std::string& dtype, int threads, const std::string& isa, const std::string& mix,
                              const std::string& core_kind) const {
  const std::string kind = core_kind.empty() ? unpinned_kind(threads) : core_kind;
  const Roof* best = nullptr;
  // The thread count first: a number, and it rules out most roofs (place asks this per point).
  for (const auto& r : roofs)
    if (r.threads == threads && r.kind == "compute" && r.dtype == dtype && r.core_kind == kind &&
        (isa.empty() || r.isa == isa) && (mix.empty() || r.variant == mix) && (!best || r.value > best->value))
      best = &r;
  return best;
}

const Roof* Roofline::bandwidth(const std::string& level, int threads, const std::string& access,
                                const std::string& core_kind) const {
  const std::string kind = core_kind.empty() ? unpinned_kind(threads) : core_kind;
  const Roof* best = nullptr;
  for (const auto& r : roofs)
    if (r.threads == threads && r.kind == "bandwidth" && r.level == level && r.core_kind == kind &&
        (access.empty() || r.variant == access) && (!best || r.value > best->value))
      best = &r;
  return best;
}

std::vector<const MemoryLevel*> Roofline::levels_at(int threads, const std::string& core_kind) const {
  const std::string kind = core_kind.empty() ? unpinned_kind(threads) : core_kind;
  std::vector<const MemoryLevel*> out;
  for (const auto& l : levels)
    if (l.threads == threads && l.core_kind == kind) out.push_back(&l);
  return out;
}

std::string Roofline::level_of(double ws_bytes, int threads, const std::string& core_kind) const {
  // A working set within the margin past a boundary still partly sits in the faster level: it is
  // judged against that level's (higher) roof, the same margin the slower level's roof is read
  // beyond, so a roof stays an upper bound for every point judged against it.
  const auto at = levels_at(threads, core_kind);
  for (std::size_t i = 0; i < at.size(); ++i)
    if (const double high = judged_range(at, i).high; high == 0 || ws_bytes < high) return at[i]->name;
  return "";
}

std::vector<int> Roofline::thread_counts() const {
  std::set<int> t;
  for (const auto& r : roofs) t.insert(r.threads);
  return {t.begin(), t.end()};
}

namespace {

// The roofline of the benchmarks of one kind of core, as a run of that kind alone.
Roofline derive_kind(const RawRun& run, const std::string& core_kind) {
  Roofline out;
  const std::optional<CoreModel> core = run_core_model(run, core_kind);
  if (core) {
    out.core_model = core->name;
    out.core_model_source = core->source;
  }
  add_clock(run, out);
  add_compute_roofs(run, core, out);
  add_levels(run, out);
  place_last_level_start(run, out);
  add_bandwidth_roofs(run, core, out);
  for (auto& r : out.roofs) r.core_kind = core_kind;
  for (auto& l : out.levels) l.core_kind = core_kind;
  return out;
}

// The kinds of core the run's benchmarks name.
std::vector<std::string> core_kinds_of(const RawRun& run) {
  std::vector<std::string> kinds;
  for (const auto& m : run.measurements)
    if (const std::string k = m.core_kind(); !k.empty() && std::find(kinds.begin(), kinds.end(), k) == kinds.end())
      kinds.push_back(k);
  return kinds;
}

}  // namespace

bool core_kind_before(const std::string& a, const std::string& b) {
  auto rank = [](const std::string& k) {
    const int group = k == "P" ? 0 : k.rfind('M', 0) == 0 ? 1 : k == "E" ? 2 : k == kAllCoreKinds ? 4 : 3;
    // Numbered kinds (M1, k0, ...) by number: M10 after M9.
    const bool numbered = group == 1 || group == 3;
    return std::make_tuple(group, numbered ? k.size() : 0, k);
  };
  return rank(a) < rank(b);
}

std::vector<double> clock_samples(const Measurement& m) {
  std::vector<double> clocks;
  for (const auto& rep : m.reps) {
    const auto clock = rep.counters.find(counter::clock_hz);
    if (clock == rep.counters.end() || !(clock->second > 0)) return {};
    clocks.push_back(clock->second);
  }
  return clocks;
}

Roofline derive_roofline(const RawRun& run) {
  std::vector<std::string> kinds = core_kinds_of(run);
  std::sort(kinds.begin(), kinds.end(), core_kind_before);
  if (kinds.empty()) return derive_kind(run, "");
  Roofline out;
  if (const auto core = run_core_model(run, "")) {
    out.core_model = core->name;
    out.core_model_source = core->source;
  }
  out.core_kinds = kinds;
  for (const auto& kind : kinds) {
    RawRun of_kind;
    of_kind.path = run.path;
    of_kind.context = run.context;
    of_kind.catalog = run.catalog;
    for (const auto& m : run.measurements)
      if (m.core_kind() == kind) of_kind.measurements.push_back(m);
    Roofline r = derive_kind(of_kind, kind);
    out.roofs.insert(out.roofs.end(), r.roofs.begin(), r.roofs.end());
    out.levels.insert(out.levels.end(), r.levels.begin(), r.levels.end());
    for (const auto& [threads, hz] : r.clock_hz) out.clock_hz[threads] = std::max(out.clock_hz[threads], hz);
    for (const auto& [threads, hz] : r.clock_top_hz)
      out.clock_top_hz[threads] = std::max(out.clock_top_hz[threads], hz);
  }
  return out;
}

}  // namespace cpuroof::analysis
