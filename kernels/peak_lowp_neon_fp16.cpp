// fmla v.8h: Advanced SIMD half-precision FMA (FEAT_FP16, /proc/cpuinfo's asimdhp; Armv8.2 and later).
// The neon_fp16 extension level's objects. FMLA adds into its destination,
// so the chain is the addend: lane += one x step (the f16_count recurrence).
#include <arm_neon.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

struct NeonFp16 {
  static constexpr std::size_t row = 2;
  using Acc = float16x8_t;
  struct Operands {
    float16x8_t one, step;
  };
  static Acc start(int chain) { return vdupq_n_f16(static_cast<float16_t>(1.0f + static_cast<float>(chain) / 64.0f)); }
  static Operands operands() {
    return {vdupq_n_f16(static_cast<float16_t>(1.0f)), vdupq_n_f16(static_cast<float16_t>(1.0f / 1024.0f))};
  }
  static void step(Acc& acc, const Operands& k) {
    asm("fmla %0.8h, %1.8h, %2.8h" : "+w"(acc) : "w"(k.one), "w"(k.step));
  }
  // Widened to f32 (exact for f16 values), then summed: every lane is a multiple of 2^-10 below 2.
  static double sum(Acc acc) { return vaddvq_f32(vaddq_f32(vcvt_f32_f16(vget_low_f16(acc)), vcvt_high_f32_f16(acc))); }
};
static_assert(kLowpInstructions[NeonFp16::row].level == "neon_fp16");

}  // namespace

LowpLoops lowp_loops_neon_fp16() { return lowp_loops<NeonFp16>(); }

}  // namespace cpuroof
