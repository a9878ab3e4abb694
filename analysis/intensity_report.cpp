#include "intensity_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "tables.hpp"

namespace cpuroof::analysis {
namespace {

constexpr double kGiga = 1e9;

std::string pct(double v) { return fmt::format("{:+.1f}%", 100 * v); }
std::string num(double v) { return v > 0 ? fmt::format("{:.3g}", v) : "–"; }
std::string ratio_text(double fit, double measured) { return measured > 0 ? fmt::format("{:.2f}", fit / measured) : "–"; }
bool agrees(double fit, double measured) { return measured > 0 && std::abs(fit / measured - 1) <= kRoofAgreement; }

// Why a fitted roof differs from the measured one, told from the sweep's own points.
std::string explain(const IntensitySweep& s) {
  const RooflineFit& f = s.fit;
  std::string out;
  if (s.measured_peak > 0 && !agrees(f.peak_gflop_per_s, s.measured_peak)) {
    double best = 0;
    for (const auto& p : s.points) best = std::max(best, median(p.gflop_per_s));
    out += fmt::format(
        "P_peak: the sweep's best point reaches {:.0f}% of the FMA roof, so the fitted plateau ({:.3g}) sits "
        "{} the roof ({:.3g}); ",
        100 * best / s.measured_peak, f.peak_gflop_per_s, f.peak_gflop_per_s < s.measured_peak ? "below" : "above",
        s.measured_peak);
    out += f.peak_gflop_per_s < s.measured_peak
               ? "the sweep kernel issues a load, a store and a loop branch per chain block beside its FMAs, and the "
                 "roof's register-only loop does not, and with every core busy the host's other load falls on "
                 "these points too. "
               : "the roof is the 90th percentile of its own repetitions: a roof measured during a noisy moment "
                 "falls below a kernel measured in a quiet one. ";
  }
  if (s.measured_bandwidth > 0 && !agrees(f.bandwidth_gb_per_s, s.measured_bandwidth)) {
    // The point nearest the ridge on the memory side: does an additive model (loads and FMAs not
    // overlapping) describe it better than the roofline's min()?
    std::size_t near = 0;
    for (std::size_t i = 0; i < s.points.size(); ++i)
      if (s.points[i].intensity < f.ridge) near = i;
    const SweepPoint& p = s.points[near];
    const double measured = median(p.gflop_per_s);
    const double additive = 1 / (1 / (s.measured_bandwidth * p.intensity) + 1 / (s.measured_peak > 0 ? s.measured_peak : f.peak_gflop_per_s));
    out += fmt::format(
        "B: the fitted bandwidth is {:.0f}% of the measured {} {} roof. ",
        100 * f.bandwidth_gb_per_s / s.measured_bandwidth, s.level, s.access);
    if (f.bandwidth_gb_per_s < s.measured_bandwidth)
      out += fmt::format(
          "Below the ridge the kernel runs at {:.3g} GFLOP/s at I = {:.3g} where min() allows {:.3g} and "
          "W/P + Q/B (loads and FMAs not overlapping at all) gives {:.3g}: the memory and arithmetic phases of "
          "each block overlap only partly, and each point also pays the F/2-step chain's latency before its "
          "stores start. ",
          measured, p.intensity, std::min(s.measured_bandwidth * p.intensity, s.measured_peak), additive);
    else
      out += "The sweep's working set sits near the level's lower boundary, where part of it is still served by "
             "the faster level below. ";
  }
  return out;
}

}  // namespace

std::vector<IntensitySweep> fit_intensity_sweeps(const RawRun& run, const Roofline& roofline) {
  // (dtype, isa, ws, threads) -> points
  std::map<std::tuple<std::string, std::string, double, int>, IntensitySweep> groups;
  for (const auto& m : run.measurements) {
    if (m.family != "intensity") continue;
    const int threads = static_cast<int>(std::lround(m.fixed("omp_threads")));
    const double ws = m.fixed("ws_bytes");
    auto& g = groups[{m.dtype, m.label_or("isa", ""), ws, threads}];
    g.dtype = m.dtype;
    g.isa = m.label_or("isa", "");
    g.access = m.label_or("access", "copy");
    g.threads = threads;
    g.ws_bytes = ws;
    SweepPoint p;
    p.intensity = m.fixed("ai");
    for (double v : m.counter("flops")) p.gflop_per_s.push_back(v / kGiga);
    const auto f = m.params.find("f");
    g.flops_per_element.push_back(f == m.params.end() ? 0 : std::stoi(f->second));
    g.points.push_back(std::move(p));
  }
  std::vector<IntensitySweep> out;
  for (auto& [key, g] : groups) {
    std::vector<std::size_t> order(g.points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](auto a, auto b) { return g.points[a].intensity < g.points[b].intensity; });
    IntensitySweep s = g;
    for (std::size_t i = 0; i < order.size(); ++i) {
      s.points[i] = g.points[order[i]];
      s.flops_per_element[i] = g.flops_per_element[order[i]];
    }
    s.fit = fit_roofline(s.points);
    s.level = roofline.level_of(s.ws_bytes, s.threads);
    if (const Roof* r = roofline.compute(s.dtype, s.threads, s.isa, "fma")) s.measured_peak = r->value;
    if (!s.level.empty())
      if (const Roof* r = roofline.bandwidth(s.level, s.threads, s.access)) s.measured_bandwidth = r->value;
    if (s.fit.ok) s.explanation = explain(s);
    out.push_back(std::move(s));
  }
  return out;
}

CsvTable intensity_fit_table(const std::vector<IntensitySweep>& sweeps) {
  CsvTable t;
  t.header = {"schema_version", "dtype", "isa", "access", "threads", "ws_bytes", "level", "points", "fit_ok",
              "fit_gflop_per_s", "fit_gflop_per_s_ci_low", "fit_gflop_per_s_ci_high",
              "fit_gb_per_s", "fit_gb_per_s_ci_low", "fit_gb_per_s_ci_high",
              "fit_ridge_flop_per_byte", "fit_ridge_ci_low", "fit_ridge_ci_high", "median_abs_residual",
              "roof_gflop_per_s", "peak_ratio", "roof_gb_per_s", "bandwidth_ratio"};
  auto opt = [](bool ok, double v) { return ok ? csv_number(v) : ""; };
  for (const auto& s : sweeps) {
    const RooflineFit& f = s.fit;
    t.rows.push_back({kSchemaVersion, s.dtype, s.isa, s.access, std::to_string(s.threads), csv_number(s.ws_bytes),
                      s.level, std::to_string(s.points.size()), f.ok ? "true" : "false",
                      opt(f.ok, f.peak_gflop_per_s), opt(f.ok, f.peak_ci.low), opt(f.ok, f.peak_ci.high),
                      opt(f.ok, f.bandwidth_gb_per_s), opt(f.ok, f.bandwidth_ci.low), opt(f.ok, f.bandwidth_ci.high),
                      opt(f.ok, f.ridge), opt(f.ok, f.ridge_ci.low), opt(f.ok, f.ridge_ci.high),
                      opt(f.ok, f.median_abs_residual),
                      opt(s.measured_peak > 0, s.measured_peak),
                      opt(f.ok && s.measured_peak > 0, f.peak_gflop_per_s / s.measured_peak),
                      opt(s.measured_bandwidth > 0, s.measured_bandwidth),
                      opt(f.ok && s.measured_bandwidth > 0, f.bandwidth_gb_per_s / s.measured_bandwidth)});
  }
  return t;
}

CsvTable intensity_residual_table(const std::vector<IntensitySweep>& sweeps) {
  CsvTable t;
  t.header = {"schema_version", "dtype", "isa", "threads", "ws_bytes", "flops_per_element", "ai_flop_per_byte",
              "gflop_per_s", "model_gflop_per_s", "residual"};
  for (const auto& s : sweeps)
    for (std::size_t i = 0; i < s.points.size(); ++i) {
      const auto& p = s.points[i];
      const bool ok = s.fit.ok;
      t.rows.push_back({kSchemaVersion, s.dtype, s.isa, std::to_string(s.threads), csv_number(s.ws_bytes),
                        std::to_string(s.flops_per_element[i]), csv_number(p.intensity),
                        csv_number(median(p.gflop_per_s)),
                        ok ? csv_number(roofline_model(s.fit.peak_gflop_per_s, s.fit.bandwidth_gb_per_s, p.intensity)) : "",
                        ok ? csv_number(s.fit.residuals[i]) : ""});
    }
  return t;
}

std::string render_intensity_section(const RawRun& run, const Roofline& roofline) {
  const auto sweeps = fit_intensity_sweeps(run, roofline);
  if (sweeps.empty()) return "";
  std::string out =
      "## Intensity sweep: the roofline traced\n\n"
      "One kernel, `y[i] = f_F(x[i])` with F flop per element (F/2 independent-per-element FMAs, 12 vectors "
      "in flight), reads one element and writes one: I = F / (2 · element size). Each sweep (dtype, working "
      "set, threads) is fitted to P(I) = min(P_peak, B·I) by least absolute deviations of ln P (robust to "
      "outliers), with a 95% bootstrap interval from the repetitions. The fit is set beside the roofs measured "
      "directly (the FMA compute roof of the same dtype, ISA and threads; the bandwidth roof of the working "
      "set's level for the `copy` access kind). Agreement within ±10% is the claim checked.\n\n"
      "| dtype | isa | threads | working set | level | fitted P_peak GFLOP/s [95% CI] | FMA roof | ratio | "
      "fitted B GB/s [95% CI] | copy roof | ratio | ridge FLOP/B [95% CI] | median abs residual |\n"
      "|---|---|---:|---:|---|---|---:|---:|---|---:|---:|---|---:|\n";
  std::vector<std::string> notes;
  for (const auto& s : sweeps) {
    const RooflineFit& f = s.fit;
    const std::string ws = fmt::format("{:.4g} MiB", s.ws_bytes / (1024.0 * 1024.0));
    if (!f.ok) {
      out += fmt::format("| {} | {} | {} | {} | {} | no fit: {} | {} | – | – | {} | – | – | – |\n", s.dtype, s.isa,
                         s.threads, ws, s.level.empty() ? "?" : s.level, f.why, num(s.measured_peak),
                         num(s.measured_bandwidth));
      continue;
    }
    auto mark = [](double fit, double measured) { return measured > 0 && !agrees(fit, measured) ? " ⚠" : ""; };
    out += fmt::format(
        "| {} | {} | {} | {} | {} | {:.3g} [{:.3g}, {:.3g}] | {} | {}{} | {:.3g} [{:.3g}, {:.3g}] | {} | {}{} | "
        "{:.3g} [{:.3g}, {:.3g}] | {:.1f}% |\n",
        s.dtype, s.isa, s.threads, ws, s.level.empty() ? "?" : s.level, f.peak_gflop_per_s, f.peak_ci.low,
        f.peak_ci.high, num(s.measured_peak), ratio_text(f.peak_gflop_per_s, s.measured_peak),
        mark(f.peak_gflop_per_s, s.measured_peak), f.bandwidth_gb_per_s, f.bandwidth_ci.low, f.bandwidth_ci.high,
        num(s.measured_bandwidth), ratio_text(f.bandwidth_gb_per_s, s.measured_bandwidth),
        mark(f.bandwidth_gb_per_s, s.measured_bandwidth), f.ridge, f.ridge_ci.low, f.ridge_ci.high,
        100 * f.median_abs_residual);
    if (!s.explanation.empty())
      notes.push_back(fmt::format("- **{} {} threads, {} ({})**: {}", s.dtype, s.threads, s.level, ws, s.explanation));
  }
  if (!notes.empty()) {
    out += "\n⚠ outside ±10%, and why:\n\n";
    for (const auto& n : notes) out += n + "\n";
  }

  // Residuals, one row per sweep, one column per F: where the measured curve leaves the model.
  std::vector<int> all_f;
  for (const auto& s : sweeps)
    for (int f : s.flops_per_element)
      if (std::find(all_f.begin(), all_f.end(), f) == all_f.end()) all_f.push_back(f);
  std::sort(all_f.begin(), all_f.end());
  out += "\nResiduals per F (flop per element): measured median / fitted model − 1 (the fit minimises the sum of "
         "|ln| of these ratios).\n\n"
         "| dtype | threads | level |";
  for (int f : all_f) out += fmt::format(" F={} |", f);
  out += "\n|---|---:|---|";
  for (std::size_t i = 0; i < all_f.size(); ++i) out += "---:|";
  out += "\n";
  for (const auto& s : sweeps) {
    if (!s.fit.ok) continue;
    out += fmt::format("| {} | {} | {} |", s.dtype, s.threads, s.level.empty() ? "?" : s.level);
    for (int f : all_f) {
      const auto it = std::find(s.flops_per_element.begin(), s.flops_per_element.end(), f);
      out += it == s.flops_per_element.end()
                 ? " |"
                 : " " + pct(std::expm1(s.fit.residuals[static_cast<std::size_t>(it - s.flops_per_element.begin())])) + " |";
    }
    out += "\n";
  }
  return out + "\n";
}

}  // namespace cpuroof::analysis
