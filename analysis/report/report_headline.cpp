#include "report/report_headline.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "families/latency_report.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "io/markdown.hpp"
#include "model/ridge.hpp"
#include "model/stats.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

std::string shape_words(const std::map<std::string, std::string>& shape) {
  KernelPoint only_shape;
  only_shape.shape = shape;
  std::string s;
  for (const auto& key : shape_columns({only_shape})) s += (s.empty() ? "" : " ") + key + "=" + shape.at(key);
  return markdown_text(s);
}

std::string machine_lines(const HeadlineInput& in) {
  const MachineIdentity m = machine_identity(in.meta);
  std::string model = get(in.meta, "cpu_model");
  std::string out =
      fmt::format("**{}** — {}, {} core{}{}, {} GHz measured, widest ISA {}, {}",
                  model.empty() ? "unknown CPU" : markdown_text(model),
                  markdown_text(m.microarch == "unknown" ? m.vendor + " (microarchitecture unknown)" : m.microarch),
                  m.physical_cores, m.physical_cores == 1 ? "" : "s", m.smt > 1 ? fmt::format(" × {} SMT", m.smt) : "",
                  m.clock_ghz > 0 ? readable(m.clock_ghz) : "?", markdown_text(m.isa_level), markdown_text(m.host));
  if (const double mem = meta_number(in.meta, "memory_available_bytes"); mem > 0)
    out += ", " + bytes_binary(mem) + " available";
  out += ".\n";
  if (const std::string r = cpu_restriction(in.meta); !r.empty()) out += "Restricted: " + markdown_text(r) + ".\n";
  // Caches: where the sweeps found each level's end (fewest threads), beside hwloc's size.
  std::string caches;
  const auto counts = in.roofline.thread_counts();
  for (const MemoryLevel* level :
       counts.empty() ? std::vector<const MemoryLevel*>{} : in.roofline.levels_at(counts.front())) {
    const MemoryLevel& l = *level;
    if (l.name.size() < 2 || l.name[0] != 'L') continue;
    const double os = meta_number(in.meta, "cache_l" + l.name.substr(1) + "_bytes_hwloc");
    caches += fmt::format("{}{} {} found, {} per hwloc", caches.empty() ? "" : "; ", markdown_text(l.name),
                          l.ws_high_bytes > 0 ? bytes_binary(l.ws_high_bytes) : "–", os > 0 ? bytes_binary(os) : "?");
  }
  if (!caches.empty())
    out +=
        fmt::format("Caches at {} (sweeps vs OS): {}.\n", counts.empty() ? "" : threads_word(counts.front()), caches);
  return out;
}

HeadlineTable peaks_table(const HeadlineInput& in) {
  const auto counts = in.roofline.thread_counts();
  std::set<std::pair<std::string, std::string>> keys;  // dtype, isa
  for (const auto& r : in.roofline.roofs)
    if (r.kind == "compute") keys.insert({r.dtype, r.isa});
  if (keys.empty()) return {};
  std::vector<std::string> header = {"peak GFLOP/s (% of theoretical)", "ISA"};
  for (int t : counts) header.push_back(threads_word(t));
  std::vector<std::vector<std::string>> rows;
  // f64 first, then f32, then others; the widest ISA first within a dtype (by its roof).
  std::vector<std::pair<std::string, std::string>> ordered(keys.begin(), keys.end());
  auto dtype_rank = [](const std::string& d) { return d == "f64" ? 0 : d == "f32" ? 1 : 2; };
  auto best_value = [&](const std::pair<std::string, std::string>& k) {
    const Roof* r = in.roofline.compute(k.first, counts.front(), k.second, "fma");
    if (!r) r = in.roofline.compute(k.first, counts.front(), k.second);
    return r ? r->value : 0.0;
  };
  std::stable_sort(ordered.begin(), ordered.end(), [&](const auto& a, const auto& b) {
    if (dtype_rank(a.first) != dtype_rank(b.first)) return dtype_rank(a.first) < dtype_rank(b.first);
    if (a.first != b.first) return a.first < b.first;
    return best_value(a) > best_value(b);
  });
  for (const auto& [dtype, isa] : ordered) {
    std::vector<std::string> row = {dtype, isa};
    for (int t : counts) {
      const Roof* r = in.roofline.compute(dtype, t, isa, "fma");
      if (!r) r = in.roofline.compute(dtype, t, isa);
      row.push_back(!r ? "–"
                    : r->theoretical > 0
                        ? fmt::format("{} ({})", readable(r->value), percent(r->value / r->theoretical))
                        : readable(r->value));
    }
    rows.push_back(row);
  }
  return {header, rows, ""};
}

HeadlineTable bandwidth_table(const HeadlineInput& in) {
  const auto counts = in.roofline.thread_counts();
  std::vector<std::string> levels;
  for (int t : counts)
    for (const auto& l : levels_at(in.roofline, t))
      if (std::find(levels.begin(), levels.end(), l) == levels.end()) levels.push_back(l);
  if (levels.empty()) return {};
  std::vector<std::string> dtypes;
  for (const auto& r : in.roofline.roofs)
    if (r.kind == "compute" && std::find(dtypes.begin(), dtypes.end(), r.dtype) == dtypes.end())
      dtypes.push_back(r.dtype);
  std::stable_sort(dtypes.begin(), dtypes.end(),
                   [](const std::string& a, const std::string& b) { return a == "f64" && b != "f64"; });
  std::string ridge_dtypes;
  for (const auto& d : dtypes) ridge_dtypes += (ridge_dtypes.empty() ? "" : " / ") + d;
  std::vector<std::string> header = {"level"};
  for (int t : counts) {
    header.push_back(fmt::format("GB/s, {} (best kind)", threads_word(t)));
    if (!dtypes.empty()) header.push_back(fmt::format("ridge {} FLOP/B", ridge_dtypes));
  }
  std::vector<std::vector<std::string>> rows;
  for (const auto& level : levels) {
    std::vector<std::string> row = {level};
    for (int t : counts) {
      const Roof* bw = in.roofline.bandwidth(level, t);
      row.push_back(bw ? readable(bw->value) + " " + bw->variant : "–");
      if (dtypes.empty()) continue;
      std::string ridges;
      for (const auto& d : dtypes) {
        const Roof* peak = ridge_peak(in.roofline, d, t);
        ridges +=
            (ridges.empty() ? "" : " / ") + (peak && bw && bw->value > 0 ? readable(peak->value / bw->value) : "–");
      }
      row.push_back(ridges);
    }
    rows.push_back(row);
  }
  return {header, rows,
          "Ridge: the best FMA peak of the dtype over the level's bandwidth; below it, a kernel is memory-bound."};
}

// Families whose points are the roofs themselves or checks of them: no finding about them. The
// latency family's chase sets the latency of each level: bound by latency, far below the bandwidth
// roof by design.
bool roof_or_check(const std::string& family) {
  return family == "peak" || family == "stream" || family == "aa" || family == "clock" || family == "intensity" ||
         family == "latency";
}

// One line per level: the latency of one dependent load on huge pages in ns and cycles, the same on
// base pages (the TLB's misses added), and the chains one thread needs to saturate the level.
HeadlineTable latency_table(const HeadlineInput& in) {
  std::vector<std::vector<std::string>> rows;
  for (const LatencyLevel& l : in.latency) {
    if (l.pages != "huge") continue;
    std::string base = "–";
    for (const LatencyLevel& b : in.latency)
      if (b.pages == "base" && b.level == l.level && b.core_kind == l.core_kind) base = readable(b.ns);
    rows.push_back({l.level + (l.core_kind.empty() ? "" : " (" + l.core_kind + ")"), readable(l.ns),
                    readable(l.cycles, 3, true), base, chains_cell(l)});
  }
  if (rows.empty()) return {};
  return {{"level", "latency ns (huge pages)", "cycles", "ns on base pages", "chains to saturate"},
          rows,
          "Latency: one load that waits for the one before (pointer chasing); latency.csv has the intervals."};
}

struct Finding {
  double weight;  // larger first
  std::string text;
};

std::vector<Finding> far_from_roof(const std::vector<KernelPoint>& points) {
  // Per kernel, implementation and dtype: the median efficiency, and its worst point.
  std::map<std::string, std::vector<const KernelPoint*>> groups;
  for (const auto& p : points)
    if (!roof_or_check(p.family) && p.impl != "naive" && !std::isnan(p.efficiency))
      groups[p.family + "/" + p.kernel + " " + p.impl + " " + p.dtype].push_back(&p);
  std::vector<std::pair<double, std::string>> ranked;
  for (const auto& [name, group] : groups) {
    std::vector<double> eff;
    const KernelPoint* worst = group.front();
    std::map<std::string, int> bounds;
    for (const KernelPoint* p : group) {
      eff.push_back(p->efficiency);
      ++bounds[p->bound];
      if (p->efficiency < worst->efficiency) worst = p;
    }
    const auto main_bound = std::max_element(bounds.begin(), bounds.end(),
                                             [](const auto& a, const auto& b) { return a.second < b.second; });
    std::string why = main_bound->first == "overhead" ? "per-call overhead dominates (calls under 2 µs)"
                      : main_bound->first == "memory" ? "memory-bound: short of its level's bandwidth"
                                                      : "compute-bound: short of the FMA peak";
    // Without a compute roof of its dtype (a run without the i8 peak, for the int8 GEMM) a point has no attainable
    // rate.
    const std::string unit = "G" + dtype_unit(worst->dtype) + "/s";
    const std::string of = worst->attainable_gflop_per_s > 0
                               ? fmt::format("{} of {} attainable {}", readable(worst->gflop_per_s),
                                             readable(worst->attainable_gflop_per_s), unit)
                               : fmt::format("{} {}", readable(worst->gflop_per_s), unit);
    ranked.emplace_back(
        median(eff),
        fmt::format("**{}** reaches a median {} of its roof over {} point{} — {}; worst {} at {}{}.",
                    markdown_text(name), percent(median(eff)), group.size(), group.size() == 1 ? "" : "s", why, of,
                    worst->shape.empty() ? "" : shape_words(worst->shape) + ", ", threads_word(worst->threads)));
  }
  std::sort(ranked.begin(), ranked.end());
  std::vector<Finding> out;
  for (const auto& [eff, text] : ranked) out.push_back({1 - eff, text});
  return out;
}

std::vector<Finding> hand_vs_library(const std::vector<KernelPoint>& points) {
  // Per family, kernel, dtype and library: the median ratio library / hand over shared shapes.
  std::map<std::string, std::vector<double>> ratios;
  for (const auto& c : compare_implementations(points)) {
    const auto hand = c.by_impl.find("hand");
    if (hand == c.by_impl.end() || !(comparison_rate(*hand->second) > 0)) continue;
    for (const auto& [impl, p] : c.by_impl)
      if (is_library_impl(impl) && comparison_rate(*p) > 0)
        ratios[c.family + "/" + c.kernel + " " + c.dtype + "|" + impl].push_back(comparison_rate(*p) /
                                                                                 comparison_rate(*hand->second));
  }
  std::vector<Finding> out;
  for (const auto& [key, r] : ratios) {
    const double m = median(r);
    if (m < kFarAheadRatio && m > 1 / kFarAheadRatio) continue;
    const std::string kernel = key.substr(0, key.find('|')), lib = key.substr(key.find('|') + 1);
    const bool lib_ahead = m > 1;
    out.push_back({std::abs(std::log(m)),
                   fmt::format("**{}**: {} is {}× {} than hand-written (median over {} shape{} and thread count{}).",
                               markdown_text(kernel),
                               lib == "openblas" ? "OpenBLAS"
                               : lib == "eigen"  ? "Eigen"
                                                 : markdown_text(lib),
                               readable(lib_ahead ? m : 1 / m), lib_ahead ? "faster" : "slower", r.size(),
                               r.size() == 1 ? "" : "s", r.size() == 1 ? "" : "s")});
  }
  std::sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) { return a.weight > b.weight; });
  return out;
}

std::string findings(const HeadlineInput& in) {
  std::vector<std::string> chosen;
  std::size_t above = 0;
  for (const auto& p : in.points) above += p.above_roof;
  if (above > 0)
    chosen.push_back(
        fmt::format("**{} point{} above {} roof** (over 105% of it, beyond both intervals): a declared cost or a roof "
                    "is wrong there; see the kernel tables.",
                    above, above == 1 ? "" : "s", above == 1 ? "its" : "their"));
  const auto far = far_from_roof(in.points);
  const auto libs = hand_vs_library(in.points);
  // Alternate the two kinds, furthest first, up to the limit.
  std::size_t f = 0, l = 0;
  while (chosen.size() < kHeadlineFindings && (f < far.size() || l < libs.size())) {
    if (f < far.size() && (chosen.size() % 2 == 0 || l >= libs.size()))
      chosen.push_back(far[f++].text);
    else if (l < libs.size())
      chosen.push_back(libs[l++].text);
  }
  std::string out;
  for (std::size_t i = 0; i < chosen.size(); ++i) out += fmt::format("{}. {}\n", i + 1, chosen[i]);
  return out;
}

}  // namespace

double comparison_rate(const KernelPoint& p) { return p.gflop_per_s > 0 ? p.gflop_per_s : p.gb_per_s; }

std::vector<ImplComparison> compare_implementations(const std::vector<KernelPoint>& points) {
  std::vector<ImplComparison> out;
  std::map<std::tuple<std::string, std::string, std::string, std::map<std::string, std::string>, int>, std::size_t> at;
  for (const auto& p : points) {
    const auto key = std::make_tuple(p.family, p.kernel, p.dtype, p.shape, p.threads);
    auto it = at.find(key);
    if (it == at.end()) {
      it = at.emplace(key, out.size()).first;
      out.push_back({p.family, p.kernel, p.dtype, p.shape, p.threads, {}});
    }
    out[it->second].by_impl.emplace(p.impl, &p);
  }
  out.erase(std::remove_if(out.begin(), out.end(), [](const ImplComparison& c) { return c.by_impl.size() < 2; }),
            out.end());
  return out;
}

std::vector<HeadlineTable> headline_tables(const HeadlineInput& in) {
  std::vector<HeadlineTable> out;
  for (HeadlineTable t : {peaks_table(in), bandwidth_table(in), latency_table(in)})
    if (!t.rows.empty()) out.push_back(std::move(t));
  return out;
}

std::string render_headline(const HeadlineInput& in) {
  std::string out = "## At a glance\n\n" + machine_lines(in);
  for (const HeadlineTable& t : headline_tables(in)) {
    out += "\n" + markdown_table(t.header, t.rows);
    if (!t.note.empty()) out += "\n" + t.note + "\n";  // the notes are ours, not an input's
  }
  if (!in.checks.empty()) {
    out += "\nChecks:\n\n";
    for (const auto& [pass, detail] : in.checks)
      out += fmt::format("- {} {}\n", pass ? "✔" : "⚠ warning:", markdown_text(detail));
  }
  if (const std::string f = findings(in); !f.empty()) out += "\nFindings:\n\n" + f;
  return out;
}

}  // namespace cpuroof::analysis
