#include "checks/all_checks.hpp"

#include "checks/above_roof_check.hpp"
#include "checks/roof_checks.hpp"

namespace cpuroof::analysis {

std::vector<Check> FitChecks::all() const {
  std::vector<Check> out = measurement;
  out.insert(out.end(), roofs.begin(), roofs.end());
  return out;
}

FitChecks all_checks(const RawRun& run, const Roofline& roofline, const std::vector<KernelPoint>& points) {
  FitChecks out{run_checks(run), roof_checks(run, roofline)};
  if (auto above = above_roof_check(points)) out.roofs.push_back(std::move(*above));
  return out;
}

}  // namespace cpuroof::analysis
