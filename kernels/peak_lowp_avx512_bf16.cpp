// vdpbf16ps zmm: AVX-512 BF16 dot products (bf16 pairs accumulated into f32). The avx512_bf16
// extension level's objects (kernels/CMakeLists.txt).
#include "peak_lowp_impl.hpp"
#include "simd/x86_intrinsics.hpp"

namespace cpuroof {
namespace {

struct Avx512Bf16 {
  static constexpr std::size_t row = 3;
  using Acc = __m512;
  struct Operands {
    __m512bh a, b;
  };
  static Acc start(int chain) { return _mm512_set1_ps(1.0f + static_cast<float>(chain) / 64.0f); }
  // bf16 bit patterns: 0x3F80 = 1.0, 0x3A80 = 2^-10.
  static Operands operands() { return {(__m512bh)_mm512_set1_epi16(0x3F80), (__m512bh)_mm512_set1_epi16(0x3A80)}; }
  static void step(Acc& acc, const Operands& k) { asm("vdpbf16ps %2, %1, %0" : "+v"(acc) : "v"(k.a), "v"(k.b)); }
  static double sum(Acc acc) { return _mm512_reduce_add_ps(acc); }
};
static_assert(kLowpInstructions[Avx512Bf16::row].level == "avx512_bf16");

}  // namespace

LowpLoops lowp_loops_avx512_bf16() { return lowp_loops<Avx512Bf16>(); }

}  // namespace cpuroof
