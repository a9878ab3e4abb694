// int8 dot products on AVX2 without VNNI: vpmaddubsw (u8 x s8 pairs -> s16) then vpmaddwd by ones
// (s16 pairs -> s32) then vpaddd into the chain, the sequence int8 GEMMs use on Haswell .. Zen 3.
// Part of the avx2 level's objects (kernels/CMakeLists.txt).
#include "peak_lowp_impl.hpp"
#include "simd/x86_intrinsics.hpp"

namespace cpuroof {
namespace {

struct Avx2I8 {
  static constexpr std::size_t row = 2;
  using Acc = __m256i;
  struct Operands {
    __m256i u8, s8, ones16;
  };
  static Acc start(int chain) { return _mm256_set1_epi32(chain); }
  static Operands operands() { return {_mm256_set1_epi8(1), _mm256_set1_epi8(1), _mm256_set1_epi16(1)}; }
  static void step(Acc& acc, const Operands& k) {
    __m256i t;
    asm("vpmaddubsw %3, %2, %1\n\tvpmaddwd %4, %1, %1\n\tvpaddd %1, %0, %0"
        : "+x"(acc), "=&x"(t)
        : "x"(k.u8), "x"(k.s8), "x"(k.ones16));
  }
  static double sum(Acc acc) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    s = _mm_hadd_epi32(s, s);
    return _mm_cvtsi128_si32(_mm_hadd_epi32(s, s));
  }
};
static_assert(kLowpInstructions[Avx2I8::row].level == "avx2");

}  // namespace

LowpLoops lowp_loops_avx2_i8() { return lowp_loops<Avx2I8>(); }

}  // namespace cpuroof
