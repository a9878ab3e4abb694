#pragma once
// Fits the roofline model P(I) = min(P_peak, B*I) to measured points of one sweep, robustly, in log
// space: ln P = min(ln P_peak, ln B + ln I) by least absolute deviations of the points' median rates
// (an outlier moves an L1 fit far less than a least-squares one), with a percentile-bootstrap 95%
// interval from resampling each point's repetitions (fixed seed). Pure: numbers in, struct out.
#include <string>
#include <vector>

#include "model/stats.hpp"

namespace cpuroof::analysis {

struct SweepPoint {
  double intensity = 0;             // FLOP/byte
  std::vector<double> gflop_per_s;  // one value per repetition
};

struct RooflineFit {
  bool ok = false;
  std::string why;                // when !ok: what the sweep lacks
  double peak_gflop_per_s = 0;    // P_peak
  double bandwidth_gb_per_s = 0;  // B
  double ridge = 0;               // P_peak / B, FLOP/byte
  Interval peak_ci, bandwidth_ci, ridge_ci;
  std::vector<double> residuals;  // per point, in input order: ln(median measured / model)
  double median_abs_residual = 0;
  int memory_side_points = 0;  // points left of the fitted ridge
  int compute_side_points = 0;
};

// Points a fit needs on each side of the ridge: with fewer, the sweep has not shown that side.
inline constexpr int kMinPointsPerSide = 2;

// The model, GFLOP/s for B in GB/s and I in FLOP/byte.
double roofline_model(double peak_gflop_per_s, double bandwidth_gb_per_s, double intensity);

// Fits the model to the points (any order; intensities and rates must be positive, every point needs
// at least one repetition: std::invalid_argument otherwise).
RooflineFit fit_roofline(const std::vector<SweepPoint>& points, int resamples = 400);

}  // namespace cpuroof::analysis
