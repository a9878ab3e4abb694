#pragma once
// How close the measured roofs come to the hardware, in report.md: each compute roof and the L1 read
// roof against its theoretical value, and the DRAM roof against STREAM's triad written as a plain
// OpenMP loop (the `stream/triad/naive` baseline) measured in the same run. Also the measurement
// checks (A/A, drift). Pure: data in, markdown out.
#include <string>

#include "report/report.hpp"

namespace cpuroof::analysis {

std::string render_roof_quality_section(const ReportContext& c);
std::string render_checks_section(const ReportContext& c);

}  // namespace cpuroof::analysis
