#include "compare_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "markdown.hpp"
#include "tables.hpp"

namespace cpuroof::analysis {
namespace {

std::string csv_opt(const std::optional<double>& v) { return v ? csv_number(*v) : ""; }
std::string read_opt(const std::optional<double>& v) { return v ? readable(*v) : "–"; }

std::string meta_or(const ResultSet& r, const std::string& key) {
  const auto it = r.meta.find(key);
  return it == r.meta.end() ? "–" : it->second;
}

std::string roof_name(const RoofComparison& rc) {
  if (rc.kind == "compute") return fmt::format("{} {} {}", rc.dtype, rc.isa, rc.variant);
  return fmt::format("{} {}", rc.level, rc.variant);
}

const char* roof_unit(const RoofComparison& rc) { return rc.kind == "compute" ? "GFLOP/s" : "GB/s"; }

// Rows worth a glance in the terminal: compute roofs, and each level's best access kind in the baseline.
bool headline(const RoofComparison& rc, const Comparison& c) {
  if (rc.kind == "compute") return true;
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
    if (rc.spread) out.push_back(&rc);
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

}  // namespace

CsvTable compare_roofs_table(const Comparison& c) {
  CsvTable t;
  t.header = {"schema_version", "kind", "level", "dtype", "isa", "variant", "threads", "run", "folder",
              "gflop_per_s", "gflop_per_s_ci_low", "gflop_per_s_ci_high", "gb_per_s", "gb_per_s_ci_low",
              "gb_per_s_ci_high", "ratio_to_baseline", "significant", "cv_across_runs"};
  for (const auto& rc : c.roofs) {
    const bool compute = rc.kind == "compute";
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const Roof* r = rc.roofs[i];
      if (!r) continue;
      auto pick = [&](bool want_compute, double v) { return compute == want_compute ? csv_number(v) : ""; };
      t.rows.push_back({kSchemaVersion, rc.kind, rc.level, rc.dtype, rc.isa, rc.variant, std::to_string(rc.threads),
                        c.labels[i], c.runs[i]->name, pick(true, r->value), pick(true, r->ci.low), pick(true, r->ci.high),
                        pick(false, r->value), pick(false, r->ci.low), pick(false, r->ci.high), csv_opt(rc.ratio[i]),
                        i == 0 || !rc.ratio[i] ? "" : (rc.significant[i] ? "true" : "false"),
                        rc.spread ? csv_number(rc.spread->cv) : ""});
    }
  }
  return t;
}

CsvTable compare_points_table(const Comparison& c) {
  CsvTable t;
  t.header = {"schema_version", "benchmark", "family", "kernel", "impl", "dtype", "threads", "run", "folder",
              "gflop_per_s", "gb_per_s", "efficiency", "bound", "rate_ratio_to_baseline"};
  for (const auto& pc : c.points)
    for (std::size_t i = 0; i < c.runs.size(); ++i) {
      const KernelPoint* p = pc.points[i];
      if (!p) continue;
      t.rows.push_back({kSchemaVersion, pc.benchmark, pc.family, pc.kernel, pc.impl, pc.dtype,
                        std::to_string(pc.threads), c.labels[i], c.runs[i]->name, csv_number(p->gflop_per_s),
                        csv_number(p->gb_per_s), csv_number(p->efficiency), p->bound, csv_opt(pc.ratio[i])});
    }
  return t;
}

std::string render_compare_markdown(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out = "# cpuroof comparison\n\n## Runs\n\n";
  std::vector<std::vector<std::string>> runs;
  for (std::size_t i = 0; i < n; ++i)
    runs.push_back({c.labels[i], "`" + c.runs[i]->name + "`", meta_or(*c.runs[i], "cpu_model"),
                    meta_or(*c.runs[i], "cores"), meta_or(*c.runs[i], "profile"), meta_or(*c.runs[i], "benchmark_date"),
                    checks_of(*c.runs[i])});
  out += markdown_table({"run", "folder", "CPU", "cores", "profile", "date", "checks"}, runs);
  out += "\nRatios divide by run " + c.labels[0] + ". A difference is *significant* when the two runs' bootstrap 95% "
         "intervals do not overlap.\n\n## Roofs\n\n";

  std::vector<std::string> header = {"roof", "threads", "unit"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i]);
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  std::vector<std::vector<std::string>> rows;
  for (const auto& rc : c.roofs) {
    std::vector<std::string> row = {roof_name(rc), std::to_string(rc.threads), roof_unit(rc)};
    for (std::size_t i = 0; i < n; ++i) row.push_back(rc.roofs[i] ? readable(rc.roofs[i]->value) : "–");
    for (std::size_t i = 1; i < n; ++i)
      row.push_back(rc.ratio[i] ? readable(*rc.ratio[i]) + (rc.significant[i] ? " (significant)" : "") : "–");
    rows.push_back(row);
  }
  out += rows.empty() ? "No roofs in any run.\n" : markdown_table(header, rows);

  if (const auto spread = spread_roofs(c); !spread.empty()) {
    out += "\n## Run-to-run spread\n\nFor repeated runs of one machine: each roof's coefficient of variation over the "
           "runs that measured it (sample standard deviation / mean), largest first. " + spread_headline(c) + ".\n\n";
    rows.clear();
    for (const RoofComparison* rc : spread) {
      rows.push_back({roof_name(*rc), std::to_string(rc->threads), roof_unit(*rc), std::to_string(rc->spread->runs),
                      readable(rc->spread->mean), fmt::format("{:.1f}%", 100 * rc->spread->cv)});
    }
    out += markdown_table({"roof", "threads", "unit", "runs", "mean", "CV"}, rows);
  }

  out += "\n## Ridge points (FLOP/byte)\n\n";
  header = {"dtype", "threads", "level"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i]);
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  rows.clear();
  for (const auto& rc : c.ridges) {
    std::vector<std::string> row = {rc.dtype, std::to_string(rc.threads), rc.level};
    for (std::size_t i = 0; i < n; ++i) row.push_back(read_opt(rc.ai[i]));
    for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(rc.ratio[i]));
    rows.push_back(row);
  }
  out += rows.empty() ? "No ridge points (a ridge needs compute and bandwidth roofs).\n" : markdown_table(header, rows);

  out += "\n## Kernels\n\nMedian rate (GFLOP/s; GB/s for kernels without flops) and efficiency in each run.\n\n";
  for (std::size_t i = 1; i < n; ++i) {
    int count = 0;
    const double g = geometric_mean_ratio(c, i, &count);
    if (count) out += fmt::format("- {}/{}: geometric mean rate ratio {} over {} kernels.\n", c.labels[i], c.labels[0], readable(g), count);
  }
  header = {"benchmark", "threads"};
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " rate");
  for (std::size_t i = 1; i < n; ++i) header.push_back(c.labels[i] + "/" + c.labels[0]);
  for (std::size_t i = 0; i < n; ++i) header.push_back(c.labels[i] + " efficiency");
  rows.clear();
  for (const auto& pc : c.points) {
    std::vector<std::string> row = {"`" + pc.benchmark + "`", std::to_string(pc.threads)};
    for (std::size_t i = 0; i < n; ++i)
      row.push_back(pc.points[i] ? readable(pc.points[i]->gflop_per_s > 0 ? pc.points[i]->gflop_per_s : pc.points[i]->gb_per_s) : "–");
    for (std::size_t i = 1; i < n; ++i) row.push_back(read_opt(pc.ratio[i]));
    for (std::size_t i = 0; i < n; ++i) row.push_back(pc.points[i] ? percent(pc.points[i]->efficiency) : "–");
    rows.push_back(row);
  }
  out += "\n" + (rows.empty() ? std::string("No kernel points.\n") : markdown_table(header, rows));
  return out;
}

std::string render_compare_summary(const Comparison& c) {
  const std::size_t n = c.runs.size();
  std::string out;
  for (std::size_t i = 0; i < n; ++i) out += fmt::format("{}: {} ({})\n", c.labels[i], c.runs[i]->name, meta_or(*c.runs[i], "cpu_model"));
  out += fmt::format("\n{:<28}{:>8}{:>9}", "roof", "threads", "unit");
  for (std::size_t i = 0; i < n; ++i) out += fmt::format("{:>10}", c.labels[i]);
  for (std::size_t i = 1; i < n; ++i) out += fmt::format("{:>10}", c.labels[i] + "/" + c.labels[0]);
  out += "\n";
  for (const auto& rc : c.roofs) {
    if (!headline(rc, c)) continue;
    out += fmt::format("{:<28}{:>8}{:>9}", roof_name(rc), rc.threads, roof_unit(rc));
    for (std::size_t i = 0; i < n; ++i) out += fmt::format("{:>10}", rc.roofs[i] ? readable(rc.roofs[i]->value) : "-");
    for (std::size_t i = 1; i < n; ++i)
      out += fmt::format("{:>10}", rc.ratio[i] ? readable(*rc.ratio[i]) + (rc.significant[i] ? "*" : "") : "-");
    out += "\n";
  }
  out += "(* the 95% intervals do not overlap)\n";
  if (const std::string spread = spread_headline(c); !spread.empty()) out += spread + "\n";
  for (std::size_t i = 0; i < n; ++i)
    if (!c.runs[i]->checks_pass.empty()) out += fmt::format("checks {}: {}\n", c.labels[i], checks_of(*c.runs[i]));
  for (std::size_t i = 1; i < n; ++i) {
    int count = 0;
    const double g = geometric_mean_ratio(c, i, &count);
    if (count) out += fmt::format("kernels {}/{}: geometric mean rate ratio {} over {} benchmarks\n", c.labels[i], c.labels[0], readable(g), count);
  }
  return out;
}

}  // namespace cpuroof::analysis
