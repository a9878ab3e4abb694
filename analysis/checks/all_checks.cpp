#include "checks/all_checks.hpp"

#include "checks/above_roof_check.hpp"
#include "checks/roof_checks.hpp"

namespace cpuroof::analysis {

std::vector<Check> all_checks(const RawRun& run, const Roofline& roofline, const std::vector<KernelPoint>& points) {
  std::vector<Check> out = run_checks(run);
  for (auto& c : roof_checks(run, roofline)) out.push_back(std::move(c));
  if (auto above = above_roof_check(points)) out.push_back(std::move(*above));
  return out;
}

}  // namespace cpuroof::analysis
