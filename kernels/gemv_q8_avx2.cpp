// The quantised GEMV rows (gemv_q8.hpp) with AVX2: 8 int8 weights sign-extended to 8 s32 and
// converted to f32 per FMA, four accumulators per row. Part of the avx2
// level's objects (kernels/CMakeLists.txt).
#include "simd/x86_intrinsics.hpp"

#include <cstring>

#include "gemv_q8.hpp"

namespace cpuroof {
namespace {

__m256 weights(const std::int8_t* w) {
  long long bytes;
  std::memcpy(&bytes, w, sizeof(bytes));
  return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128(bytes)));
}

float sum8(__m256 v) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_hadd_ps(s, s);
  return _mm_cvtss_f32(_mm_hadd_ps(s, s));
}

}  // namespace

void gemv_q8_rows_avx2(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                       std::size_t n) {
  for (std::size_t r = 0; r < rows; ++r) {
    const std::int8_t* row = w + r * n;
    __m256 acc[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
    std::size_t j = 0;
    for (; j + 32 <= n; j += 32)
      for (int u = 0; u < 4; ++u)
        acc[u] = _mm256_fmadd_ps(weights(row + j + 8 * u), _mm256_loadu_ps(x + j + 8 * u), acc[u]);
    for (; j + 8 <= n; j += 8) acc[0] = _mm256_fmadd_ps(weights(row + j), _mm256_loadu_ps(x + j), acc[0]);
    float sum = sum8(_mm256_add_ps(_mm256_add_ps(acc[0], acc[1]), _mm256_add_ps(acc[2], acc[3])));
    for (; j < n; ++j) sum += static_cast<float>(row[j]) * x[j];
    y[r] = scale[r] * sum;
  }
}

}  // namespace cpuroof
