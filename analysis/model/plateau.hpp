#pragma once
// Finds the memory levels in a bandwidth-vs-working-set curve: the curve is split into contiguous
// plateaus by least squares in log space (optimal segmentation by dynamic programming), keeping the
// most plateaus whose neighbours differ by at least `min_step`. Pure: no I/O.
#include <cstddef>
#include <vector>

namespace cpuroof::analysis {

struct CurvePoint {
  double ws_bytes = 0;
  double value = 0;  // bandwidth, any unit (> 0)
};

struct Plateau {
  std::size_t first = 0;  // index of the first and last point (sorted by ws_bytes)
  std::size_t last = 0;
  double level = 0;  // geometric mean of the plateau's values
};

struct PlateauFit {
  std::vector<CurvePoint> curve;   // the input sorted by working set, without the leading ramp
  std::vector<Plateau> plateaus;   // smallest working sets first
  std::vector<double> boundaries;  // bytes; boundaries[i] separates plateau i and i+1
};

struct PlateauOptions {
  int max_plateaus = 4;        // L1, L2, L3, DRAM
  double min_step = 0.15;      // neighbouring plateaus differ by at least 15%
  std::size_t min_points = 2;  // a plateau has at least this many points
};

PlateauFit detect_plateaus(std::vector<CurvePoint> curve, const PlateauOptions& options = {});

// Several sweeps of one memory hierarchy (different access kinds) as one curve on `grid`: each
// curve scaled by its own highest value, interpolated in log-log between its samples, and averaged
// in log space over the curves that cover each grid point. The levels' boundaries sit at the same
// working sets in every sweep, while their noise is independent: the average is cleaner than any
// one of them. Values are relative (the highest near 1).
std::vector<CurvePoint> combine_curves(const std::vector<std::vector<CurvePoint>>& curves,
                                       const std::vector<double>& grid);

}  // namespace cpuroof::analysis
