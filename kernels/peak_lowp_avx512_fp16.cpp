// vfmadd231ph zmm: AVX512-FP16 half-precision FMA (Sapphire Rapids and later). The
// avx512_fp16 extension level's objects (kernels/CMakeLists.txt); a CPU without it skips the row.
#include "peak_lowp_impl.hpp"
#include "simd/x86_intrinsics.hpp"

namespace cpuroof {
namespace {

struct Avx512Fp16 {
  static constexpr std::size_t row = 4;
  using Acc = __m512h;
  struct Operands {
    __m512h half, one;
  };
  static Acc start(int chain) {
    return _mm512_set1_ph(static_cast<_Float16>(1.0f + static_cast<float>(chain) / 64.0f));
  }
  static Operands operands() {
    return {_mm512_set1_ph(static_cast<_Float16>(0.5f)), _mm512_set1_ph(static_cast<_Float16>(1.0f))};
  }
  // acc = acc*half + one
  static void step(Acc& acc, const Operands& k) { asm("vfmadd213ph %2, %1, %0" : "+v"(acc) : "v"(k.half), "v"(k.one)); }
  static double sum(Acc acc) {
    const __m256h high = _mm256_castsi256_ph(_mm512_extracti64x4_epi64(_mm512_castph_si512(acc), 1));
    const __m512 s16 = _mm512_add_ps(_mm512_cvtxph_ps(_mm512_castph512_ph256(acc)), _mm512_cvtxph_ps(high));
    const __m256 s8 = _mm256_add_ps(_mm512_castps512_ps256(s16),
                                    _mm256_castsi256_ps(_mm512_extracti64x4_epi64(_mm512_castps_si512(s16), 1)));
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(s8), _mm256_extractf128_ps(s8, 1));
    s = _mm_hadd_ps(s, s);
    return _mm_cvtss_f32(_mm_hadd_ps(s, s));
  }
};
static_assert(kLowpInstructions[Avx512Fp16::row].level == "avx512_fp16");

}  // namespace

LowpLoops lowp_loops_avx512_fp16() { return lowp_loops<Avx512Fp16>(); }

}  // namespace cpuroof
