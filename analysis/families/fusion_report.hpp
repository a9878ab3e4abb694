#pragma once
// The fusion family's eager/fused pairs: the speedup the declared bytes predict (the roofline's
// prediction for memory-bound passes) beside the speedup measured in the same run, and the reason
// when they differ, read off the roofs. Pure: loaded run and roofline in; structs, CSV and markdown out.
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "io/measurement.hpp"
#include "model/roofline.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

// Measured and predicted speedups agree when their ratio is within 1 +- this.
inline constexpr double kSpeedupAgreement = 0.10;

struct FusionSide {
  std::string benchmark, access, level;
  double bytes_per_call = 0;      // declared (compulsory) bytes
  double bus_bytes_per_call = 0;  // with write-allocate reads (0: the bench did not report it)
  double flops_per_call = 0;
  double time_ns = 0;                    // median time of one call
  double gb_per_s = 0, gflop_per_s = 0;  // medians
  double bandwidth_roof = 0;             // GB/s at its level and access kind (0: none measured)
  double compute_roof = 0;               // GFLOP/s, FMA mix, same dtype, ISA and threads (0: none)
  std::vector<double> times_ns;          // per repetition
};

struct FusionComparison {
  std::string chain, dtype, isa, shape;  // shape: the name's parameters except threads (e.g. "n:8388608")
  int threads = 0;
  FusionSide eager, fused;
  double predicted = 0;      // eager bytes / fused bytes
  double predicted_bus = 0;  // the same with write-allocate reads (0: unknown)
  double measured = 0;       // median eager time / median fused time
  Interval measured_ci;      // bootstrap 95%, repetitions of each side resampled independently
  std::string reason;        // why measured and predicted agree or differ, from the roofs
};

// Every eager/fused pair of the fusion family in the run (pairs with a side missing are left out).
std::vector<FusionComparison> compare_fusion(const RawRun& run, const Roofline& roofline);

CsvTable fusion_table(const std::vector<FusionComparison>& comparisons);

// The report.md section; empty if the run has no fusion pairs.
std::string render_fusion_section(const RawRun& run, const std::vector<FusionComparison>& comparisons);

}  // namespace cpuroof::analysis
