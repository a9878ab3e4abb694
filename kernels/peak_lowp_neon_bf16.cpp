// bfdot v.4s, v.8h, v.8h: Advanced SIMD bf16 dot products (bf16 pairs accumulated into f32; FEAT_BF16,
// Armv8.6 and optional from Armv8.2). The neon_bf16 extension level's objects.
#include <arm_neon.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

struct NeonBf16 {
  static constexpr std::size_t row = 1;
  using Acc = float32x4_t;
  // bf16 bit patterns (the instruction reads the registers as bf16; no bf16 arithmetic in C++ here).
  struct Operands {
    uint16x8_t a, b;
  };
  static Acc start(int chain) { return vdupq_n_f32(1.0f + static_cast<float>(chain) / 64.0f); }
  // 0x3F80 = 1.0, 0x3A80 = 2^-10.
  static Operands operands() { return {vdupq_n_u16(0x3F80), vdupq_n_u16(0x3A80)}; }
  static void step(Acc& acc, const Operands& k) { asm("bfdot %0.4s, %1.8h, %2.8h" : "+w"(acc) : "w"(k.a), "w"(k.b)); }
  static double sum(Acc acc) { return vaddvq_f32(acc); }
};
static_assert(kLowpInstructions[NeonBf16::row].level == "neon_bf16");

}  // namespace

LowpLoops lowp_loops_neon_bf16() { return lowp_loops<NeonBf16>(); }

}  // namespace cpuroof
