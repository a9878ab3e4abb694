#pragma once
// The intensity family's sweeps fitted to the roofline model (model/roofline_fit.hpp) and set beside the
// directly measured roofs: one fit per (dtype, ISA, working set, threads). Pure: loaded run and
// roofline in; structs, CSV tables and GitHub markdown out.
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "io/measurement.hpp"
#include "model/roofline.hpp"
#include "model/roofline_fit.hpp"

namespace cpuroof::analysis {

// Fitted and measured roofs agree when their ratio is within 1 +- this.
inline constexpr double kRoofAgreement = 0.10;

struct IntensitySweep {
  std::string kernel, dtype, isa, access, level;  // level: where the roofline puts ws_bytes
  int threads = 0;
  double ws_bytes = 0;
  std::vector<int> flops_per_element;  // F of each point, ascending
  std::vector<SweepPoint> points;      // same order
  RooflineFit fit;
  double measured_peak = 0;       // compute roof, FMA mix, same dtype, ISA and threads (0: not measured)
  double measured_bandwidth = 0;  // bandwidth roof of the level, same access kind and threads (0: none)
  std::string explanation;        // why a ratio is outside the agreement band, from the data
};

// Every sweep of the intensity family in the run, fitted; empty if the run has none.
std::vector<IntensitySweep> fit_intensity_sweeps(const RawRun& run, const Roofline& roofline);

// One row per sweep: fitted P_peak, B, ridge with intervals, the measured roofs and the ratios.
CsvTable intensity_fit_table(const std::vector<IntensitySweep>& sweeps);
// One row per point: F, intensity, median rate, the fitted model there, and the residual.
CsvTable intensity_residual_table(const std::vector<IntensitySweep>& sweeps);

// The report.md section: what was measured, the fit beside the measured roofs, residuals, and the
// reason wherever fit and measurement differ by more than kRoofAgreement. Empty if no sweeps.
std::string render_intensity_section(const RawRun& run, const std::vector<IntensitySweep>& sweeps);

}  // namespace cpuroof::analysis
