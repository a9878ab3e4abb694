#include "families/fusion_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "io/markdown.hpp"
#include "model/random.hpp"
#include "format/table_schema.hpp"
#include "format/units.hpp"
#include "format/written_tables.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

constexpr const char* kFusionFamily = "fusion";
constexpr const char* kEager = "_eager";
constexpr const char* kFused = "_fused";

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// A side's access kind: the chain's catalog entry names the fused pass's (access) and the eager
// passes' where they share one (access_eager); else the benchmark's label says it, or nothing does
// (the best kind at the level then applies).
std::string side_access(const RawRun& run, const Measurement& m, const std::string& chain, bool eager) {
  if (const CatalogEntry* k = run.catalog.kernel(kFusionFamily, chain))
    if (const auto a = k->text(eager ? "access_eager" : "access"); a && !a->empty()) return *a;
  return run.access_of(m);
}

FusionSide side(const RawRun& run, const Measurement& m, const std::string& chain, bool eager, const Roofline& roofline,
                int threads) {
  FusionSide s;
  s.benchmark = m.name;
  s.access = side_access(run, m, chain, eager);
  // Calls per iteration: 1 where a repetition does not say (optional, as for the points' times).
  std::vector<double> calls;
  for (const auto& r : m.reps) {
    const auto it = r.counters.find(counter::calls);
    calls.push_back(it != r.counters.end() && it->second > 0 ? it->second : 1.0);
  }
  for (std::size_t i = 0; i < m.reps.size(); ++i) s.times_ns.push_back(m.reps[i].real_time_ns / calls[i]);
  s.time_ns = median(s.times_ns);
  // Counters are rates of the per-iteration cost: rate x time gives the cost back.
  auto per_call = [&](const std::string& counter) {
    std::vector<double> v;
    for (std::size_t i = 0; i < m.reps.size(); ++i)
      v.push_back(m.reps[i].counters.at(counter) * m.reps[i].real_time_ns / 1e9 / calls[i]);
    return median(v);
  };
  s.bytes_per_call = per_call(counter::bytes);
  s.flops_per_call = per_call(counter::flops);
  if (m.has_counter(counter::bus_bytes)) s.bus_bytes_per_call = per_call(counter::bus_bytes);
  s.gb_per_s = median(m.counter(counter::bytes)) / kGiga;
  s.gflop_per_s = median(m.counter(counter::flops)) / kGiga;
  s.level = roofline.level_of(fixed(m, counter::ws_bytes), threads);
  if (const Roof* r = roofline.bandwidth(s.level, threads, s.access)) s.bandwidth_roof = r->value;
  if (const Roof* r = roofline.compute(m.dtype, threads, m.label_or("isa", ""), "fma")) s.compute_roof = r->value;
  return s;
}

Interval ratio_ci(const std::vector<double>& num, const std::vector<double>& den) {
  SplitMix64 rng;
  std::vector<double> ratios, a(num.size()), b(den.size());
  for (int r = 0; r < 1000; ++r) {
    for (auto& v : a) v = num[rng.index(num.size())];
    for (auto& v : b) v = den[rng.index(den.size())];
    ratios.push_back(median(a) / median(b));
  }
  return {quantile(ratios, 0.025), quantile(ratios, 0.975)};
}

double fraction(double v, double roof) { return roof > 0 ? v / roof : 0; }

std::string pct(double f) { return f > 0 ? fmt::format("{:.0f}%", 100 * f) : "–"; }

// The reason, from where each side sits under its roofs; when fusion gains less than the bytes
// predict, the chain's own account of what else limits it (the catalog's why_slower, a sentence), if
// the run has one.
std::string reason(const FusionComparison& c, const KernelCatalog& catalog) {
  const double eb = fraction(c.eager.gb_per_s, c.eager.bandwidth_roof);
  const double fb = fraction(c.fused.gb_per_s, c.fused.bandwidth_roof);
  const double fc = fraction(c.fused.gflop_per_s, c.fused.compute_roof);
  const double rel = c.measured / c.predicted;
  const std::string where = fmt::format("eager passes at {} and the fused pass at {} of their {} bandwidth roofs",
                                        pct(eb), pct(fb), c.fused.level.empty() ? "?" : c.fused.level);
  if (std::abs(rel - 1) <= kSpeedupAgreement) return "As predicted: time follows bytes (" + where + ").";
  // An interval wider than the disagreement cannot tell a real difference from noise.
  if (c.measured_ci.low <= c.predicted && c.predicted <= c.measured_ci.high)
    return fmt::format(
        "The prediction lies inside the measured 95% interval [{:.2f}, {:.2f}]: the repetitions "
        "spread too much to call the {:.0f}% difference real ({}).",
        c.measured_ci.low, c.measured_ci.high, 100 * std::abs(rel - 1), where);
  if (c.predicted_bus > 0 && std::abs(c.measured / c.predicted_bus - 1) <= kSpeedupAgreement)
    return fmt::format(
        "The declared bytes leave out the read a normal store first makes of its line (write-allocate); "
        "counting it, the prediction is {:.2f}×, which the measurement matches: eager and fused store "
        "different shares of their traffic, so write-allocate moves the ratio ({}).",
        c.predicted_bus, where);
  std::string out;
  if (rel < 1) {
    out = fmt::format("Fusion gains {:.0f}% less than the bytes predict. ", 100 * (1 - rel));
    // The report's wording, not a measured limit: with its share of the compute roof at least half its
    // share of the bandwidth roof, arithmetic takes a comparable part of the fused pass's time.
    if (fc > 0 && fc >= 0.5 * fb)
      out += fmt::format(
          "The fused pass runs at {} of the FMA compute roof ({}): with the traffic cut it is close to "
          "compute-bound",
          pct(fc), where);
    else if (fb < eb)
      out += "The fused pass falls further below its bandwidth roof than the eager passes (" + where + ")";
    else
      out += "Both sides run well below their bandwidth roofs (" + where + "), so bytes alone do not set the time";
    out += ".";
    const auto why = catalog.text(kFusionFamily, c.chain, "why_slower");
    if (why && !why->empty()) out += " " + *why;
    if (out.back() != '.') out += ".";
  } else {
    out = fmt::format(
        "Fusion gains {:.0f}% more than the declared bytes predict ({}): the eager passes take longer "
        "than their bytes allow, through traffic the declared bytes do not count (each stored "
        "intermediate's write-allocate read) or a lower bandwidth than the fused pass draws.",
        100 * (rel - 1), where);
  }
  return out;
}

// One line on a chain from the run's catalog: its formula, its eager passes and what each side moves;
// empty when the catalog does not describe it.
std::string chain_bullet(const KernelCatalog& catalog, const std::string& chain) {
  const CatalogEntry* k = catalog.kernel(kFusionFamily, chain);
  if (!k) return "";
  std::string out = "- " + markdown_code(chain);
  if (const auto d = k->text("description")) out += ": " + markdown_code(*d);
  if (const auto passes = k->text("eager_passes")) out += "; eager passes " + markdown_code(*passes);
  const auto eager = k->number("elements_moved_eager"), fused = k->number("elements_moved_fused");
  if (eager && fused)
    out += fmt::format("; moves {:g}n elements eager and {:g}n fused ({:.2f}×)", *eager, *fused, *eager / *fused);
  else
    out += "; what each side moves depends on the shape (the table has it)";
  return out + ".\n";
}

}  // namespace

std::vector<FusionComparison> compare_fusion(const RawRun& run, const Roofline& roofline) {
  // (chain, dtype, shape, threads) -> eager / fused measurement
  std::map<std::tuple<std::string, std::string, std::string, int>, std::pair<const Measurement*, const Measurement*>>
      pairs;
  for (const auto& m : run.measurements) {
    if (m.family != kFusionFamily) continue;
    const bool eager = ends_with(m.kernel, kEager), fused = ends_with(m.kernel, kFused);
    if (!eager && !fused) continue;
    const std::string chain = m.kernel.substr(0, m.kernel.size() - std::string(kEager).size());
    std::string shape;
    for (const auto& [k, v] : m.params)
      if (k != "threads") shape += (shape.empty() ? "" : "/") + k + ":" + v;
    const int threads = static_cast<int>(std::lround(fixed(m, counter::omp_threads)));
    auto& p = pairs[{chain, m.dtype, shape, threads}];
    (eager ? p.first : p.second) = &m;
  }
  std::vector<FusionComparison> out;
  for (const auto& [key, p] : pairs) {
    if (!p.first || !p.second) continue;
    FusionComparison c;
    std::tie(c.chain, c.dtype, c.shape, c.threads) = key;
    c.isa = p.second->label_or("isa", "");
    c.eager = side(run, *p.first, c.chain, true, roofline, c.threads);
    c.fused = side(run, *p.second, c.chain, false, roofline, c.threads);
    c.predicted = c.eager.bytes_per_call / c.fused.bytes_per_call;
    if (c.eager.bus_bytes_per_call > 0 && c.fused.bus_bytes_per_call > 0)
      c.predicted_bus = c.eager.bus_bytes_per_call / c.fused.bus_bytes_per_call;
    c.measured = c.eager.time_ns / c.fused.time_ns;
    c.measured_ci = ratio_ci(c.eager.times_ns, c.fused.times_ns);
    c.reason = reason(c, run.catalog);
    out.push_back(std::move(c));
  }
  return out;
}

CsvTable fusion_table(const std::vector<FusionComparison>& comparisons) {
  CsvTable t;
  t.header = kFusionColumns;
  for (const auto& c : comparisons)
    t.rows.push_back({kTableSchemaVersion,
                      c.chain,
                      c.dtype,
                      c.isa,
                      c.shape,
                      std::to_string(c.threads),
                      c.fused.level,
                      csv_number(c.eager.bytes_per_call),
                      csv_number(c.fused.bytes_per_call),
                      csv_number(c.predicted),
                      csv_positive(c.predicted_bus),
                      csv_number(c.eager.time_ns),
                      csv_number(c.fused.time_ns),
                      csv_number(c.measured),
                      csv_number(c.measured_ci.low),
                      csv_number(c.measured_ci.high),
                      csv_number(c.eager.gb_per_s),
                      csv_number(c.fused.gb_per_s),
                      csv_number(c.fused.gflop_per_s),
                      csv_positive(fraction(c.eager.gb_per_s, c.eager.bandwidth_roof)),
                      csv_positive(fraction(c.fused.gb_per_s, c.fused.bandwidth_roof)),
                      csv_positive(fraction(c.fused.gflop_per_s, c.fused.compute_roof)),
                      c.reason});
  return t;
}

std::string render_fusion_section(const RawRun& run, const std::vector<FusionComparison>& comparisons) {
  if (comparisons.empty()) return "";
  std::vector<std::string> chains;
  for (const auto& c : comparisons)
    if (std::find(chains.begin(), chains.end(), c.chain) == chains.end()) chains.push_back(c.chain);
  std::string described;
  for (const auto& chain : chains) described += chain_bullet(run.catalog, chain);
  std::string out =
      "## Fusion: eager chains against fused kernels\n\n"
      "Each chain runs eager (one pass per op, every intermediate written to memory and read back) and fused "
      "(one pass). For memory-bound passes the roofline predicts speedup = eager bytes / fused bytes, from the "
      "declared costs" +
      (described.empty() ? std::string(". ") : ":\n\n" + described + "\n") +
      "The write-allocate column also counts the read the memory system does before each normal store. The "
      "measured speedup is median eager time / median fused time, repetitions interleaved in the same run.\n\n"
      "| chain | threads | shape | level | eager µs | fused µs | predicted (bytes) | with write-allocate | "
      "measured [95% CI] | eager % BW roof | fused % BW roof | fused % FMA roof |\n"
      "|---|---:|---|---|---:|---:|---:|---:|---|---:|---:|---:|\n";
  for (const auto& c : comparisons)
    out += fmt::format(
        "| {} | {} | {} | {} | {:.4g} | {:.4g} | {:.2f}× | {} | {:.2f}× [{:.2f}, {:.2f}] | {} | {} | {} |\n",
        markdown_text(c.chain), c.threads, markdown_text(c.shape),
        c.fused.level.empty() ? "?" : markdown_text(c.fused.level), c.eager.time_ns / 1e3, c.fused.time_ns / 1e3,
        c.predicted, c.predicted_bus > 0 ? fmt::format("{:.2f}×", c.predicted_bus) : "–", c.measured, c.measured_ci.low,
        c.measured_ci.high, pct(fraction(c.eager.gb_per_s, c.eager.bandwidth_roof)),
        pct(fraction(c.fused.gb_per_s, c.fused.bandwidth_roof)),
        pct(fraction(c.fused.gflop_per_s, c.fused.compute_roof)));
  out += "\n";
  for (const auto& c : comparisons)
    out += fmt::format("- **{}, {} thread{}**: {}\n", markdown_text(c.chain), c.threads, c.threads == 1 ? "" : "s",
                       markdown_text(c.reason));
  return out + "\n";
}

}  // namespace cpuroof::analysis
