#include "report/report_roof_quality.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "io/markdown.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

std::string render_roof_quality_section(const ReportContext& c) {
  std::string rows;
  for (const Roof& r : c.roofline.roofs) {
    if (r.theoretical <= 0) continue;
    const std::string name = fmt::format("{} {} {} {}", r.kind, r.level.empty() ? r.dtype : r.level, r.isa, r.variant);
    rows += fmt::format("| {} | {} | {:.1f} | {:.1f} | {:.1f}%{} |\n", markdown_text(name), r.threads, r.value,
                        r.theoretical, 100 * r.value / r.theoretical,
                        r.exceeds_theoretical() ? " (above: a measurement error)" : "");
  }
  // DRAM roof (best access kind) over the plain-loop triad, both read the same way.
  std::vector<const Measurement*> plain_triad;
  for (const auto& m : c.run.measurements)
    if (m.family == "stream" && m.kernel == "triad" && m.impl == "naive" && m.dtype == "f64") plain_triad.push_back(&m);
  std::string dram;
  for (int t : c.roofline.thread_counts()) {
    const Roof* best = c.roofline.bandwidth("DRAM", t);
    const double plain = level_rate(c.roofline, plain_triad, "DRAM", t);
    if (best && plain > 0)
      dram += fmt::format("| {} | {:.1f} ({}) | {:.1f} | {:.2f}x |\n", t, best->value, markdown_text(best->variant),
                          plain, best->value / plain);
  }
  const bool core_known = !c.roofline.core_model.empty();
  if (core_known && rows.empty() && dram.empty()) return "";
  std::string out = "## How close the roofs are to the hardware\n\n";
  if (!core_known)
    out +=
        "Theoretical: unknown. The core-model table (machine/core_models.hpp) has no row for this CPU: every roof here "
        "is "
        "measured, none has a theoretical limit beside it, and nothing is guessed (`cpuroof-bench --cpuroof_describe` "
        "measures what a row needs; README.md, \"Adding a CPU\").\n\n";
  else if (!rows.empty())
    out += fmt::format(
        "Theoretical = threads x measured clock x what the core ({}) issues per cycle; figures from {}.\n\n"
        "| roof | threads | measured | theoretical | measured / theoretical |\n|---|---|---|---|---|\n{}\n",
        markdown_text(c.roofline.core_model), markdown_text(c.roofline.core_model_source), rows);
  if (!dram.empty())
    out +=
        "DRAM roof (best access kind, non-temporal stores allowed) against STREAM's triad as a plain OpenMP loop "
        "(`stream/triad/naive`, -O3, normal stores), same run, both read like a roof (the highest " +
        percentile_name(kRoofQuantile) +
        " over the working sets in DRAM's core):\n\n"
        "| threads | DRAM roof, GB/s | plain triad, GB/s | ratio |\n|---|---|---|---|\n" +
        dram;
  return out;
}

std::string render_checks_section(const ReportContext& c) {
  const auto checks = c.checks.all();
  if (checks.empty()) return "";
  std::string out = "## Measurement checks\n\n";
  for (const auto& k : checks) out += fmt::format("- **{}** {}\n", k.pass ? "ok" : "WARNING", markdown_text(k.detail));
  return out;
}

}  // namespace cpuroof::analysis
