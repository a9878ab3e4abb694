#pragma once
// report.md: the result folder explained for a reader on GitHub. It is a list of sections, each a
// pure function returning markdown; report_sections() is the one place that lists them in order, so
// a new section is one more entry there.
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "checks/all_checks.hpp"
#include "families/families.hpp"
#include "io/measurement.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct ReportContext {
  const RawRun& run;
  const Roofline& roofline;
  const std::vector<KernelPoint>& points;
  const std::map<std::string, std::string>& meta;
  const FamilyResults& families;  // fitted once: fit writes their tables from the same results
  const FitChecks& checks;        // likewise: checks.csv holds the same checks
};

// Returns a markdown section starting with a "## " heading, or "" to leave it out.
using ReportSection = std::function<std::string(const ReportContext&)>;

std::vector<ReportSection> report_sections();
std::string render_report(const ReportContext& context);

}  // namespace cpuroof::analysis
