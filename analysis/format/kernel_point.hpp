#pragma once
// One kernel's measurement on the roofline, as fit places it and points.csv records it
// (format/points_table.hpp).
#include <map>
#include <string>

#include "format/interval.hpp"

namespace cpuroof::analysis {

struct KernelPoint {
  std::string benchmark, family, kernel, impl, dtype;
  // The ISA it ran: the kernel's own label; for a library, what the library says it ran
  // ("library (Cooperlake)" from OpenBLAS's core type) or "library".
  std::string isa;
  std::string access, level;
  std::map<std::string, std::string> shape;  // size parameters of its name (is_shape_parameter): m, n, k, ...
  int threads = 0;
  // Hybrid runs: the kind of core whose roofs it is judged against: its own (`kind:` in its name), or
  // for a benchmark run unpinned, the kind its thread count runs on (Roofline::unpinned_kind).
  std::string core_kind;
  int repetitions = 0;
  double ws_bytes = 0;
  double time_per_call_ns = 0;  // median
  double gflop_per_s = 0;       // median over repetitions
  Interval gflop_ci;
  double gb_per_s = 0;
  Interval gb_ci;
  double cv = 0;                // of the time per call
  double ai = 0;                // FLOP/byte
  double roof_gflop_per_s = 0;  // compute roof that binds it (0: none measured)
  double roof_gb_per_s = 0;     // bandwidth roof of its level and access kind (0: none / in registers)
  // The roofs it is bound to, by name ("f64 avx512 fma", "DRAM read") and interval (checks: above_roof);
  // the compute roof's interval reaches its rate at the run's fastest clock (bind_to_roofs).
  std::string roof_gflop_name, roof_gb_name;
  Interval roof_gflop_ci, roof_gb_ci;
  double attainable_gflop_per_s = 0;
  double efficiency = 0;  // max(W/P, Q/B) / t; NaN when no roof applies
  std::string bound;      // compute, memory, overhead, or unknown
  bool above_roof = false;
};

}  // namespace cpuroof::analysis
