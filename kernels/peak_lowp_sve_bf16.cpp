// bfdot z.s, z.h, z.h: SVE bf16 dot products (bf16 pairs accumulated into f32; FEAT_BF16 with SVE,
// the SVEBF16 hwcap), at the CPU's vector length. The sve_bf16 extension
// level's objects.
#include <arm_sve.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

struct SveBf16 {
  static constexpr std::size_t row = 4;
  using Acc = svfloat32_t;
  struct Operands {};
  static Acc start(int chain) { return svdup_n_f32(1.0f + static_cast<float>(chain) / 64.0f); }
  static Operands operands() { return {}; }
  // bf16 bit patterns (the instruction reads the registers as bf16): 0x3F80 = 1.0, 0x3A80 = 2^-10.
  static void step(Acc& acc, Operands) {
    asm("bfdot %0.s, %1.h, %2.h" : "+w"(acc) : "w"(svdup_n_u16(0x3F80)), "w"(svdup_n_u16(0x3A80)));
  }
  // Exact at the trip counts tested: multiples of 2^-9 whose sum stays far below 2^14.
  static double sum(Acc acc) { return svaddv_f32(svptrue_b32(), acc); }
};
static_assert(kLowpInstructions[SveBf16::row].level == "sve_bf16");

}  // namespace

LowpLoops lowp_loops_sve_bf16() { return lowp_loops<SveBf16>(); }

}  // namespace cpuroof
