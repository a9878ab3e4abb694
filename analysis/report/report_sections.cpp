#include "report/report_sections.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "io/markdown.hpp"
#include "report/report_headline.hpp"
#include "model/ridge.hpp"
#include "model/stats.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

// Families with more points than this fold their table under a <details> summary.
constexpr std::size_t kFoldRows = 30;
// A found level boundary within this factor of the cache capacity agrees with it.
constexpr double kCapacityTolerance = 2.0;

std::string interval(const Interval& ci) { return readable(ci.low) + " – " + readable(ci.high); }

std::string ws_range(double low, double high) {
  if (low <= 0 && high <= 0) return "–";
  if (low <= 0) return "< " + bytes_binary(high);
  if (high <= 0) return "> " + bytes_binary(low);
  return bytes_binary(low) + " – " + bytes_binary(high);
}

// The benchmark name's key:value parameters, without the threads already shown in their own column.
std::string parameters(const std::string& benchmark) {
  std::string out;
  std::size_t pos = 0;
  for (int part = 0; pos != std::string::npos; ++part) {
    const std::size_t next = benchmark.find('/', pos);
    const std::string p = benchmark.substr(pos, next == std::string::npos ? std::string::npos : next - pos);
    if (part >= 4 && p != "real_time" && p.rfind("threads:", 0) != 0) out += (out.empty() ? "" : " ") + p;
    pos = next == std::string::npos ? next : next + 1;
  }
  return out;
}

std::string shape_text(const KernelPoint& p) {
  std::string s;
  for (const auto& key : shape_columns({p})) s += (s.empty() ? "" : " ") + key + "=" + p.shape.at(key);
  return s.empty() ? "–" : s;
}

// A family run by several implementations: one row per kernel, dtype, shape and thread count, with
// each implementation's rate and efficiency side by side and the best library's speed over the best
// hand-written kernel's. Where the libraries' kernels are not the hand-written ones by name (gemm:
// `gemm` against `blocked`, `packed`, ...), the columns are the kernels and a row is a dtype, shape and
// thread count.
std::string implementations_table(const std::vector<const KernelPoint*>& points) {
  std::set<std::string> hand_kernels;
  for (const KernelPoint* p : points)
    if (p->impl == "hand") hand_kernels.insert(p->kernel);
  bool kernel_columns = false;
  for (const KernelPoint* p : points)
    kernel_columns =
        kernel_columns || (is_library_impl(p->impl) && !hand_kernels.empty() && !hand_kernels.count(p->kernel));
  auto column_of = [&](const KernelPoint* p) {
    if (!kernel_columns || p->kernel == p->family || p->kernel == p->impl) return p->impl;
    return p->kernel + " (" + p->impl + ")";
  };
  // Hand-written columns first, then OpenBLAS, Eigen, then the rest (naive), each in order of appearance.
  std::vector<std::string> columns;
  for (int pass = 0; pass < 4; ++pass)
    for (const KernelPoint* p : points) {
      const int kind = p->impl == "hand" ? 0 : p->impl == "openblas" ? 1 : p->impl == "eigen" ? 2 : 3;
      if (kind == pass && std::find(columns.begin(), columns.end(), column_of(p)) == columns.end())
        columns.push_back(column_of(p));
    }
  std::vector<std::string> header = {"kernel", "dtype", "shape", "threads", "level"};
  if (kernel_columns) header.erase(header.begin());
  for (const auto& c : columns) header.push_back(c + " (efficiency)");
  header.push_back("best library / hand");
  std::map<std::tuple<std::string, std::string, std::map<std::string, std::string>, int>, std::size_t> at;
  std::vector<std::map<std::string, const KernelPoint*>> groups;
  for (const KernelPoint* p : points) {  // in the points' order: family, kernel, dtype, shape, threads
    const auto key = std::make_tuple(kernel_columns ? "" : p->kernel, p->dtype, p->shape, p->threads);
    auto it = at.find(key);
    if (it == at.end()) it = at.emplace(key, groups.size()).first, groups.emplace_back();
    groups[it->second].emplace(column_of(p), p);
  }
  if (kernel_columns) {  // the points come kernel by kernel: order the merged rows as sort_points would without the
                         // kernel
    std::vector<KernelPoint> firsts;
    for (std::size_t i = 0; i < groups.size(); ++i) {
      KernelPoint key = *groups[i].begin()->second;
      key.kernel = key.impl = "", key.benchmark = std::to_string(1000000 + i);  // ties keep their order
      firsts.push_back(std::move(key));
    }
    sort_points(firsts);
    std::vector<std::map<std::string, const KernelPoint*>> ordered;
    for (const auto& k : firsts) ordered.push_back(groups[std::stoul(k.benchmark) - 1000000]);
    groups = std::move(ordered);
  }
  std::vector<std::vector<std::string>> rows;
  for (const auto& g : groups) {
    const KernelPoint& first = *g.begin()->second;
    std::vector<std::string> row = {first.kernel, first.dtype, shape_text(first), std::to_string(first.threads),
                                    first.level};
    if (kernel_columns) row.erase(row.begin());
    double best_library = 0, best_hand = 0;
    for (const auto& c : columns) {
      const auto it = g.find(c);
      if (it == g.end()) {
        row.push_back("–");
        continue;
      }
      const KernelPoint& p = *it->second;
      row.push_back(
          fmt::format("{} ({}){}", readable(comparison_rate(p)), percent(p.efficiency), p.above_roof ? " ⚠" : ""));
      if (is_library_impl(p.impl)) best_library = std::max(best_library, comparison_rate(p));
      if (p.impl == "hand") best_hand = std::max(best_hand, comparison_rate(p));
    }
    row.push_back(best_library > 0 && best_hand > 0 ? readable(best_library / best_hand) + "×" : "–");
    rows.push_back(row);
  }
  return markdown_table(header, rows);
}

// A roof's or level's thread count, with its kind of core on a hybrid run ("1 (E)").
std::string threads_cell(int threads, const std::string& core_kind) {
  return std::to_string(threads) + (core_kind.empty() ? "" : " (" + core_kind + ")");
}

}  // namespace

std::string render_machine_section(const ReportContext& c) {
  static const std::vector<std::pair<std::string, std::string>> kFields = {
      {"cpu_model", "model"},
      {"machine_microarch", "microarchitecture"},
      {"cores", "cores"},
      {"hardware_threads", "hardware threads"},
      {"numa_nodes", "NUMA nodes"},
      {"isa_flags", "ISA flags"},
      {"virtualization", "host"},
      {"memory_available_bytes", "memory available"},
      {"os", "OS"},
      {"kernel", "kernel"},
      {"compiler", "compiler"},
      {"compiler_flags", "compiler flags"},
      {"blas", "BLAS"},
      {"openblas_core_type", "OpenBLAS core type"},
      {"openblas_config", "OpenBLAS build"},
      {"eigen_version", "Eigen"},
      {"omp_max_threads", "OpenMP max threads"},
      {"placement", "thread placement"},
      {"threads_max", "threads at most"},
      {"memory_budget_bytes", "memory the run may use"},
      {"peak_rss_bytes", "peak RSS"},
      {"profile", "profile"},
      {"budget_s", "time budget, s"},
      {"budget_plan", "given up to fit it"},
      {"predicted_s", "predicted time, s"},
      {"measured_s", "measured time, s"},
      {"threads_planned", "thread counts"},
      {"repetitions", "repetitions"},
      {"repetitions_past_caches", "repetitions past the caches"},
      {"min_time_s", "least time per repetition, s"},
      {"git_commit", "bench commit"},
      {"analysis_commit", "analysis commit"},
      {"benchmark_date", "date"},
      {"tsc_mhz", "TSC MHz"}};
  const MachineIdentity m = machine_identity(c.meta);
  std::vector<std::vector<std::string>> rows;
  for (const auto& [key, title] : kFields) {
    std::string v = get(c.meta, key);
    if (v.empty()) continue;
    // cpuid's hypervisor signature repeats its name ("KVMKVMKVM"): the identity's host names it once.
    if (key == "virtualization")
      v = m.host;
    else if (key.size() > 6 && key.compare(key.size() - 6, 6, "_bytes") == 0 && meta_number(c.meta, key) > 0)
      v = bytes_binary(meta_number(c.meta, key));
    rows.push_back({title, v});
  }
  std::string out = "## Machine\n\n";
  if (rows.empty()) return out + "No machine metadata was recorded in the run's context.\n";
  out += "**" + markdown_text(identity_line(m)) + "** (result folder name " + markdown_code(machine_folder_name(m)) +
         ")\n\n";
  if (const std::string r = cpu_restriction(c.meta); !r.empty())
    out += "The run was restricted: " + markdown_text(r) + ".\n\n";
  out += markdown_table({"field", "value"}, rows);
  return out + "\nEvery field the bench recorded is in `meta.json`.\n";
}

std::string render_compute_roofs_section(const ReportContext& c) {
  std::vector<const Roof*> roofs;
  for (const auto& r : c.roofline.roofs)
    if (r.kind == "compute") roofs.push_back(&r);
  std::string out = "## Compute roofs\n\n";
  if (roofs.empty()) return out + "None: the run has no `peak` benchmarks.\n";
  std::stable_sort(roofs.begin(), roofs.end(), [](const Roof* a, const Roof* b) {
    return std::tie(a->dtype, a->isa, a->variant, a->threads) < std::tie(b->dtype, b->isa, b->variant, b->threads) ||
           (std::tie(a->dtype, a->isa, a->variant, a->threads) == std::tie(b->dtype, b->isa, b->variant, b->threads) &&
            core_kind_before(a->core_kind, b->core_kind));
  });
  std::vector<std::vector<std::string>> rows;
  for (const Roof* r : roofs) {
    rows.push_back({r->dtype, dtype_unit(r->dtype), r->isa, r->variant, threads_cell(r->threads, r->core_kind),
                    readable(r->value), interval(r->ci), readable(r->per_cycle, 3, true),
                    r->clock_hz > 0 ? readable(r->clock_hz / kGiga) : "–", r->source});
  }
  out += markdown_table(
      {"dtype", "unit", "ISA", "mix", "threads", "G/s", "95% CI", "per cycle per core", "clock GHz", "source"}, rows,
      {9});
  return out +
         fmt::format(
             "\nG/s counts the row's unit: FLOP for floating-point types, OP (multiply-adds x 2) for "
             "integer ones (i8). It is the {0} of the repetitions of the best shape; the interval is a bootstrap 95% "
             "interval of it. Per cycle per core is the same {0} of each repetition's ops over the clock "
             "measured right after it by the same threads (a dependent-add chain, untimed), so that a host whose "
             "frequency wanders does not blur the ratio; clock GHz is the clock that figure implies.\n",
             percentile_name(kRoofQuantile));
}

std::string render_bandwidth_roofs_section(const ReportContext& c) {
  std::vector<const Roof*> roofs;
  for (const auto& r : c.roofline.roofs)
    if (r.kind == "bandwidth") roofs.push_back(&r);
  std::string out = "## Bandwidth roofs\n\n";
  if (roofs.empty()) return out + "None: the run has no `stream` benchmarks, or no plateaus were found.\n";
  std::stable_sort(roofs.begin(), roofs.end(), [&](const Roof* a, const Roof* b) {
    if (a->threads != b->threads) return a->threads < b->threads;
    if (a->core_kind != b->core_kind) return core_kind_before(a->core_kind, b->core_kind);
    return std::tie(a->ws_low_bytes, a->variant) < std::tie(b->ws_low_bytes, b->variant);
  });
  std::vector<std::vector<std::string>> rows;
  for (const Roof* r : roofs) {
    const Roof* best = c.roofline.bandwidth(r->level, r->threads, "", r->core_kind);
    rows.push_back({r->level, r->variant + (best == r ? " (best)" : ""), threads_cell(r->threads, r->core_kind),
                    readable(r->value), interval(r->ci), readable(r->per_cycle, 3, true),
                    ws_range(r->ws_low_bytes, r->ws_high_bytes)});
  }
  out += markdown_table({"level", "access", "threads", "GB/s", "95% CI", "B/cycle/core", "working set"}, rows);
  return out + fmt::format(
                   "\nBytes are the traffic the algorithm must do (no write-allocate added); `*_nt` kinds use "
                   "non-temporal stores. GB/s is the {} of the best working set in the level's core: half an octave "
                   "inside its boundaries; for DRAM, from three times the last cache's boundary on.\n",
                   percentile_name(kRoofQuantile));
}

std::string render_memory_levels_section(const ReportContext& c) {
  std::string out = "## Memory levels\n\n";
  if (c.roofline.levels.empty()) return out + "No levels: the run has no f64 `read` sweep.\n";
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes;
  for (const auto& l : c.roofline.levels) {
    const bool cache = l.name.size() > 1 && l.name[0] == 'L';
    std::string hwloc = "–", getconf = "–";
    double capacity = 0;
    if (cache) {
      const std::string n = l.name.substr(1);
      const double size = meta_number(c.meta, "cache_l" + n + "_bytes_hwloc");
      const double instances = std::max(1.0, meta_number(c.meta, "cache_l" + n + "_instances_hwloc"));
      double conf = meta_number(c.meta, "cache_l" + n + "_bytes_getconf");
      if (conf <= 0 && n == "1") conf = meta_number(c.meta, "cache_l1d_bytes_getconf");
      // Threads spread over the cache's instances: each private (or per-cluster) copy adds capacity.
      const double share = std::min(static_cast<double>(l.threads), instances);
      if (size > 0) {
        capacity = size * share;
        hwloc = fmt::format("{} × {}", bytes_binary(size), share);
      }
      if (conf > 0) getconf = bytes_binary(conf);
      if (size > 0 && conf > 0 && size != conf)
        notes.push_back(fmt::format("L{}: hwloc reports {} per instance, getconf {}.", markdown_text(n),
                                    bytes_binary(size), bytes_binary(conf)));
      if (capacity > 0 && l.ws_high_bytes > 0 &&
          (l.ws_high_bytes > capacity * kCapacityTolerance || l.ws_high_bytes < capacity / kCapacityTolerance))
        notes.push_back(fmt::format("{} at {}: the sweeps leave it at {}, hwloc's capacity is {}.",
                                    markdown_text(l.name), threads_word(l.threads), bytes_binary(l.ws_high_bytes),
                                    bytes_binary(capacity)));
    }
    rows.push_back({l.name, threads_cell(l.threads, l.core_kind), ws_range(l.ws_low_bytes, l.ws_high_bytes),
                    readable(l.read_gb_per_s, 3, true), hwloc, getconf});
  }
  out += markdown_table(
      {"level", "threads", "working set (found)", "read GB/s", "hwloc size × instances used", "getconf"}, rows);
  out +=
      "\nLevels are plateaus of the bandwidth-vs-working-set curve of all sweeps with normal stores averaged "
      "(each relative to its own peak, in log space: their boundaries coincide, their noise does not); a boundary "
      "is where that curve crosses halfway between two plateaus, and samples on the slope between two plateaus "
      "belong to neither. Names are by position (the last is DRAM when the sweep went past 64 MiB). The read "
      "GB/s column is the read sweep's geometric mean inside the level.\n";
  std::vector<std::string> starts;
  for (const auto& l : c.roofline.levels)
    if (l.ws_high_bytes == 0 && l.ws_low_bytes > 0 && l.judged_from_bytes > l.ws_low_bytes * past_boundary_margin(true))
      starts.push_back(fmt::format("{} from {} at {}", markdown_text(l.name), bytes_binary(l.judged_from_bytes),
                                   threads_word(l.threads)));
  if (!starts.empty())
    out += fmt::format(
        "\nThe last level starts where the sweeps settle, not at three times its boundary: {}. Up to there a "
        "bandwidth sweep still read above its own roof of that level, so a cache still served part of it, and "
        "kernels there are judged against the level before.\n",
        fmt::join(starts, "; "));
  if (!notes.empty()) {
    out += "\nWhere the sources disagree:\n\n";
    std::sort(notes.begin(), notes.end());
    notes.erase(std::unique(notes.begin(), notes.end()), notes.end());
    for (const auto& n : notes) out += "- " + n + "\n";
  }
  return out;
}

std::string render_ridge_section(const ReportContext& c) {
  const auto ridges = ridge_points(c.roofline);
  std::string out = "## Ridge points\n\n";
  if (ridges.empty()) return out + "None: a ridge needs both a compute and a bandwidth roof.\n";
  std::vector<std::string> levels;
  for (const auto& r : ridges)
    if (std::find(levels.begin(), levels.end(), r.level) == levels.end()) levels.push_back(r.level);
  std::vector<std::string> header = {"dtype", "threads", "peak GFLOP/s"};
  for (const auto& l : levels) header.push_back(l + " FLOP/B");
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = 0; i < ridges.size();) {
    std::vector<std::string> row = {ridges[i].dtype, std::to_string(ridges[i].threads),
                                    readable(ridges[i].peak_gflop_per_s)};
    row.resize(header.size(), "–");
    std::size_t j = i;
    for (; j < ridges.size() && ridges[j].dtype == ridges[i].dtype && ridges[j].threads == ridges[i].threads; ++j) {
      const auto col = std::find(levels.begin(), levels.end(), ridges[j].level) - levels.begin();
      row[3 + static_cast<std::size_t>(col)] = readable(ridges[j].ai_flop_per_byte);
    }
    rows.push_back(row);
    i = j;
  }
  out += markdown_table(header, rows);
  return out +
         "\nI* = peak / bandwidth: the best FMA roof of the dtype over the best access kind of each level. "
         "Kernels with a lower intensity are memory-bound at that level.\n";
}

std::string render_kernels_section(const ReportContext& c) {
  std::map<std::string, std::vector<const KernelPoint*>> families;
  for (const auto& p : c.points) families[p.family].push_back(&p);
  std::string out = fmt::format(
      "## Kernels\n\nEfficiency = max(W/P, Q/B) / t: the time the roofline allows over the time measured. Bound: "
      "compute, memory, or overhead (under {} and under {} µs a call). Rows are sorted by kernel, dtype, shape and "
      "threads; a family run by several implementations has one row per case with each implementation's GFLOP/s "
      "(GB/s for kernels without FLOPs) and efficiency side by side, and the best library's rate over the "
      "hand-written one (⚠: above its roof).\n",
      percent(kOverheadEfficiency), fmt::format("{:g}", kOverheadCallNs / 1e3));
  if (families.empty()) return out + "\nNo kernel points.\n";
  for (const auto& [family, points] : families) {
    std::vector<std::vector<std::string>> rows;
    std::vector<double> eff;
    std::map<std::string, int> bounds;
    for (const KernelPoint* p : points) {
      if (!std::isnan(p->efficiency)) eff.push_back(p->efficiency);
      ++bounds[p->bound];
      rows.push_back({p->kernel, p->impl, p->dtype, p->isa, parameters(p->benchmark), std::to_string(p->threads),
                      bytes_binary(p->ws_bytes), p->level, readable(p->gflop_per_s), readable(p->gb_per_s),
                      readable(p->ai, 3, true), readable(p->attainable_gflop_per_s, 3, true), percent(p->efficiency),
                      p->bound + (p->above_roof ? " ⚠ above roof" : "")});
    }
    std::string summary =
        fmt::format("{} points, median efficiency {}", points.size(), eff.empty() ? "–" : percent(median(eff)));
    for (const auto& [bound, n] : bounds) summary += fmt::format(", {} {}", n, markdown_text(bound));
    std::set<std::string> impls;
    for (const KernelPoint* p : points) impls.insert(p->impl);
    const std::string table =
        impls.size() > 1
            ? implementations_table(points)
            : markdown_table({"kernel", "impl", "dtype", "ISA", "parameters", "threads", "working set", "level",
                              "GFLOP/s", "GB/s", "FLOP/B", "attainable GFLOP/s", "efficiency", "bound"},
                             rows);
    out += "\n### " + markdown_text(family) + "\n\n" + summary + ".\n\n";
    out += rows.size() > kFoldRows ? "<details><summary>All " + std::to_string(rows.size()) + " points</summary>\n\n" +
                                         table + "\n</details>\n"
                                   : table;
  }
  return out;
}

std::string render_failed_section(const ReportContext& c) {
  if (c.run.failed.empty()) return "";
  std::vector<std::vector<std::string>> rows;
  for (const auto& f : c.run.failed) rows.push_back({f.name, f.message});
  return "## Failed benchmarks\n\nThese reported an error (e.g. a verification mismatch) and were not placed:\n\n" +
         markdown_table({"benchmark", "error"}, rows, {0});
}

}  // namespace cpuroof::analysis
