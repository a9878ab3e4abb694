// The quantised GEMV rows (gemv_q8.hpp) with AVX-512: 16 int8 weights sign-extended to 16 s32 and
// converted to f32 per FMA, four accumulators per row. Compiled with -mavx512f -mavx512bw only
// (kernels/CMakeLists.txt); gemv_q8_loops runs it where the CPU has the avx512 level.
#include "simd/x86_intrinsics.hpp"

#include "gemv_q8.hpp"

namespace cpuroof {
namespace {

__m512 weights(const std::int8_t* w) {
  return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(w))));
}

}  // namespace

void gemv_q8_rows_avx512(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                         std::size_t n) {
  for (std::size_t r = 0; r < rows; ++r) {
    const std::int8_t* row = w + r * n;
    __m512 acc[4] = {_mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps()};
    std::size_t j = 0;
    for (; j + 64 <= n; j += 64)
      for (int u = 0; u < 4; ++u)
        acc[u] = _mm512_fmadd_ps(weights(row + j + 16 * u), _mm512_loadu_ps(x + j + 16 * u), acc[u]);
    for (; j + 16 <= n; j += 16) acc[0] = _mm512_fmadd_ps(weights(row + j), _mm512_loadu_ps(x + j), acc[0]);
    float sum = _mm512_reduce_add_ps(_mm512_add_ps(_mm512_add_ps(acc[0], acc[1]), _mm512_add_ps(acc[2], acc[3])));
    for (; j < n; ++j) sum += static_cast<float>(row[j]) * x[j];
    y[r] = scale[r] * sum;
  }
}

}  // namespace cpuroof
