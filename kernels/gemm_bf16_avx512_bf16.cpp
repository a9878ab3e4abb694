// The bf16 GEMM of gemm_bf16.hpp with AVX-512 BF16: the dot-product GEMM of gemm_dot_impl.hpp with
// vdpbf16ps. The avx512_bf16 extension level's objects;
// gemm_bf16 calls it where the CPU has them.
#include "gemm_dot_impl.hpp"

namespace cpuroof {
namespace {

// bf16 pairs (the broadcast A lane x the B vector), 2 products per lane, added into f32.
struct Bf16Dot {
  static constexpr std::size_t kGroup = 2;
  using Out = float;
  static void step(__m512i& acc, __m512i a, __m512i b) {
    // asm: accumulate in place (GCC 12 copies every accumulator per non-destructive intrinsic).
    asm("vdpbf16ps %2, %1, %0" : "+v"(acc) : "v"(a), "v"(b));
  }
  static __m512i add(__m512i x, __m512i y) {
    return _mm512_castps_si512(_mm512_add_ps(_mm512_castsi512_ps(x), _mm512_castsi512_ps(y)));
  }
  // 2 rows of 32 bf16, 16 columns at a time: pairs interleaved within each 128-bit half (columns
  // 0-3, 8-11 low; 4-7, 12-15 high), reordered on the way out.
  static void interleave(const unsigned char* row, std::size_t stride, unsigned char* to) {
    auto* out = reinterpret_cast<__m256i*>(to);
#pragma GCC unroll 2
    for (std::size_t h = 0; h < 2; ++h) {
      const __m256i r0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 32 * h));
      const __m256i r1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + stride + 32 * h));
      const __m256i lo = _mm256_unpacklo_epi16(r0, r1), hi = _mm256_unpackhi_epi16(r0, r1);
      _mm256_store_si256(out + 2 * h, _mm256_permute2x128_si256(lo, hi, 0x20));
      _mm256_store_si256(out + 2 * h + 1, _mm256_permute2x128_si256(lo, hi, 0x31));
    }
  }
};

}  // namespace

// False when the packed copies cannot be allocated (gemm_bf16 throws).
bool gemm_bf16_avx512(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
                      const std::uint16_t* b, float* c, int threads) {
  return dot_gemm::gemm<Bf16Dot>(caches, m, n, k, a, b, c, threads);
}

}  // namespace cpuroof
