// fmla z.h, p/m, z.h, z.h: SVE half-precision FMA (base SVE), at the CPU's vector length. Vector-length
// agnostic, in the sve level's objects built without a length. FMLA adds into its destination, so the
// chain is the addend: lane += one x step (the f16_count recurrence).
#include <arm_sve.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

svfloat16_t f16_splat(float x) { return svdup_n_f16(static_cast<float16_t>(x)); }

struct SveFp16 {
  static constexpr std::size_t row = 5;
  using Acc = svfloat16_t;
  struct Operands {};
  static Acc start(int chain) { return f16_splat(1.0f + static_cast<float>(chain) / 64.0f); }
  static Operands operands() { return {}; }
  static void step(Acc& acc, Operands) {
    asm("fmla %0.h, %1/m, %2.h, %3.h"
        : "+w"(acc)
        : "Upl"(svptrue_b16()), "w"(f16_splat(1.0f)), "w"(f16_splat(1.0f / 1024.0f)));
  }
  // Widened to f32 (exact for f16 values), then summed: the conversion reads the even lanes, so each
  // half of the vector is zipped with itself first. Exact: multiples of 2^-10, each at most 2.
  static double sum(Acc acc) {
    const svbool_t all = svptrue_b32();
    return svaddv_f32(all, svcvt_f32_f16_x(all, svzip1_f16(acc, acc))) +
           svaddv_f32(all, svcvt_f32_f16_x(all, svzip2_f16(acc, acc)));
  }
};
static_assert(kLowpInstructions[SveFp16::row].level == "sve_fp16");

}  // namespace

LowpLoops lowp_loops_sve_fp16() { return lowp_loops<SveFp16>(); }

}  // namespace cpuroof
