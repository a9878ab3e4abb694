#include "families/intensity_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "io/markdown.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"
#include "format/written_tables.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

std::string signed_percent(double v) { return fmt::format("{:+.1f}%", 100 * v); }
std::string num(double v) { return v > 0 ? fmt::format("{:.3g}", v) : "–"; }
std::string ratio_text(double fit, double measured) {
  return measured > 0 ? fmt::format("{:.2f}", fit / measured) : "–";
}
bool agrees(double fit, double measured) { return measured > 0 && std::abs(fit / measured - 1) <= kRoofAgreement; }

constexpr const char* kIntensityFamily = "intensity";

// The model's own distances from the ridge. With no overlap at all (time W/P + Q/B, `additive`), a
// point 16x past the ridge still runs 6% below the peak, and one 4x below it 20% below the bandwidth
// roof: closer than that, an overlap shortfall alone can explain a gap to a roof.
constexpr double kFarPastRidge = 16;
constexpr double kFarBelowRidge = 4;

// Rate if loads and FMAs did not overlap at all: time = W/P + Q/B.
double additive(double peak, double bw, double intensity) { return 1 / (1 / peak + 1 / (bw * intensity)); }

// Why a fitted roof differs from the measured one, told from the sweep's own points.
std::string explain(const IntensitySweep& s) {
  const RooflineFit& f = s.fit;
  const bool peak_off = s.measured_peak > 0 && !agrees(f.peak_gflop_per_s, s.measured_peak);
  const bool bw_off = s.measured_bandwidth > 0 && !agrees(f.bandwidth_gb_per_s, s.measured_bandwidth);
  if (!peak_off && !bw_off) return "";
  double worst_cv = 0;
  for (const auto& p : s.points) worst_cv = std::max(worst_cv, coefficient_of_variation(p.gflop_per_s));
  if (f.median_abs_residual > kRoofAgreement)
    return fmt::format(
        "the points scatter by a median {:.0f}% around the fitted model (repetitions' CV up to {:.0f}%), more than "
        "the ±{} being tested: this run was too noisy (other processes sharing the cores) to confirm or refute "
        "agreement.",
        100 * f.median_abs_residual, 100 * worst_cv, percent(kRoofAgreement));
  std::string out;
  const double peak = s.measured_peak > 0 ? s.measured_peak : f.peak_gflop_per_s;
  const double bw = s.measured_bandwidth > 0 ? s.measured_bandwidth : f.bandwidth_gb_per_s;
  if (peak_off) {
    double best = 0;
    for (const auto& p : s.points) best = std::max(best, median(p.gflop_per_s));
    const double top_i = s.points.back().intensity;
    out += fmt::format("P_peak: the fitted plateau is {:.0f}% of the FMA roof and the best point reaches {:.0f}%. ",
                       100 * f.peak_gflop_per_s / peak, 100 * best / peak);
    if (f.peak_gflop_per_s < peak)
      out += fmt::format(
          "If loads and FMAs did not overlap at all (time W/P + Q/B), the sweep's highest intensity, I = {:.3g}, "
          "would reach {:.0f}% of the roof: the plateau points are still partly paying for memory traffic{}. ",
          top_i, 100 * additive(peak, bw, top_i) / peak,
          top_i < kFarPastRidge * f.ridge
              ? fmt::format(" (the sweep stops less than {}x past the ridge)", kFarPastRidge)
              : "");
    else
      out += "The roof is the " + percentile_name(kRoofQuantile) +
             " of its own repetitions: a roof measured in a noisy moment falls below a kernel measured in a quiet "
             "one. ";
  }
  if (bw_off) {
    // Far below the ridge the kernel is a pure stream: does it move bytes as fast as its access kind's roof?
    std::vector<double> far;
    for (const auto& p : s.points)
      if (p.intensity < f.ridge / kFarBelowRidge) far.push_back(median(p.gflop_per_s) / p.intensity);
    out += fmt::format("B: the fitted bandwidth is {:.0f}% of the measured {} {} roof. ",
                       100 * f.bandwidth_gb_per_s / bw, markdown_text(s.level), markdown_text(s.access));
    if (!far.empty() && !agrees(median(far), bw)) {
      out += fmt::format(
          "Even far below the ridge the sweep moves {:.3g} GB/s ({:.0f}% of the roof): the roof is the best "
          "working set inside the level, the sweep uses one ({}), and where a level's bandwidth varies "
          "with the working set (near a cache boundary) the two differ. ",
          median(far), 100 * median(far) / bw, bytes_binary(s.ws_bytes));
    } else {
      std::size_t near = 0;
      for (std::size_t i = 0; i < s.points.size(); ++i)
        if (s.points[i].intensity < f.ridge) near = i;
      const SweepPoint& p = s.points[near];
      out += fmt::format(
          "Far below the ridge the points do reach the roof; nearer it, at I = {:.3g}, the kernel runs at {:.3g} "
          "GFLOP/s where min() allows {:.3g} and W/P + Q/B gives {:.3g}: near the ridge each block's FMAs and the "
          "next block's memory traffic overlap only partly, which bends the fitted slope down. ",
          p.intensity, median(p.gflop_per_s), std::min(bw * p.intensity, peak), additive(peak, bw, p.intensity));
    }
  }
  return out;
}

// What a sweep's kernel is, from the run's catalog where it has one (its description, the vectors it
// keeps in flight, the arrays it reads and writes per element); without one, only what the
// measurements say.
std::string kernel_sentence(const KernelCatalog& catalog, const std::string& kernel,
                            const std::vector<IntensitySweep>& sweeps) {
  int f_lo = 0, f_hi = 0;
  for (const auto& s : sweeps)
    if (s.kernel == kernel)
      for (int f : s.flops_per_element) {
        f_lo = f_lo == 0 ? f : std::min(f_lo, f);
        f_hi = std::max(f_hi, f);
      }
  std::string out = "The sweep runs " + markdown_code(kernel);
  const CatalogEntry* entry = catalog.kernel(kIntensityFamily, kernel);
  const auto description = entry ? entry->text("description") : std::nullopt;
  out += description ? ": " + markdown_text(*description) + "." : ".";
  out += fmt::format(" Swept over F = {} … {} flop per element", f_lo, f_hi);
  if (const auto v = catalog.number(kIntensityFamily, kernel, "vectors_in_flight"))
    out += fmt::format(", with {:g} vectors in flight", *v);
  const auto read = catalog.number(kIntensityFamily, kernel, "arrays_read");
  const auto written = catalog.number(kIntensityFamily, kernel, "arrays_written");
  if (read && written && *read + *written > 0)
    return out + fmt::format("; per element it reads {:g} array{} and writes {:g}: I = F / ({:g} · element size).",
                             *read, *read == 1 ? "" : "s", *written, *read + *written);
  return out + ": its intensity I (the declared `ai`) rises with F.";
}

// Which bandwidth roof the sweeps are set beside: their access kinds, and the best kind at the level
// where a sweep names none.
std::string access_phrase(const std::vector<IntensitySweep>& sweeps) {
  std::string kinds;
  bool unnamed = false;
  for (const auto& s : sweeps) {
    const std::string kind = markdown_code(s.access);
    if (s.access.empty())
      unnamed = true;
    else if (kinds.find(kind) == std::string::npos)
      kinds += (kinds.empty() ? "" : ", ") + kind;
  }
  if (kinds.empty()) return "for its best access kind";
  return "for the " + kinds + " access kind" + (unnamed ? " (the best kind where a sweep names none)" : "");
}

}  // namespace

std::vector<IntensitySweep> fit_intensity_sweeps(const RawRun& run, const Roofline& roofline) {
  // (dtype, isa, ws, threads, kernel) -> points
  std::map<std::tuple<std::string, std::string, double, int, std::string>, IntensitySweep> groups;
  for (const auto& m : run.measurements) {
    if (m.family != kIntensityFamily) continue;
    const int threads = static_cast<int>(std::lround(fixed(m, counter::omp_threads)));
    const double ws = fixed(m, counter::ws_bytes);
    auto& g = groups[{m.dtype, m.label_or("isa", ""), ws, threads, m.kernel}];
    g.kernel = m.kernel;
    g.dtype = m.dtype;
    g.isa = m.label_or("isa", "");
    g.access = run.access_of(m);
    g.threads = threads;
    g.ws_bytes = ws;
    SweepPoint p;
    p.intensity = fixed(m, counter::ai);
    for (double v : m.counter(counter::flops)) p.gflop_per_s.push_back(v / kGiga);
    const auto f = m.params.find("f");
    g.flops_per_element.push_back(f == m.params.end() ? 0 : std::stoi(f->second));
    g.points.push_back(std::move(p));
  }
  std::vector<IntensitySweep> out;
  for (auto& group : groups) {
    auto& g = group.second;  // not a structured binding: clang before 16 cannot capture one in a lambda
    std::vector<std::size_t> order(g.points.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](auto a, auto b) { return g.points[a].intensity < g.points[b].intensity; });
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
  t.header = kIntensityFitColumns;
  auto opt = [](bool ok, double v) { return ok ? csv_number(v) : ""; };
  for (const auto& s : sweeps) {
    const RooflineFit& f = s.fit;
    t.rows.push_back({kTableSchemaVersion,
                      s.dtype,
                      s.isa,
                      s.access,
                      std::to_string(s.threads),
                      csv_number(s.ws_bytes),
                      s.level,
                      std::to_string(s.points.size()),
                      f.ok ? "true" : "false",
                      opt(f.ok, f.peak_gflop_per_s),
                      opt(f.ok, f.peak_ci.low),
                      opt(f.ok, f.peak_ci.high),
                      opt(f.ok, f.bandwidth_gb_per_s),
                      opt(f.ok, f.bandwidth_ci.low),
                      opt(f.ok, f.bandwidth_ci.high),
                      opt(f.ok, f.ridge),
                      opt(f.ok, f.ridge_ci.low),
                      opt(f.ok, f.ridge_ci.high),
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
  t.header = kIntensityPointsColumns;
  for (const auto& s : sweeps)
    for (std::size_t i = 0; i < s.points.size(); ++i) {
      const auto& p = s.points[i];
      const bool ok = s.fit.ok;
      t.rows.push_back(
          {kTableSchemaVersion, s.dtype, s.isa, std::to_string(s.threads), csv_number(s.ws_bytes),
           std::to_string(s.flops_per_element[i]), csv_number(p.intensity), csv_number(median(p.gflop_per_s)),
           ok ? csv_number(roofline_model(s.fit.peak_gflop_per_s, s.fit.bandwidth_gb_per_s, p.intensity)) : "",
           ok ? csv_number(s.fit.residuals[i]) : ""});
    }
  return t;
}

std::string render_intensity_section(const RawRun& run, const std::vector<IntensitySweep>& sweeps) {
  if (sweeps.empty()) return "";
  std::vector<std::string> kernels;
  for (const auto& s : sweeps)
    if (std::find(kernels.begin(), kernels.end(), s.kernel) == kernels.end()) kernels.push_back(s.kernel);
  std::string out = "## Intensity sweep: the roofline traced\n\n";
  for (const auto& k : kernels) out += kernel_sentence(run.catalog, k, sweeps) + " ";
  out +=
      "Each sweep (dtype, working set, threads) is fitted to P(I) = min(P_peak, B·I) by least absolute deviations "
      "of ln P (robust to outliers), with a 95% bootstrap interval from the repetitions. The fit is set beside the "
      "roofs measured directly (the FMA compute roof of the same dtype, ISA and threads; the bandwidth roof of the "
      "working set's level " +
      access_phrase(sweeps) + "). Agreement within ±" + percent(kRoofAgreement) +
      " is the claim checked.\n\n"
      "| dtype | isa | threads | working set | level | fitted P_peak GFLOP/s [95% CI] | FMA roof | ratio | "
      "fitted B GB/s [95% CI] | bandwidth roof | ratio | ridge FLOP/B [95% CI] | median abs residual |\n"
      "|---|---|---:|---:|---|---|---:|---:|---|---:|---:|---|---:|\n";
  std::vector<std::string> notes;
  for (const auto& s : sweeps) {
    const RooflineFit& f = s.fit;
    const std::string ws = bytes_binary(s.ws_bytes);
    if (!f.ok) {
      out +=
          fmt::format("| {} | {} | {} | {} | {} | no fit: {} | {} | – | – | {} | – | – | – |\n", markdown_text(s.dtype),
                      markdown_text(s.isa), s.threads, ws, s.level.empty() ? "?" : markdown_text(s.level),
                      markdown_text(f.why), num(s.measured_peak), num(s.measured_bandwidth));
      continue;
    }
    auto mark = [](double fit, double measured) { return measured > 0 && !agrees(fit, measured) ? " ⚠" : ""; };
    out += fmt::format(
        "| {} | {} | {} | {} | {} | {:.3g} [{:.3g}, {:.3g}] | {} | {}{} | {:.3g} [{:.3g}, {:.3g}] | {} | {}{} | "
        "{:.3g} [{:.3g}, {:.3g}] | {:.1f}% |\n",
        markdown_text(s.dtype), markdown_text(s.isa), s.threads, ws, s.level.empty() ? "?" : markdown_text(s.level),
        f.peak_gflop_per_s, f.peak_ci.low, f.peak_ci.high, num(s.measured_peak),
        ratio_text(f.peak_gflop_per_s, s.measured_peak), mark(f.peak_gflop_per_s, s.measured_peak),
        f.bandwidth_gb_per_s, f.bandwidth_ci.low, f.bandwidth_ci.high, num(s.measured_bandwidth),
        ratio_text(f.bandwidth_gb_per_s, s.measured_bandwidth), mark(f.bandwidth_gb_per_s, s.measured_bandwidth),
        f.ridge, f.ridge_ci.low, f.ridge_ci.high, 100 * f.median_abs_residual);
    if (!s.explanation.empty())
      notes.push_back(fmt::format("- **{}, {} thread{}, {} ({})**: {}", markdown_text(s.dtype), s.threads,
                                  s.threads == 1 ? "" : "s", markdown_text(s.level), ws, s.explanation));
  }
  if (!notes.empty()) {
    out += "\n⚠ outside ±" + percent(kRoofAgreement) + ", and why:\n\n";
    for (const auto& n : notes) out += n + "\n";
  }

  // Residuals, one row per sweep, one column per F: where the measured curve leaves the model.
  std::vector<int> all_f;
  for (const auto& s : sweeps)
    for (int f : s.flops_per_element)
      if (std::find(all_f.begin(), all_f.end(), f) == all_f.end()) all_f.push_back(f);
  std::sort(all_f.begin(), all_f.end());
  out +=
      "\nResiduals per F (flop per element): measured median / fitted model − 1 (the fit minimises the sum of "
      "|ln| of these ratios).\n\n"
      "| dtype | threads | level |";
  for (int f : all_f) out += fmt::format(" F={} |", f);
  out += "\n|---|---:|---|";
  for (std::size_t i = 0; i < all_f.size(); ++i) out += "---:|";
  out += "\n";
  for (const auto& s : sweeps) {
    if (!s.fit.ok) continue;
    out += fmt::format("| {} | {} | {} |", markdown_text(s.dtype), s.threads,
                       s.level.empty() ? "?" : markdown_text(s.level));
    for (int f : all_f) {
      const auto it = std::find(s.flops_per_element.begin(), s.flops_per_element.end(), f);
      out += it == s.flops_per_element.end()
                 ? " |"
                 : " " +
                       signed_percent(
                           std::expm1(s.fit.residuals[static_cast<std::size_t>(it - s.flops_per_element.begin())])) +
                       " |";
    }
    out += "\n";
  }
  return out + "\n";
}

}  // namespace cpuroof::analysis
