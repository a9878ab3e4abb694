// The quantised GEMV rows (gemv_q8.hpp) with AVX-512: 16 int8 weights sign-extended to 16 s32 and
// converted to f32 per FMA, four rows at a time. Part of the avx512
// level's objects (kernels/CMakeLists.txt); gemv_q8_loops runs it where the CPU has that level.
#include "simd/x86_intrinsics.hpp"

#include "gemv_q8.hpp"

namespace cpuroof {
namespace {

__m512 weights(const std::int8_t* w) {
  return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(w))));
}

}  // namespace

// y for one row from `from` on: 16 weights per FMA, the tail scalar.
static float row_dot(const std::int8_t* row, const float* x, std::size_t from, std::size_t n, __m512 acc) {
  std::size_t j = from;
  for (; j + 16 <= n; j += 16) acc = _mm512_fmadd_ps(weights(row + j), _mm512_loadu_ps(x + j), acc);
  float sum = _mm512_reduce_add_ps(acc);
  for (; j < n; ++j) sum += static_cast<float>(row[j]) * x[j];
  return sum;
}

void gemv_q8_rows_avx512(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                         std::size_t n) {
  // Four rows at a time share each load of x: x (4n bytes) is as large as four rows of weights, and
  // one row at a time would stream it from L2 once per row, four times the weights' bytes.
  std::size_t r = 0;
  for (; r + 4 <= rows; r += 4) {
    const std::int8_t* row = w + r * n;
    __m512 acc[4] = {_mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps()};
    std::size_t j = 0;
    for (; j + 16 <= n; j += 16) {
      const __m512 xj = _mm512_loadu_ps(x + j);
      for (int u = 0; u < 4; ++u) acc[u] = _mm512_fmadd_ps(weights(row + u * n + j), xj, acc[u]);
    }
    for (int u = 0; u < 4; ++u) y[r + u] = scale[r + u] * row_dot(row + u * n, x, j, n, acc[u]);
  }
  for (; r < rows; ++r) y[r] = scale[r] * row_dot(w + r * n, x, 0, n, _mm512_setzero_ps());
}

}  // namespace cpuroof
