#include "families/families.hpp"

namespace cpuroof::analysis {

FamilyResults fit_families(const RawRun& run, const Roofline& roofline) {
  return {fit_intensity_sweeps(run, roofline), compare_fusion(run, roofline), fit_latency(run, roofline)};
}

}  // namespace cpuroof::analysis
