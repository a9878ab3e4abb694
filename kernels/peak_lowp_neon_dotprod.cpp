// sdot v.4s, v.16b, v.16b: Advanced SIMD int8 dot products (FEAT_DotProd, Armv8.2 and later).
// The neon_dotprod extension level's objects; run where lowp_supported says so.
#include <arm_neon.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

struct NeonDotprod {
  static constexpr std::size_t row = 0;
  using Acc = int32x4_t;
  struct Operands {
    int8x16_t a, b;
  };
  static Acc start(int chain) { return vdupq_n_s32(chain); }
  static Operands operands() { return {vdupq_n_s8(1), vdupq_n_s8(1)}; }
  static void step(Acc& acc, const Operands& k) { asm("sdot %0.4s, %1.16b, %2.16b" : "+w"(acc) : "w"(k.a), "w"(k.b)); }
  static double sum(Acc acc) { return vaddvq_s32(acc); }
};
static_assert(kLowpInstructions[NeonDotprod::row].level == "neon_dotprod");

}  // namespace

LowpLoops lowp_loops_neon_dotprod() { return lowp_loops<NeonDotprod>(); }

}  // namespace cpuroof
