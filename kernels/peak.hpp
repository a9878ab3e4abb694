#pragma once
// Peak floating-point throughput: independent accumulator chains that live in registers for the
// whole loop, so the loop body is nothing but the arithmetic instructions being measured.
// A shape is how many chains of each instruction run side by side:
//   fma chains   acc = acc*x + y   (2 flop per lane)
//   add chains   acc = acc + y     (1 flop per lane)
//   mul chains   acc = acc * x     (1 flop per lane)
// Enough chains hide each instruction's latency; mixing FMA and ADD chains feeds separate FP-add
// pipes where a core has them (AMD Zen). The sum of all accumulators is returned, so nothing can be
// elided.
//
// Each shape is one row of kPeakShapes (its chains, whether the quick profile measures it, what it
// probes); peak_impl.hpp compiles one loop per row at every level whose registers hold it. The bench,
// the tests and the run's kernel catalogue iterate the rows.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "cost.hpp"
#include "machine/fp_mix_model.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

struct PeakShape {
  int fma = 0;
  int add = 0;
  int mul = 0;
  [[nodiscard]] constexpr int chains() const { return fma + add + mul; }
  // Flops of one loop trip per lane.
  [[nodiscard]] constexpr int flops_per_lane() const { return 2 * fma + add + mul; }
  // Vector registers holding constants beside the chains: x (fma), y (fma, add), mul_x (mul).
  [[nodiscard]] constexpr int constants() const { return (fma > 0) + (fma > 0 || add > 0) + (mul > 0); }
  // True when the chains and their constants fit `registers` architectural vector registers: a shape
  // that does not would spill accumulators to memory and measure loads and stores, not arithmetic.
  [[nodiscard]] constexpr bool fits(int registers) const { return chains() + constants() <= registers; }
  // "fma", "add", "mul" or "fma+add"
  [[nodiscard]] std::string mix() const;
  // e.g. "fma8", "fma8+add4": the kernel in benchmark names
  [[nodiscard]] std::string name() const;
  bool operator==(const PeakShape&) const = default;
};

struct PeakKernel {
  PeakShape shape;
  bool quick;               // measured by the quick profile too (else by the full profile only, or
                            // by the quick one when a MixCore's model picks it: peak_quick)
  std::string_view probes;  // what the shape tests, for people
};

// The FMA+ADD split the core model (machine/fp_mix_model.hpp) predicts fastest within `registers`.
constexpr PeakShape mix_shape(const MixCore& core, int registers, MixWidth width) {
  const MixChoice best = best_mix(core, registers, width);
  return {best.fma, best.add, 0};
}
static_assert(PeakShape{2, 2, 0}.constants() == kMixConstantRegisters,
              "the core model counts the registers an FMA+ADD loop keeps beside its chains as PeakShape does");

// The chain counts come from latency x pipes, not from tuning on one machine: a core with L cycles of
// latency and P pipes for an instruction needs L*P independent chains to issue one per pipe per
// cycle. FMA: 4 cycles x 2 pipes on Skylake, Ice Lake, Golden Cove and Zen 2-4; 5 x 2 on Haswell and
// Broadwell (Agner Fog's instruction tables, uops.info). FP add: 3-4 cycles x 2 pipes. Arm: 4 x 2 on
// Neoverse N1/N2 and Cortex-A76/A78, 4 x 4 on Neoverse V1/V2, Cortex-X and Apple M (the vendors'
// optimisation guides), which only the 16-chain rows cover: NEON's 32 registers hold them. More chains
// than that show whether register pressure or rename limits cost anything. The analysis takes the
// best shape per mix, so a list that covers every core's L*P needs no per-machine choice. Rows that
// do not fit a level's registers (isa_vector_registers, from cmake/IsaLevels.cmake) are not built
// for that level. The quick profile keeps one short and one long chain count per mix, and of the
// FMA+ADD rows those mix_shape picks for a MixCore at 16 registers and at its own count.
inline constexpr PeakKernel kPeakShapes[] = {
    {{8, 0, 0}, true, "FMA: 4-cycle latency x 2 pipes, the fewest chains that reach peak on most cores"},
    {{10, 0, 0}, false, "FMA: 5-cycle latency x 2 pipes (Haswell, Broadwell)"},
    {{12, 0, 0}, true, "FMA with headroom over 4-5 cycle latency x 2 pipes"},
    {{16, 0, 0}, true, "FMA, twice the chains latency needs: register pressure and rename (32-register levels)"},
    {{24, 0, 0}, false, "FMA, three times the chains latency needs (32-register levels)"},
    {{0, 8, 0}, true, "FP add: 3-4 cycle latency x 2 pipes"},
    {{0, 12, 0}, true, "FP add with headroom"},
    {{0, 16, 0}, false, "FP add, twice the chains latency needs (32-register levels)"},
    {{0, 0, 8}, true, "FP multiply: 4-cycle latency x 2 pipes"},
    {{0, 0, 12}, true, "FP multiply with headroom"},
    {{0, 0, 16}, false, "FP multiply, twice the chains latency needs (32-register levels)"},
    {{6, 6, 0}, false, "FMA and add side by side: separate FP-add pipes (AMD Zen) add to the FMA pipes' flops"},
    {{8, 4, 0}, false, "FMA at full latency cover plus adds on spare pipes"},
    {{8, 6, 0}, false, "FMA at full latency cover plus more adds: all 16 registers"},
    {{10, 4, 0}, false, "FMA at 5-cycle latency cover plus adds"},
    {{12, 2, 0}, false, "FMA over 5-cycle latency x 2 pipes with slack plus the adds 16 registers leave room for"},
    {{8, 8, 0}, false, "FMA and add, each at 4-cycle latency x 2 pipes (32-register levels)"},
    {{10, 10, 0}, false, "FMA and add, each over 4-cycle latency x 2 pipes with Zen 4's slack (32-register levels)"},
    {{12, 6, 0}, false, "FMA and add with headroom (32-register levels)"},
    {{12, 12, 0}, false, "FMA and add, both with headroom (32-register levels)"},
    {{16, 8, 0}, false, "FMA and add, twice the FMA chains latency needs (32-register levels)"},
};
inline constexpr std::size_t kPeakShapeCount = std::size(kPeakShapes);

// The row of `shape`, or nullptr when it has none (is not compiled).
const PeakKernel* peak_kernel(const PeakShape& shape);

constexpr bool has_peak_row(const PeakShape& shape) {
  for (const PeakKernel& k : kPeakShapes)
    if (k.shape == shape) return true;
  return false;
}
constexpr bool mix_shapes_have_rows() {
  for (const MixCore& c : kMixCores)
    for (int registers : {16, c.registers})
      for (MixWidth width : {MixWidth::scalar, MixWidth::vector})
        if (!has_peak_row(mix_shape(c, registers, width))) return false;
  return true;
}
static_assert(mix_shapes_have_rows(), "every shape mix_shape picks for a MixCore needs a row in kPeakShapes");

// Whether the quick profile measures `kernel` at a level of `registers` vector registers and that
// width: its row says so, or the model of a MixCore that has such a level picks it.
constexpr bool peak_quick(const PeakKernel& kernel, int registers, MixWidth width) {
  if (kernel.quick) return true;
  for (const MixCore& c : kMixCores)
    if (registers <= c.registers && mix_shape(c, registers, width) == kernel.shape) return true;
  return false;
}

// One line for people: e.g. "8 FMA chains acc = acc*x + y and 4 add chains acc = acc + y, in registers".
std::string peak_description(const PeakShape& shape);

// Cost of `iters` loop trips of one thread at level `isa` (the level the loop was built for: its
// lanes): flops only, no memory traffic.
Cost peak_cost(const PeakShape& shape, Isa isa, std::size_t elem_bytes, std::int64_t iters);

// Starting values and constants of every chain (shared by the kernels and the reference).
template <class T>
struct PeakConstants {
  static constexpr T x = T(0.999);  // fma/mul multiplier: fma chains converge to y / (1 - x)
  static constexpr T y = T(0.001);
  static constexpr T mul_x = T(1);  // mul chains stay put: no overflow or denormals however long
  static T start(int chain) { return T(1) + T(chain) / T(64); }
};

// One thread's `iters` loop trips; returns the sum of its accumulators.
template <class T>
using PeakFn = T (*)(std::int64_t);

// The loops at one level, one per row of kPeakShapes: nullptr where the shape does not fit the level.
template <class T>
struct PeakKernels {
  PeakFn<T> loop[kPeakShapeCount];
};
struct PeakFamily {
  template <class T>
  using Kernels = PeakKernels<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};

// One shape's loop, chosen once for a level.
template <class T>
struct PeakLoop {
  const PeakKernel* kernel;
  PeakFn<T> fn;
  Isa isa;            // the level the loop was built for (its lanes set the cost)
  std::string label;  // "isa=..." (level_dispatch.hpp)
};
// Throws std::invalid_argument if the CPU lacks the level, the shape has no row, or it does not fit
// the level's registers.
template <class T>
PeakLoop<T> peak_loop(Isa isa, const PeakShape& shape);

// Runs the loop `iters` times on each of `threads` threads; returns the sum of every accumulator.
template <class T>
T peak_run(const PeakLoop<T>& loop, std::int64_t iters, int threads);

// The same recurrence evaluated lane by lane in plain C++ (one thread), for verification.
template <class T>
T peak_reference(const PeakLoop<T>& loop, std::int64_t iters);

}  // namespace cpuroof
