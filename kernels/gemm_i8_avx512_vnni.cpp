// The int8 GEMM of gemm_i8.hpp with AVX-512 VNNI: the dot-product GEMM of gemm_dot_impl.hpp with
// vpdpbusd. The avx512_vnni extension level's objects; gemm_i8
// calls it where the CPU has them.
#include "gemm_dot_impl.hpp"

namespace cpuroof {
namespace {

// u8 (the broadcast A lane) x s8 (the B vector), 4 products per lane, into s32: exact while
// k * 255 * 128 < 2^31 (k < 65793).
struct I8Dot {
  static constexpr std::size_t kGroup = 4;
  using Out = std::int32_t;
  static void step(__m512i& acc, __m512i a_u8, __m512i b_s8) {
    // asm: accumulate in place (GCC 12 copies every accumulator per non-destructive intrinsic).
    asm("vpdpbusd %2, %1, %0" : "+v"(acc) : "v"(a_u8), "v"(b_s8));
  }
  static __m512i add(__m512i x, __m512i y) { return _mm512_add_epi32(x, y); }
  // 4 rows of 32 bytes: bytes, then pairs interleaved within each 128-bit half; the halves hold
  // columns 0-3, 4-7, 8-11, 12-15 (low) and 16-19 ... 28-31 (high), reordered on the way out.
  static void interleave(const unsigned char* row, std::size_t stride, unsigned char* to) {
    const __m256i r0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row));
    const __m256i r1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + stride));
    const __m256i r2 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 2 * stride));
    const __m256i r3 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + 3 * stride));
    const __m256i t0 = _mm256_unpacklo_epi8(r0, r1), t1 = _mm256_unpackhi_epi8(r0, r1);
    const __m256i t2 = _mm256_unpacklo_epi8(r2, r3), t3 = _mm256_unpackhi_epi8(r2, r3);
    const __m256i u0 = _mm256_unpacklo_epi16(t0, t2), u1 = _mm256_unpackhi_epi16(t0, t2);
    const __m256i u2 = _mm256_unpacklo_epi16(t1, t3), u3 = _mm256_unpackhi_epi16(t1, t3);
    auto* out = reinterpret_cast<__m256i*>(to);
    _mm256_store_si256(out, _mm256_permute2x128_si256(u0, u1, 0x20));
    _mm256_store_si256(out + 1, _mm256_permute2x128_si256(u2, u3, 0x20));
    _mm256_store_si256(out + 2, _mm256_permute2x128_si256(u0, u1, 0x31));
    _mm256_store_si256(out + 3, _mm256_permute2x128_si256(u2, u3, 0x31));
  }
};

}  // namespace

// False when the packed copies cannot be allocated (gemm_i8 throws).
bool gemm_i8_vnni(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                  const std::int8_t* b, std::int32_t* c, int threads) {
  return dot_gemm::gemm<I8Dot>(caches, m, n, k, a, b, c, threads);
}

}  // namespace cpuroof
