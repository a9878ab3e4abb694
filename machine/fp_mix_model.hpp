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
// chain_slack: a chain's latency as a loop trip of mixed FMA and add chains sees it, over the
// latency itself: a cycle a pipe idles (two ready operations queued for one pipe) is lost for good.
// Measured (f64, the full profile's peak rows over the clock of the same run):
//   Zen 5: 1.35 (a 2-vCPU Zen 5 VM, 1 thread). Shapes bound by the 4-cycle FMA latency took 5.3-5.5
//     cycles a trip with adds beside them: fma8+add8 reached 74-77% of 2 FMA + 2 adds a cycle where
//     fma12+add12 reached 96%, on ymm (avx512_256, 32 registers) as on zmm. At 16 registers the best
//     split, fma10+add4, reached 73% at scalar, avx2 and avx512_256 alike: the registers, not the
//     width, are the limit. FMA or add chains alone need no slack (96%).
//   Zen 4: 1.12 (results/amd-zen4-2c, 1 thread). At 16 registers fma8+add4 reached 82% and fma8+add6
//     79% where exact latency cover predicts 83% and 92%; 1.12 puts the best 16-register split at the
//     82% measured. On 32 registers fma8+add8 and fma12+add12 (zmm: two passes on 256-bit pipes)
//     reached 97%.
//   Zen 2 and Zen 3: 1.0, exact latency cover, as no clean measurement says otherwise (the committed
//     Zen 3 run's scalar and avx2 rows of one shape differ by 17 points).
struct MixCore {
  std::string_view name;  // the microarchitecture, as machine/microarch_names.hpp names it
  std::string_view arch;  // its levels' architecture in machine/isa_table.hpp
  PipeModel fma, add;
  double chain_slack;
  int registers;  // architectural vector registers of its widest level
};
inline constexpr MixCore kMixCores[] = {
    {"Zen 2", "x86_64", {2, 5}, {2, 3}, 1.0, 16},
    {"Zen 3", "x86_64", {2, 4}, {2, 3}, 1.0, 16},
    {"Zen 4", "x86_64", {2, 4}, {2, 3}, 1.12, 32},
    {"Zen 5", "x86_64", {2, 4}, {2, 2}, 1.35, 32},
};

constexpr const MixCore* mix_core_named(std::string_view name) {
  for (const MixCore& c : kMixCores)
    if (c.name == name) return &c;
  return nullptr;
}

// Cycles one loop trip of `fma_chains` FMA and `add_chains` add chains takes: its busiest pipe
// group, or a chain's latency with slack, whichever is longer (every chain issues once per trip).
constexpr double mix_trip_cycles(int fma_chains, int add_chains, const MixCore& core) {
  double cycles = 0;
  for (const auto& [chains, kind] : {std::pair{fma_chains, core.fma}, std::pair{add_chains, core.add}}) {
    if (chains == 0) continue;
    cycles = std::max({cycles, static_cast<double>(chains) / kind.pipes, core.chain_slack * kind.latency});
  }
  return cycles;
}

// Fraction of the pipes' FMA+ADD peak (every FMA and add pipe busy each cycle) such a loop reaches.
constexpr double mix_fraction(int fma_chains, int add_chains, const MixCore& core) {
  const double cycles = mix_trip_cycles(fma_chains, add_chains, core);
  return cycles > 0 ? (2.0 * fma_chains + add_chains) / cycles / (2.0 * core.fma.pipes + core.add.pipes) : 0.0;
}

struct MixChoice {
  int fma = 0;
  int add = 0;
  double fraction = 0;  // mix_fraction of the two
};

// The split the model predicts fastest within `registers`: chain counts multiples of their pipes,
// at least one of each; of splits equally fast, the fewest chains.
constexpr MixChoice best_mix(const MixCore& core, int registers) {
  MixChoice best;
  for (int f = core.fma.pipes; f < registers; f += core.fma.pipes)
    for (int a = core.add.pipes; a < registers; a += core.add.pipes) {
      if (f + a + kMixConstantRegisters > registers) continue;
      const double fraction = mix_fraction(f, a, core);
      if (fraction > best.fraction + 1e-9 || (fraction > best.fraction - 1e-9 && f + a < best.fma + best.add))
        best = {f, a, fraction};
    }
  return best;
}

}  // namespace cpuroof
