// The int8 GEMM of gemm_i8.hpp with AVX-512 VNNI: the dot-product GEMM of gemm_dot_impl.hpp with
// vpdpbusd. Compiled with -mavx512f -mavx512bw -mavx512vnni only (kernels/CMakeLists.txt); gemm_i8
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
};

}  // namespace

// False when the packed copies cannot be allocated (gemm_i8 throws).
bool gemm_i8_vnni(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                  const std::int8_t* b, std::int32_t* c, int threads) {
  return dot_gemm::gemm<I8Dot>(caches, m, n, k, a, b, c, threads);
}

}  // namespace cpuroof
