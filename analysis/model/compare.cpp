#include "model/compare.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <tuple>

#include "machine/isa_table.hpp"
#include "model/meta_lookup.hpp"
#include "model/ridge.hpp"
#include "model/roof_key.hpp"

namespace cpuroof::analysis {
namespace {

std::optional<double> ratio_of(double value, double baseline) {
  if (!(value > 0) || !(baseline > 0)) return std::nullopt;
  return value / baseline;
}

std::optional<RunSpread> spread_of(const std::vector<const Roof*>& roofs) {
  std::vector<double> v;
  for (const Roof* r : roofs)
    if (r) v.push_back(r->value);
  if (static_cast<int>(v.size()) < kMinRunsForSpread) return std::nullopt;
  double mean = 0;
  for (double x : v) mean += x;
  mean /= static_cast<double>(v.size());
  double ss = 0;
  for (double x : v) ss += (x - mean) * (x - mean);
  const double sd = std::sqrt(ss / static_cast<double>(v.size() - 1));
  return RunSpread{static_cast<int>(v.size()), mean, mean > 0 ? sd / mean : 0};
}

// A level's place among its architecture's levels (machine/isa_table.hpp), narrowest 0, for the widest
// of the architectures that have it (scalar is every one's); -1 for an extension or unknown name.
int isa_rank(const std::string& isa) {
  int rank = -1;
  for (std::string_view arch : kIsaArchitectures) rank = std::max(rank, isa_level_rank(isa, arch));
  return rank;
}

std::string join(const std::set<int>& v) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + std::to_string(x);
  return out.empty() ? "none" : out;
}

// What a run measured, to say why a row is absent from it.
struct RunFacts {
  std::string label, profile;
  MachineIdentity machine;
  std::set<int> threads;
  std::set<std::string> compute_isas;
  std::map<int, std::vector<std::string>> levels;  // bandwidth levels per thread count, fastest first
  // The low-precision levels its CPU runs (meta.json's lowp_levels); none for a run from before it.
  std::optional<std::set<std::string>> lowp_levels;
};

RunFacts facts_of(const ResultSet& r, const std::string& label, const MachineIdentity& m, const std::string& profile) {
  RunFacts f{label, profile, m, {}, {}, {}, std::nullopt};
  if (const auto it = r.meta.find("lowp_levels"); it != r.meta.end()) {
    std::istringstream words(it->second);
    f.lowp_levels.emplace(std::istream_iterator<std::string>(words), std::istream_iterator<std::string>());
  }
  for (const Roof& roof : r.roofline.roofs) {
    f.threads.insert(roof.threads);
    if (roof.kind == "compute") f.compute_isas.insert(roof.isa);
  }
  for (const KernelPoint& p : r.points) f.threads.insert(p.threads);
  for (int t : f.threads) f.levels[t] = levels_at(r.roofline, t);
  return f;
}

std::string profile_note(const RunFacts& f, const std::string& baseline_profile) {
  return !f.profile.empty() && f.profile != baseline_profile ? " (profile " + f.profile + ")" : "";
}

// True when a machine whose widest level is `widest` cannot run `isa` (a level above it in its
// architecture's order, or one of the other architecture); false when either is not a level.
bool lacks_isa(const std::string& widest, const std::string& isa) {
  for (std::string_view arch : kIsaArchitectures) {
    const int top = isa_level_rank(widest, arch), rank = isa_level_rank(isa, arch);
    if (top < 0 || (widest == "scalar" && rank < 0)) continue;  // scalar is a level of every architecture
    return rank < 0 || rank > top;
  }
  return false;
}

// A low-precision label (an extension such as avx512_bf16, or a level's instructions such as
// sve_dotprod: no level) is absent where the run's lowp_levels leave it out. A run older than that field
// is judged by the level the label runs on (avx512, sve): its CPU may have the feature, so otherwise it
// only "did not measure" it.
std::string isa_absent(const RunFacts& f, const std::string& isa) {
  const IsaRow* level = isa_level_of_label(isa);
  const bool low_precision = isa_rank(isa) < 0 && level;
  const bool absent = !low_precision  ? lacks_isa(f.machine.isa_level, isa)
                      : f.lowp_levels ? !f.lowp_levels->count(isa)
                                      : lacks_isa(f.machine.isa_level, std::string(level->name));
  if (absent)
    return fmt::format("ISA absent: {} has no {} ({}, widest ISA {})", f.label, isa, f.machine.microarch,
                       f.machine.isa_level);
  return fmt::format("{} did not measure {}", f.label, isa);
}

std::string threads_absent(const RunFacts& f, int /*threads*/) {
  return fmt::format("thread count not measured: {} ran {} threads only", f.label, join(f.threads));
}

std::string compute_missing(const RunFacts& f, const std::string& isa, const std::string& dtype, const std::string& mix,
                            int threads, const std::string& other_profile) {
  if (isa != kBestIsa && !f.compute_isas.count(isa)) return isa_absent(f, isa);
  if (!f.threads.count(threads)) return threads_absent(f, threads);
  return fmt::format("{} did not measure {} {}{}", f.label, dtype, mix, profile_note(f, other_profile));
}

std::string bandwidth_missing(const RunFacts& f, const std::string& level, const std::string& access, int threads,
                              const std::string& other_profile) {
  if (!f.threads.count(threads)) return threads_absent(f, threads);
  const auto& found = f.levels.at(threads);
  if (std::find(found.begin(), found.end(), level) == found.end()) {
    std::string list;
    for (const auto& l : found) list += (list.empty() ? "" : ", ") + l;
    return fmt::format("level not found: {} found {} at {} threads", f.label, list.empty() ? "no level" : list,
                       threads);
  }
  return fmt::format("{} did not measure access kind {}{}", f.label, access, profile_note(f, other_profile));
}

// The ISA a benchmark name pins ("peak/fma12/hand/f64/isa:avx512/..."), or "".
std::string isa_in_name(const std::string& benchmark) {
  const auto at = benchmark.find("isa:");
  if (at == std::string::npos) return "";
  const auto end = benchmark.find('/', at);
  return benchmark.substr(at + 4, end == std::string::npos ? std::string::npos : end - at - 4);
}

std::string point_missing(const RunFacts& f, const std::string& benchmark, int threads,
                          const std::string& other_profile) {
  if (const std::string isa = isa_in_name(benchmark);
      !isa.empty() && !f.compute_isas.count(isa) && lacks_isa(f.machine.isa_level, isa))
    return isa_absent(f, isa);
  if (!f.threads.count(threads)) return threads_absent(f, threads);
  if (!f.profile.empty() && f.profile != other_profile)
    return fmt::format("not in {}'s profile ({})", f.label, f.profile);
  return fmt::format("{} did not measure it", f.label);
}

// The roof of a run for a role: the fastest among those that fit it (any ISA when isa is empty or best).
const Roof* pick(const Roofline& r, const RoofKey& key, int threads) {
  const Roof* best = nullptr;
  for (const Roof& roof : r.roofs) {
    if (roof.kind != key.kind || roof.threads != threads || roof.variant != key.variant) continue;
    if (key.kind == "bandwidth" && roof.level != key.level) continue;
    if (key.kind == "compute" && (roof.dtype != key.dtype || (key.isa != kBestIsa && roof.isa != key.isa))) continue;
    if (!best || roof.value > best->value) best = &roof;
  }
  return best;
}

}  // namespace

bool RoofComparison::matched() const {
  return std::all_of(roofs.begin(), roofs.end(), [](const Roof* r) { return r != nullptr; });
}

bool intervals_overlap(const Interval& a, const Interval& b) { return a.low <= b.high && b.low <= a.high; }

double point_rate(const KernelPoint& p) { return p.gflop_per_s > 0 ? p.gflop_per_s : p.gb_per_s; }

namespace {

// The profile a missing row is judged against: the baseline's, or run B's for the baseline itself.
std::string other_profile(const std::vector<std::string>& profiles, std::size_t i) {
  return i == 0 ? (profiles.size() > 1 ? profiles[1] : "") : profiles[0];
}

// Labels the runs (A, B, ...) and records each one's machine and profile; what each run measured.
std::vector<RunFacts> describe_runs(const std::vector<ResultSet>& runs, Comparison& c) {
  const std::size_t n = runs.size();
  std::vector<RunFacts> facts;
  for (std::size_t i = 0; i < n; ++i) {
    c.labels.push_back(i < 26 ? std::string(1, static_cast<char>('A' + i)) : "R" + std::to_string(i + 1));
    c.runs.push_back(&runs[i]);
    c.machines.push_back(machine_identity(runs[i].meta));
    c.profiles.push_back(get(runs[i].meta, "profile"));
    facts.push_back(facts_of(runs[i], c.labels[i], c.machines[i], c.profiles[i]));
    if (c.profiles[i] != c.profiles[0]) c.profile_mismatch = true;
  }
  return facts;
}

// Role keys in first-seen order over the runs, so the baseline's order leads: bandwidth roofs, compute
// roofs per ISA, then the best-ISA compute rows.
std::vector<RoofComparison> compare_roofs(const std::vector<ResultSet>& runs, const std::vector<RunFacts>& facts,
                                          const std::vector<std::string>& profiles) {
  const std::size_t n = runs.size();
  std::vector<RoofComparison> roofs;
  using Key = std::pair<RoofKey, int>;  // and the thread count
  std::vector<Key> bandwidth_keys, isa_keys, best_keys;
  std::set<Key> seen;
  auto add = [&](std::vector<Key>& keys, const Key& k) {
    if (seen.insert(k).second) keys.push_back(k);
  };
  for (const ResultSet& r : runs)
    for (const Roof& roof : r.roofline.roofs) {
      if (roof.kind == "compute") {
        add(isa_keys, {{"compute", roof.dtype, roof.isa, "", roof.variant}, roof.threads});
        add(best_keys, {{"compute", roof.dtype, kBestIsa, "", roof.variant}, roof.threads});
      } else {
        // A bandwidth roof's dtype is that of the sweep that read best, which may differ run to run.
        add(bandwidth_keys, {{roof.kind, "", "", roof.level, roof.variant}, roof.threads});
      }
    }
  for (const auto* keys : {&bandwidth_keys, &isa_keys, &best_keys})
    for (const auto& [key, threads] : *keys) {
      const auto& [kind, dtype, isa, level, variant] = key;
      RoofComparison rc{kind, level, dtype, isa, variant, threads, {}, {}, {}, {}, {}, {}};
      rc.roofs.assign(n, nullptr);
      rc.missing.assign(n, "");
      for (std::size_t i = 0; i < n; ++i) {
        rc.roofs[i] = pick(runs[i].roofline, key, threads);
        if (!rc.roofs[i])
          rc.missing[i] = kind == "compute"
                              ? compute_missing(facts[i], isa, dtype, variant, threads, other_profile(profiles, i))
                              : bandwidth_missing(facts[i], level, variant, threads, other_profile(profiles, i));
      }
      rc.ratio.assign(n, std::nullopt);
      rc.per_cycle_ratio.assign(n, std::nullopt);
      rc.significant.assign(n, false);
      const Roof* base = rc.roofs[0];
      for (std::size_t i = 0; i < n; ++i) {
        if (!base || !rc.roofs[i]) continue;
        rc.ratio[i] = ratio_of(rc.roofs[i]->value, base->value);
        rc.per_cycle_ratio[i] = ratio_of(rc.roofs[i]->per_cycle, base->per_cycle);
        rc.significant[i] = i > 0 && !intervals_overlap(rc.roofs[i]->ci, base->ci);
      }
      rc.spread = spread_of(rc.roofs);
      roofs.push_back(std::move(rc));
    }
  return roofs;
}

// Ridge points: each run's best peak, and the widest ISA every run measured.
std::vector<RidgeComparison> compare_ridges(const std::vector<ResultSet>& runs, const std::vector<RunFacts>& facts) {
  const std::size_t n = runs.size();
  std::vector<RidgeComparison> out;
  std::set<std::string> common_isas = n ? facts[0].compute_isas : std::set<std::string>{};
  for (const auto& f : facts) {
    std::set<std::string> both;
    for (const auto& isa : f.compute_isas)
      if (common_isas.count(isa)) both.insert(isa);
    common_isas = both;
  }
  std::string common;
  for (const auto& isa : common_isas)
    if (common.empty() || isa_rank(isa) > isa_rank(common)) common = isa;
  using RidgeKey = std::tuple<std::string, int, std::string>;
  std::vector<RidgeKey> ridge_keys;
  std::set<RidgeKey> ridge_seen;
  for (const ResultSet& r : runs)
    for (const RidgePoint& rp : ridge_points(r.roofline))
      if (ridge_seen.insert({rp.dtype, rp.threads, rp.level}).second)
        ridge_keys.push_back({rp.dtype, rp.threads, rp.level});
  std::vector<std::string> bases = {kBestIsa};
  if (!common.empty()) bases.push_back(common);
  for (const auto& [dtype, threads, level] : ridge_keys)
    for (const auto& basis : bases) {
      RidgeComparison rc{dtype, level, basis, threads, {}, {}, {}};
      rc.isas.assign(n, "");
      rc.ai.assign(n, std::nullopt);
      rc.ratio.assign(n, std::nullopt);
      for (std::size_t i = 0; i < n; ++i) {
        const Roofline& rl = runs[i].roofline;
        const std::string isa = basis == kBestIsa ? "" : basis;
        const Roof* peak = rl.compute(dtype, threads, isa, "fma");
        if (!peak) peak = rl.compute(dtype, threads, isa);
        const Roof* bw = rl.bandwidth(level, threads);
        if (!peak || !bw || !(bw->value > 0)) continue;
        rc.isas[i] = peak->isa;
        rc.ai[i] = peak->value / bw->value;
      }
      for (std::size_t i = 0; i < n; ++i)
        if (rc.ai[0] && rc.ai[i]) rc.ratio[i] = ratio_of(*rc.ai[i], *rc.ai[0]);
      // The common ISA is every run's best already (same machine, or same ISAs): the best row says it.
      if (basis != kBestIsa && !out.empty() && out.back().isas == rc.isas) continue;
      // Nor is there a like-with-like row where no run has the dtype at that ISA (bf16 has only its own).
      if (basis != kBestIsa && std::none_of(rc.ai.begin(), rc.ai.end(), [](const auto& ai) { return ai.has_value(); }))
        continue;
      out.push_back(std::move(rc));
    }
  return out;
}

// Kernels by benchmark name (the shape is in the name); biggest movers first.
std::vector<PointComparison> compare_points(const std::vector<ResultSet>& runs, const std::vector<RunFacts>& facts,
                                            const std::vector<std::string>& profiles) {
  const std::size_t n = runs.size();
  std::vector<PointComparison> points;
  std::map<std::string, std::size_t> point_index;
  for (std::size_t i = 0; i < n; ++i) {
    for (const KernelPoint& p : runs[i].points) {
      auto [it, inserted] = point_index.try_emplace(p.benchmark, points.size());
      if (inserted) {
        points.push_back({p.benchmark, p.family, p.kernel, p.impl, p.dtype, p.threads, {}, {}, {}});
        points.back().points.assign(n, nullptr);
      }
      points[it->second].points[i] = &p;
    }
  }
  for (auto& pc : points) {
    pc.ratio.assign(n, std::nullopt);
    pc.missing.assign(n, "");
    const KernelPoint* base = pc.points[0];
    for (std::size_t i = 0; i < n; ++i) {
      if (!pc.points[i])
        pc.missing[i] = point_missing(facts[i], pc.benchmark, pc.threads, other_profile(profiles, i));
      else if (base)
        pc.ratio[i] = ratio_of(point_rate(*pc.points[i]), point_rate(*base));
    }
  }
  // Biggest movers first: the largest |log ratio| over the runs; one-sided kernels last, in run order.
  auto mover = [](const PointComparison& p) {
    double m = -1;
    for (std::size_t i = 1; i < p.ratio.size(); ++i)
      if (p.ratio[i]) m = std::max(m, std::abs(std::log(*p.ratio[i])));
    return m;
  };
  std::stable_sort(points.begin(), points.end(),
                   [&](const PointComparison& a, const PointComparison& b) { return mover(a) > mover(b); });
  return points;
}

// Per family, the geometric mean of its kernels' ratios to the baseline.
std::vector<FamilyMean> family_means(const std::vector<PointComparison>& points, std::size_t n) {
  std::vector<FamilyMean> families;
  std::map<std::string, std::pair<std::vector<double>, std::vector<int>>> logs;
  std::vector<std::string> family_order;
  for (const auto& pc : points) {
    auto [it, inserted] = logs.try_emplace(pc.family, std::vector<double>(n, 0.0), std::vector<int>(n, 0));
    if (inserted) family_order.push_back(pc.family);
    for (std::size_t i = 1; i < n; ++i)
      if (pc.ratio[i]) it->second.first[i] += std::log(*pc.ratio[i]), ++it->second.second[i];
  }
  std::sort(family_order.begin(), family_order.end());
  for (const auto& fam : family_order) {
    const auto& [sum, count] = logs[fam];
    FamilyMean fm{fam, std::vector<std::optional<double>>(n), count};
    for (std::size_t i = 1; i < n; ++i)
      if (count[i]) fm.geomean[i] = std::exp(sum[i] / count[i]);
    families.push_back(std::move(fm));
  }
  return families;
}

}  // namespace

namespace {

std::vector<LatencyComparison> compare_latency(const std::vector<ResultSet>& runs) {
  std::vector<LatencyComparison> out;
  const auto find = [&](const LatencyLevel& l) {
    return std::find_if(out.begin(), out.end(), [&](const LatencyComparison& c) {
      return c.level == l.level && c.pages == l.pages && c.core_kind == l.core_kind;
    });
  };
  for (std::size_t i = 0; i < runs.size(); ++i)
    for (const LatencyLevel& l : runs[i].latency) {
      auto it = find(l);
      if (it == out.end()) {
        out.push_back({l.level, l.pages, l.core_kind, std::vector<const LatencyLevel*>(runs.size(), nullptr), {}, {}});
        it = out.end() - 1;
      }
      it->levels[i] = &l;
    }
  for (LatencyComparison& c : out) {
    const LatencyLevel* base = c.levels[0];
    for (const LatencyLevel* l : c.levels) {
      const bool both = base && l && base->ns > 0 && l->ns > 0;
      c.ratio.push_back(both ? std::optional<double>(l->ns / base->ns) : std::nullopt);
      c.significant.push_back(both && !intervals_overlap(base->ns_ci, l->ns_ci));
    }
  }
  return out;
}

}  // namespace

Comparison compare_results(const std::vector<ResultSet>& runs) {
  Comparison c;
  const std::vector<RunFacts> facts = describe_runs(runs, c);
  c.roofs = compare_roofs(runs, facts, c.profiles);
  c.ridges = compare_ridges(runs, facts);
  c.points = compare_points(runs, facts, c.profiles);
  c.families = family_means(c.points, runs.size());
  c.latency = compare_latency(runs);
  return c;
}

}  // namespace cpuroof::analysis
