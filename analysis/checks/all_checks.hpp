#pragma once
// Every check of a fitted run, in checks.csv's order: the measurement's (checks.hpp), the roofs'
// (roof_checks.hpp), then whether a kernel beat its roof (above_roof_check.hpp). Pure.
#include <vector>

#include "checks/checks.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

std::vector<Check> all_checks(const RawRun& run, const Roofline& roofline, const std::vector<KernelPoint>& points);

}  // namespace cpuroof::analysis
