// {vex} vpdpbusd ymm: AVX-VNNI int8 dot products (no AVX-512 needed). The avx_vnni
// extension level's objects, AVX2 plus AVX-VNNI only, so the instruction is VEX-encoded.
#include "peak_lowp_impl.hpp"
#include "simd/x86_intrinsics.hpp"

namespace cpuroof {
namespace {

struct AvxVnni {
  static constexpr std::size_t row = 1;
  using Acc = __m256i;
  struct Operands {
    __m256i u8, s8;
  };
  static Acc start(int chain) { return _mm256_set1_epi32(chain); }
  static Operands operands() { return {_mm256_set1_epi8(1), _mm256_set1_epi8(1)}; }
  static void step(Acc& acc, const Operands& k) {
    asm("%{vex%} vpdpbusd %2, %1, %0" : "+x"(acc) : "x"(k.u8), "x"(k.s8));
  }
  static double sum(Acc acc) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    s = _mm_hadd_epi32(s, s);
    return _mm_cvtsi128_si32(_mm_hadd_epi32(s, s));
  }
};
static_assert(kLowpInstructions[AvxVnni::row].level == "avx_vnni");

}  // namespace

LowpLoops lowp_loops_avx_vnni() { return lowp_loops<AvxVnni>(); }

}  // namespace cpuroof
