#pragma once
// The kernel families with results of their own beyond roofs and points, fitted once per run: fit
// writes their tables and report.md their sections from the same results.
#include <vector>

#include "families/fusion_report.hpp"
#include "families/intensity_report.hpp"
#include "families/latency_report.hpp"
#include "io/measurement.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct FamilyResults {
  std::vector<IntensitySweep> intensity_sweeps;  // empty when the run measured no intensity sweep
  std::vector<FusionComparison> fusion;          // empty when the run measured no fusion pair
  LatencyFit latency;                            // empty when the run measured no latency
};

FamilyResults fit_families(const RawRun& run, const Roofline& roofline);

}  // namespace cpuroof::analysis
