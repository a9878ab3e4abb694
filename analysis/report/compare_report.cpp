#include "report/compare_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "io/markdown.hpp"
#include "model/meta_lookup.hpp"
#include "io/printable.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"
#include "format/written_tables.hpp"

namespace cpuroof::analysis {
namespace {

std::string csv_opt(const std::optional<double>& v) { return v ? csv_number(*v) : ""; }
std::string read_opt(const std::optional<double>& v) { return v ? readable(*v) : "–"; }

std::string roof_name(const RoofComparison& rc) {
  if (rc.kind == "compute")
    return fmt::format("{} {} {}", rc.dtype, rc.isa == kBestIsa ? "best-ISA" : rc.isa, rc.variant);
  return fmt::format("{} {}", rc.level, rc.variant);
}

// Compute roofs count FLOP, or OP for integer types (an int8 dot-product roof is GOP/s).
std::string roof_unit(const RoofComparison& rc) {
  return rc.kind == "compute" ? "G" + dtype_unit(rc.dtype) + "/s" : "GB/s";
}
std::string per_cycle_unit(const RoofComparison& rc) {
  return rc.kind == "compute" ? dtype_unit(rc.dtype) + "/cycle" : "B/cycle";
}

// A roof's value, with the ISA it was measured at where the row does not fix it.
std::string value_cell(const RoofComparison& rc, const Roof* r) {
  if (!r) return "–";
  return rc.kind == "compute" && rc.isa != kBestIsa ? readable(r->value) : readable(r->value) + " (" + r->isa + ")";
}

std::string clock_cell(const Roof* r) { return r && r->clock_hz > 0 ? fmt::format("{:.2f}", r->clock_hz / 1e9) : "–"; }
std::string per_cycle_cell(const Roof* r) { return r && r->per_cycle > 0 ? readable(r->per_cycle) : "–"; }

std::string why_cell(const RoofComparison& rc) {
  std::string out;
  for (const auto& m : rc.missing)
    if (!m.empty()) out += (out.empty() ? "" : "; ") + m;
  return out;
}

// Rows worth a glance in the terminal: best-ISA compute roofs, compute roofs of an ISA every run has,
// and each level's best access kind in the baseline.
bool headline(const RoofComparison& rc, const Comparison& c) {
  if (rc.kind == "compute") return rc.isa == kBestIsa || rc.matched();
  const Roof* base = rc.roofs[0];
  return base && c.runs[0]->roofline.bandwidth(rc.level, rc.threads) == base;
}

std::string checks_of(const ResultSet& r) {
  if (r.checks_pass.empty()) return "–";
  std::string out;
  for (const auto& [name, pass] : r.checks_pass) out += (out.empty() ? "" : ", ") + name + (pass ? " pass" : " FAIL");
  return out;
}

// Roofs measured in enough runs to have a run-to-run spread, worst first.
std::vector<const RoofComparison*> spread_roofs(const Comparison& c) {
  std::vector<const RoofComparison*> out;
  for (const auto& rc : c.roofs)
    if (rc.spread && rc.isa != kBestIsa) out.push_back(&rc);
  std::stable_sort(out.begin(), out.end(), [](auto* a, auto* b) { return a->spread->cv > b->spread->cv; });
  return out;
}

// "12 of 14 roofs have a run-to-run CV <= 3%; the largest: ..." (empty when no roof has a spread).
std::string spread_headline(const Comparison& c) {
  const auto roofs = spread_roofs(c);
  if (roofs.empty()) return "";
  int within = 0;
  for (auto* rc : roofs) within += rc->spread->cv <= kSpreadTarget;
  const RoofComparison& worst = *roofs.front();
  return fmt::format("{} of {} roofs have a run-to-run CV <= {:.0f}%; the largest: {:.1f}% ({}, {} threads)", within,
                     roofs.size(), 100 * kSpreadTarget, 100 * worst.spread->cv, roof_name(worst), worst.threads);
}

double geometric_mean_ratio(const Comparison& c, std::size_t run, int* count) {
  double log_sum = 0;
  *count = 0;
  for (const auto& pc : c.points)
    if (pc.ratio[run]) log_sum += std::log(*pc.ratio[run]), ++*count;
  return *count ? std::exp(log_sum / *count) : std::nan("");
}

// "14 of 14 bandwidth roofs and 20 of 36 compute roofs matched" for runs 0 and i.
std::string match_counts(const Comparison& c) {
  int bw = 0, bw_matched = 0, cp = 0, cp_matched = 0;
  for (const auto& rc : c.roofs) {
    (rc.kind == "compute" ? cp : bw) += 1;
    (rc.kind == "compute" ? cp_matched : bw_matched) += rc.matched();
  }
  return fmt::format("{} of {} bandwidth roofs and {} of {} compute rows (per ISA and best ISA) are in every run",
                     bw_matched, bw, cp_matched, cp);
}

std::string profile_warning(const Comparison& c) {
  if (!c.profile_mismatch) return "";
  std::string list;
  for (std::size_t i = 0; i < c.runs.size(); ++i)
    list += (list.empty() ? "" : ", ") + c.labels[i] + " " + (c.profiles[i].empty() ? "unknown" : c.profiles[i]);
  return "profile mismatch (" + list + "): kernels and roofs measured in one profile only are listed as unmatched";
}

}  // namespace

CsvTable compare_roofs_table(const Comparison& c) {
  CsvTable t;
  t.header = kCompareRoofsColumns;
  for (const auto& rc : c.roofs) {
    const bool compute = rc.kind == "compute";
    const std::string match = !compute ? "any_isa" : rc.isa == kBestIsa ? "best_isa" : "same_isa";
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const Roof* r = rc.roofs[i];
      const std::string machine = c.machines[i].vendor + " " + c.machines[i].microarch;
      if (!r) {
        t.rows.push_back({kTableSchemaVersion,
                          rc.kind,
                          rc.level,
                          rc.dtype,
                          rc.isa,
                          rc.variant,
                          std::to_string(rc.threads),
                          c.labels[i],
                          c.runs[i]->name,
                          "",
                          "",
                          "",
                          "",
                          "",
                          "",
                          "",
                          "",
                          "",
                          match,
                          "",
                          "",
                          "",
                          "",
                          machine,
                          c.machines[i].id,
                          rc.missing[i]});
        continue;
      }
      auto pick = [&](bool want_compute, double v) { return compute == want_compute ? csv_number(v) : ""; };
      t.rows.push_back({kTableSchemaVersion,
                        rc.kind,
                        rc.level,
                        compute ? rc.dtype : r->dtype,
                        r->isa,
                        rc.variant,
                        std::to_string(rc.threads),
                        c.labels[i],
                        c.runs[i]->name,
                        pick(true, r->value),
                        pick(true, r->ci.low),
                        pick(true, r->ci.high),
                        pick(false, r->value),
                        pick(false, r->ci.low),
                        pick(false, r->ci.high),
                        csv_opt(rc.ratio[i]),
                        i == 0 || !rc.ratio[i] ? "" : (rc.significant[i] ? "true" : "false"),
                        rc.spread ? csv_number(rc.spread->cv) : "",
                        match,
                        r->clock_hz > 0 ? csv_number(r->clock_hz / 1e9) : "",
                        compute && r->per_cycle > 0 ? csv_number(r->per_cycle) : "",
                        !compute && r->per_cycle > 0 ? csv_number(r->per_cycle) : "",
                        csv_opt(rc.per_cycle_ratio[i]),
                        machine,
                        c.machines[i].id,
                        ""});
    }
  }
  return t;
}

CsvTable compare_points_table(const Comparison& c) {
  CsvTable t;
  t.header = kComparePointsColumns;
  for (const auto& pc : c.points)
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const KernelPoint* p = pc.points[i];
      if (!p) {
        t.rows.push_back({kTableSchemaVersion, pc.benchmark, pc.family, pc.kernel, pc.impl, pc.dtype,
                          std::to_string(pc.threads), c.labels[i], c.runs[i]->name, "", "", "", "", "", "",
                          pc.missing[i]});
        continue;
      }
      t.rows.push_back({kTableSchemaVersion, pc.benchmark, pc.family, pc.kernel, pc.impl, pc.dtype,
                        std::to_string(pc.threads), c.labels[i], c.runs[i]->name, csv_number(p->gflop_per_s),
                        csv_number(p->gb_per_s), csv_number(p->efficiency), p->bound, csv_opt(pc.ratio[i]), p->isa,
                        ""});
    }
  return t;
}

namespace {

// The runs side by side, and how to read the ratios.
std::string runs_section(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out = "## Runs\n\n";
  std::vector<std::vector<std::string>> runs;
  for (std::size_t i = 0; i < n; ++i)
    runs.push_back({c.labels[i], c.runs[i]->name, identity_line(c.machines[i]), get(c.runs[i]->meta, "cpu_model", "–"),
                    c.profiles[i].empty() ? "–" : c.profiles[i], get(c.runs[i]->meta, "benchmark_date", "–"),
                    checks_of(*c.runs[i])});
  out += markdown_table({"run", "folder", "machine", "CPU model string", "profile", "date", "checks"}, runs, {1});
  if (const std::string w = profile_warning(c); !w.empty()) out += "\n**Warning:** " + markdown_text(w) + ".\n";
  out += "\nRatios divide by run " + c.labels[0] +
         ". A difference is *significant* when the two runs' bootstrap 95% "
         "intervals do not overlap. Roofs are matched by role: bandwidth by level, access kind and threads whatever "
         "ISA each run's stream kernels used (the ISA in brackets); compute by dtype, mix and threads per ISA, and a "
         "best-ISA row with each run's fastest. GHz is the clock measured beside the roof and per cycle is per core: "
         "a ratio in per cycle near 1 with a value ratio away from 1 is a clock difference, not a core one. " +
         match_counts(c) + ".\n";
  return out;
}

// Every roof matched by role, in each run.
std::string roofs_section(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out = "## Roofs\n\n";
  std::vector<std::string> header = {"roof", "threads", "unit"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i]);
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " GHz");
  header.push_back("per cycle");
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " per cycle");
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0] + " per cycle");
  header.push_back("unmatched because");
  std::vector<std::vector<std::string>> rows;
  for (const auto& rc : c.roofs) {
    std::vector<std::string> row = {roof_name(rc), std::to_string(rc.threads), roof_unit(rc)};
    for (std::size_t i = 0; i < n; ++i) row.push_back(value_cell(rc, rc.roofs[i]));
    for (std::size_t i = 0; i < n; ++i) row.push_back(clock_cell(rc.roofs[i]));
    row.push_back(per_cycle_unit(rc));
    for (std::size_t i = 0; i < n; ++i) row.push_back(per_cycle_cell(rc.roofs[i]));
    for (std::size_t i = 1; i < n; ++i)
      row.push_back(rc.ratio[i] ? readable(*rc.ratio[i]) + (rc.significant[i] ? " (significant)" : "") : "–");
    for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(rc.per_cycle_ratio[i]));
    row.push_back(why_cell(rc));
    rows.push_back(row);
  }
  out += rows.empty() ? "No roofs in any run.\n" : markdown_table(header, rows);
  return out;
}

// Repeated runs of one machine: how much each roof moved; "" for fewer runs.
std::string spread_section(const Comparison& c) {
  const auto spread = spread_roofs(c);
  if (spread.empty()) return "";
  std::string out =
      "\n## Run-to-run spread\n\nFor repeated runs of one machine: each roof's coefficient of variation over the "
      "runs that measured it (sample standard deviation / mean), largest first. " +
      spread_headline(c) + ".\n\n";
  std::vector<std::vector<std::string>> rows;
  for (const RoofComparison* rc : spread) {
    rows.push_back({roof_name(*rc), std::to_string(rc->threads), roof_unit(*rc), std::to_string(rc->spread->runs),
                    readable(rc->spread->mean), fmt::format("{:.1f}%", 100 * rc->spread->cv)});
  }
  out += markdown_table({"roof", "threads", "unit", "runs", "mean", "CV"}, rows);
  return out;
}

// Ridge points per basis: each run's best ISA, and the ISA all share.
std::string ridges_section(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out =
      "\n## Ridge points (FLOP/byte)\n\nPeak (the FMA roof) over the level's best bandwidth. Basis *best*: each "
      "run's fastest ISA; an ISA name: that ISA's peak in every run, like with like. The peak's ISA is in "
      "brackets.\n\n";
  std::vector<std::string> header = {"dtype", "threads", "level", "basis"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i]);
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  std::vector<std::vector<std::string>> rows;
  for (const auto& rc : c.ridges) {
    std::vector<std::string> row = {rc.dtype, std::to_string(rc.threads), rc.level, rc.basis};
    for (std::size_t i = 0; i < n; ++i) row.push_back(rc.ai[i] ? readable(*rc.ai[i]) + " (" + rc.isas[i] + ")" : "–");
    for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(rc.ratio[i]));
    rows.push_back(row);
  }
  out += rows.empty() ? "No ridge points (a ridge needs compute and bandwidth roofs).\n" : markdown_table(header, rows);
  return out;
}

// Kernels matched by benchmark name, biggest movers first; family means.
std::string kernels_section(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out =
      "\n## Kernels\n\nMatched by benchmark name (kernel, implementation, dtype and shape). Median rate (GFLOP/s, "
      "GOP/s for "
      "integer kernels; GB/s for kernels without operations) and efficiency in each run; the biggest movers first, "
      "kernels of one run "
      "only last with the reason.\n\n";
  for (std::size_t i = 1; i < n; ++i) {
    int count = 0;
    const double g = geometric_mean_ratio(c, i, &count);
    if (count)
      out += fmt::format("- {}/{}: geometric mean rate ratio {} over {} kernels.\n", c.labels[i], c.labels[0],
                         readable(g), count);
  }
  if (!c.families.empty()) {
    std::vector<std::string> header = {"family"};
    for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0] + " geometric mean");
    for (std::size_t i = 1; i < n; ++i) header.push_back("kernels matched " + c.labels[i]);
    std::vector<std::vector<std::string>> rows;
    for (const auto& f : c.families) {
      if (std::all_of(f.count.begin(), f.count.end(), [](int k) { return k == 0; })) continue;  // nothing matched
      std::vector<std::string> row = {f.family};
      for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(f.geomean[i]));
      for (std::size_t i = 1; i < n; ++i) row.push_back(std::to_string(f.count[i]));
      rows.push_back(row);
    }
    out += "\n" + markdown_table(header, rows);
  }
  std::vector<std::string> header = {"benchmark", "threads"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " rate");
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " efficiency");
  header.push_back("unmatched because");
  std::vector<std::vector<std::string>> rows;
  for (const auto& pc : c.points) {
    std::vector<std::string> row = {pc.benchmark, std::to_string(pc.threads)};
    for (std::size_t i = 0; i < n; ++i) row.push_back(pc.points[i] ? readable(point_rate(*pc.points[i])) : "–");
    for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(pc.ratio[i]));
    for (std::size_t i = 0; i < n; ++i) row.push_back(pc.points[i] ? percent(pc.points[i]->efficiency) : "–");
    std::string why;
    for (const auto& m : pc.missing)
      if (!m.empty()) why += (why.empty() ? "" : "; ") + m;
    row.push_back(why);
    rows.push_back(row);
  }
  out += "\n" + (rows.empty() ? std::string("No kernel points.\n") : markdown_table(header, rows, {0}));
  return out;
}

// Latency per level and page kind in each run; "" when no run measured it.
std::string latency_section(const Comparison& c) {
  if (c.latency.empty()) return "";
  const std::size_t n = c.runs.size();
  std::vector<std::string> header = {"level", "pages"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " ns");
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " cycles");
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  std::vector<std::vector<std::string>> rows;
  for (const auto& lc : c.latency) {
    std::vector<std::string> row = {lc.level + (lc.core_kind.empty() ? "" : " (" + lc.core_kind + ")"), lc.pages};
    for (const LatencyLevel* l : lc.levels) row.push_back(l ? readable(l->ns) : "–");
    for (const LatencyLevel* l : lc.levels) row.push_back(l ? readable(l->cycles, 3, true) : "–");
    for (std::size_t i = 1; i < n; ++i)
      row.push_back(lc.ratio[i] ? readable(*lc.ratio[i]) + (lc.significant[i] ? " (significant)" : "") : "–");
    rows.push_back(row);
  }
  return "\n## Latency\n\nOne dependent load per level (the latency family); a ratio above 1 is slower than run " +
         c.labels[0] + ".\n\n" + markdown_table(header, rows);
}

}  // namespace

CsvTable compare_latency_table(const Comparison& c) {
  CsvTable t;
  t.header = kCompareLatencyColumns;
  for (const auto& lc : c.latency)
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const LatencyLevel* l = lc.levels[i];
      if (!l) continue;
      t.rows.push_back({kTableSchemaVersion, c.labels[i], c.runs[i]->name, lc.level, lc.pages, lc.core_kind,
                        csv_number(l->ns), csv_number(l->ns_ci.low), csv_number(l->ns_ci.high),
                        l->cycles > 0 ? csv_number(l->cycles) : "", csv_opt(lc.ratio[i]),
                        lc.ratio[i] ? (lc.significant[i] ? "true" : "false") : ""});
    }
  return t;
}

std::string render_compare_markdown(const Comparison& c) {
  return "# cpuroof comparison\n\n" + runs_section(c) + "\n" + roofs_section(c) + spread_section(c) +
         ridges_section(c) + latency_section(c) + kernels_section(c);
}

std::string render_compare_summary(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    out += fmt::format("{}: {}  {}, profile {}\n", c.labels[i], c.runs[i]->name, identity_line(c.machines[i]),
                       c.profiles[i].empty() ? "unknown" : c.profiles[i]);
  if (const std::string w = profile_warning(c); !w.empty()) out += "warning: " + w + "\n";
  out += fmt::format("\n{:<26}{:>8}{:>9}", "roof", "threads", "unit");
  for (std::size_t i = 0; i < n; ++i) out += fmt::format("{:>17}{:>6}", c.labels[i], "GHz");
  for (std::size_t i = 1; i < n; ++i) out += fmt::format("{:>10}{:>11}", c.labels[i] + "/" + c.labels[0], "per cycle");
  out += "\n";
  for (const auto& rc : c.roofs) {
    if (!headline(rc, c)) continue;
    out += fmt::format("{:<26}{:>8}{:>9}", roof_name(rc), rc.threads, roof_unit(rc));
    for (std::size_t i = 0; i < n; ++i) {
      const Roof* r = rc.roofs[i];
      const std::string v = !r                                           ? "-"
                            : rc.kind == "compute" && rc.isa != kBestIsa ? readable(r->value)
                                                                         : readable(r->value) + " " + r->isa;
      out += fmt::format("{:>17}{:>6}", v, r && r->clock_hz > 0 ? fmt::format("{:.2f}", r->clock_hz / 1e9) : "-");
    }
    for (std::size_t i = 1; i < n; ++i)
      out += fmt::format("{:>10}{:>11}", rc.ratio[i] ? readable(*rc.ratio[i]) + (rc.significant[i] ? "*" : "") : "-",
                         rc.per_cycle_ratio[i] ? readable(*rc.per_cycle_ratio[i]) : "-");
    out += "\n";
  }
  out += "(* the 95% intervals do not overlap; per cycle: the ratio per core per cycle at each run's measured clock)\n";
  out += match_counts(c) + "; compare.md says why each other one is unmatched\n";
  if (const std::string spread = spread_headline(c); !spread.empty()) out += spread + "\n";
  for (std::size_t i = 0; i < n; ++i)
    if (!c.runs[i]->checks_pass.empty()) out += fmt::format("checks {}: {}\n", c.labels[i], checks_of(*c.runs[i]));
  for (std::size_t i = 1; i < n; ++i) {
    int count = 0;
    const double g = geometric_mean_ratio(c, i, &count);
    if (!count) continue;
    out += fmt::format("kernels {}/{}: geometric mean rate ratio {} over {} benchmarks (", c.labels[i], c.labels[0],
                       readable(g), count);
    std::string fams;
    for (const auto& f : c.families)
      if (f.geomean[i]) fams += (fams.empty() ? "" : ", ") + f.family + " " + readable(*f.geomean[i]);
    out += fams + ")\n";
  }
  return terminal_text(out);
}

}  // namespace cpuroof::analysis
