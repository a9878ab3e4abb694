#pragma once
// Every check of a fitted run, computed once per fit: the measurement's (checks.hpp), then the
// roofs' (roof_checks.hpp) and whether a kernel beat its roof (above_roof_check.hpp). Pure.
#include <vector>

#include "checks/checks.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct FitChecks {
  std::vector<Check> measurement;  // the headline lists these: they say whether to trust the run at all
  std::vector<Check> roofs;
  [[nodiscard]] std::vector<Check> all() const;  // checks.csv's order
};

FitChecks all_checks(const RawRun& run, const Roofline& roofline, const std::vector<KernelPoint>& points);

}  // namespace cpuroof::analysis
