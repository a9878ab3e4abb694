#pragma once
// How far an FMA+ADD mix can go on a core with FP-add pipes beside its FMA pipes (AMD Zen): the
// peak benchmarks pick their chain counts from it (kernels/peak.hpp) and the analysis takes from it
// what a level's registers let the mix reach (its theoretical roof). Pure.
#include <algorithm>
#include <initializer_list>
#include <string_view>
#include <utility>

namespace cpuroof {

// How a core issues one instruction kind: the pipes that execute it and its latency in cycles.
struct PipeModel {
  int pipes = 0;
  int latency = 0;
};

// The chains of an FMA+ADD loop beside its two constant registers (x for the FMAs, y for both).
inline constexpr int kMixConstantRegisters = 2;

// A core whose FP-add pipes add to the FMA pipes' flops. Latencies: AMD's software optimisation
// guides for family 17h/19h/1Ah (pubs. 56305, 56665, 58455) and uops.info.
//
// Chain slack: a chain's latency as a loop trip of mixed FMA and add chains sees it, over the
// latency itself: a cycle a pipe idles (two ready operations queued for one pipe) is lost for good.
// It is measured per width, as the scalar level and the vector levels differ on Zen 4. Measured:
// f64 and f32, the full profile's peak rows at 1 thread over the clock of the same run, cycles per
// loop trip against the trip mix_trip_cycles predicts.
//   Zen 5 (a 2-vCPU Zen 5 VM): 1.35 at every width. Shapes bound by the 4-cycle FMA latency took
//     5.3-5.5 cycles a trip with adds beside them: fma8+add8 reached 74-77% of 2 FMA + 2 adds a
//     cycle where fma12+add12 reached 96%, on ymm (avx512_256, 32 registers) as on zmm. At 16
//     registers the best split, fma10+add4, reached 73% at scalar, avx2 and avx512_256 alike, and
//     scalar fma8+add6 took 5.36 cycles: the registers, not the width, are the limit. FMA or add
//     chains alone need no slack (96%).
//   Zen 4 (results/amd-zen4-2c, 2 vCPUs of an EPYC family 19h model 11h):
//     vector 1.12: at 16 registers avx2 fma8+add4 took 4.04-4.07 cycles a trip (82% of the pipes)
//       and fma8+add6 4.55-4.59 (79%) where exact latency cover predicts 4 (83% and 92%); 1.12 puts
//       the best 16-register split at the 82% measured.
//     scalar 1.0: exact latency cover. Scalar fma8+add6 took 4.10-4.20 cycles a trip (87-89% of
//       the pipes; 90% in a quick run, 19.8 GFLOP/s f32 at 3.66 GHz) and fma6+add6 4.10, bound by
//       the 4-cycle FMA latency (6 FMA chains fill two pipes in 3 cycles).
//     zmm (avx512 on 256-bit pipes, two passes an instruction): pipe time, not latency, bounds every
//       split of 12 or more chains: fma6+add6 and fma8+add8 reached 99%, fma8+add4 82% (83% exact).
//   Zen 2 and Zen 3: 1.0, exact latency cover, as no clean measurement says otherwise (the committed
//     Zen 3 run's scalar and avx2 rows of one shape differ by 17 points).
struct ChainSlack {
  double vector;
  double scalar;  // the scalar level: one element an instruction
};
struct MixCore {
  std::string_view name;  // the microarchitecture, as machine/microarch_names.hpp names it
  std::string_view arch;  // its levels' architecture in machine/isa_table.hpp
  PipeModel fma, add;
  ChainSlack slack;
  int registers;  // architectural vector registers of its widest level
};
inline constexpr MixCore kMixCores[] = {
    {"Zen 2", "x86_64", {2, 5}, {2, 3}, {1.0, 1.0}, 16},
    {"Zen 3", "x86_64", {2, 4}, {2, 3}, {1.0, 1.0}, 16},
    {"Zen 4", "x86_64", {2, 4}, {2, 3}, {1.12, 1.0}, 32},
    {"Zen 5", "x86_64", {2, 4}, {2, 2}, {1.35, 1.35}, 32},
};

// Whether a loop's instructions take one element (the scalar level) or a vector.
enum class MixWidth { scalar, vector };

constexpr double chain_slack(const MixCore& core, MixWidth width) {
  return width == MixWidth::scalar ? core.slack.scalar : core.slack.vector;
}

constexpr const MixCore* mix_core_named(std::string_view name) {
  for (const MixCore& c : kMixCores)
    if (c.name == name) return &c;
  return nullptr;
}

// Cycles one loop trip of `fma_chains` FMA and `add_chains` add chains takes: its busiest pipe
// group, or a chain's latency with slack, whichever is longer (every chain issues once per trip).
constexpr double mix_trip_cycles(int fma_chains, int add_chains, const MixCore& core, MixWidth width) {
  const double slack = chain_slack(core, width);
  double cycles = 0;
  for (const auto& [chains, kind] : {std::pair{fma_chains, core.fma}, std::pair{add_chains, core.add}}) {
    if (chains == 0) continue;
    cycles = std::max({cycles, static_cast<double>(chains) / kind.pipes, slack * kind.latency});
  }
  return cycles;
}

// Fraction of the pipes' FMA+ADD peak (every FMA and add pipe busy each cycle) such a loop reaches.
constexpr double mix_fraction(int fma_chains, int add_chains, const MixCore& core, MixWidth width) {
  const double cycles = mix_trip_cycles(fma_chains, add_chains, core, width);
  return cycles > 0 ? (2.0 * fma_chains + add_chains) / cycles / (2.0 * core.fma.pipes + core.add.pipes) : 0.0;
}

struct MixChoice {
  int fma = 0;
  int add = 0;
  double fraction = 0;  // mix_fraction of the two
};

// The split the model predicts fastest within `registers`: chain counts multiples of their pipes,
// at least one of each; of splits equally fast, the fewest chains.
constexpr MixChoice best_mix(const MixCore& core, int registers, MixWidth width) {
  MixChoice best;
  for (int f = core.fma.pipes; f < registers; f += core.fma.pipes)
    for (int a = core.add.pipes; a < registers; a += core.add.pipes) {
      if (f + a + kMixConstantRegisters > registers) continue;
      const double fraction = mix_fraction(f, a, core, width);
      if (fraction > best.fraction + 1e-9 || (fraction > best.fraction - 1e-9 && f + a < best.fma + best.add))
        best = {f, a, fraction};
    }
  return best;
}

}  // namespace cpuroof
