#include "report/report.hpp"

#include "report/report_headline.hpp"
#include "report/report_sections.hpp"
#include "report/report_roof_quality.hpp"

namespace cpuroof::analysis {

std::vector<ReportSection> report_sections() {
  return {
      [](const ReportContext& c) {
        HeadlineInput in{c.roofline, c.points, c.meta, {}, c.families.latency.levels};
        for (const Check& check : c.checks.measurement) in.checks.emplace_back(check.pass, check.detail);
        return render_headline(in) +
               "\nThe details follow: the machine, every roof, the levels, the checks, and every "
               "kernel measured.\n";
      },
      render_machine_section,
      render_compute_roofs_section,
      render_bandwidth_roofs_section,
      render_memory_levels_section,
      render_roof_quality_section,
      render_checks_section,
      render_ridge_section,
      [](const ReportContext& c) { return render_intensity_section(c.run, c.families.intensity_sweeps); },
      [](const ReportContext& c) { return render_fusion_section(c.run, c.families.fusion); },
      [](const ReportContext& c) { return render_latency_section(c.families.latency); },
      render_kernels_section,
      render_failed_section,
  };
}

std::string render_report(const ReportContext& context) {
  std::string out = "# cpuroof report\n";
  for (const auto& section : report_sections()) {
    const std::string text = section(context);
    if (!text.empty()) out += "\n" + text;
  }
  return out;
}

}  // namespace cpuroof::analysis
