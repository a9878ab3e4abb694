#pragma once
// One roof as fit measures it and roofs.csv records it (format/roofs_table.hpp).
#include <string>

#include "format/interval.hpp"

namespace cpuroof::analysis {

struct Roof {
  std::string kind;       // "compute" or "bandwidth"
  std::string core_kind;  // hybrid runs: the kind of core it ran on (P, E, ..., all); else empty
  std::string level;      // bandwidth: L1, L2, L3, ..., DRAM; compute: empty
  std::string dtype;      // compute: f64/f32; bandwidth: the dtype of the sweep (f64)
  std::string isa;        // compute: scalar/avx2/avx512; bandwidth: the ISA of the stream kernels
  std::string variant;    // compute: instruction mix (fma, add, mul, fma+add); bandwidth: access kind
  int threads = 0;
  double value = 0;      // GFLOP/s or GB/s (SI)
  Interval ci;           // bootstrap 95% interval of the value
  double per_cycle = 0;  // per core per cycle (FLOP or bytes); 0 when the clock is unknown
  // The clock per_cycle divides by: for compute roofs, the upper quantile of the clock samples the
  // source's own repetitions carry (own_clock_hz); else the run's clock at this thread count. 0 when
  // unknown.
  double clock_hz = 0;
  // threads x measured clock x what the core can issue per cycle (microarch.hpp); 0 when unknown.
  // Compute roofs (at clock_hz), and the L1 roofs (load and store ports x width) at the run's fastest
  // clock (Roofline::clock_top_hz): the stream loops carry no clock of their own, and a host that
  // held the clock down while the clock benchmark ran put the L1 read roof of a 2-vCPU Zen 5 VM at
  // 107% of a theoretical figure read at that clock.
  double theoretical = 0;
  // A measured roof above its theoretical value is a measurement error (a wrong cost or clock),
  // not a result.
  [[nodiscard]] bool exceeds_theoretical() const {
    return theoretical > 0 && value > theoretical * (1 + kTheoreticalTolerance);
  }
  double bus_value = 0;        // bandwidth: GB/s the memory system moved (write-allocate included)
  int saturation_threads = 0;  // bandwidth: fewest threads within kSaturationTolerance of this level's best roof
  double ws_low_bytes = 0, ws_high_bytes = 0;  // bandwidth: the level's working-set range
  double judged_from_bytes = 0;                // bandwidth, last level: MemoryLevel::judged_from_bytes
  std::string source;                          // benchmark that set the roof

  // The clock is measured by a different loop, at another moment, than the roof: allow its noise
  // (a few percent between repetitions on a shared VM) before flagging.
  static constexpr double kTheoreticalTolerance = 0.05;
  // Where adding threads stops helping: a roof within this fraction of the best over all thread counts
  // (about the run-to-run spread of a bandwidth roof on one machine).
  static constexpr double kSaturationTolerance = 0.05;
};

}  // namespace cpuroof::analysis
