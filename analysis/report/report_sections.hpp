#pragma once
// The sections of report.md this library writes (each pure; see report.hpp for the list).
#include <string>

#include "report/report.hpp"

namespace cpuroof::analysis {

std::string render_machine_section(const ReportContext& c);
std::string render_compute_roofs_section(const ReportContext& c);
std::string render_bandwidth_roofs_section(const ReportContext& c);
// Levels found in the read sweep beside the cache sizes hwloc and getconf report.
std::string render_memory_levels_section(const ReportContext& c);
std::string render_ridge_section(const ReportContext& c);
// Per kernel family, a table of its points with efficiency and bound.
std::string render_kernels_section(const ReportContext& c);
std::string render_failed_section(const ReportContext& c);

}  // namespace cpuroof::analysis
