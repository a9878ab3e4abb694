// The quantised GEMV rows (gemv_q8.hpp) with Advanced SIMD: 16 int8 weights per load, widened to
// four s32 vectors and converted to f32 for FMA, four accumulators per row (the AVX2 loop's shape at
// 128 bits). Part of the neon level's objects (kernels/CMakeLists.txt).
#include <arm_neon.h>

#include "gemv_q8.hpp"

namespace cpuroof {

void gemv_q8_rows_neon(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                       std::size_t n) {
  for (std::size_t r = 0; r < rows; ++r) {
    const std::int8_t* row = w + r * n;
    float32x4_t acc[4] = {vdupq_n_f32(0), vdupq_n_f32(0), vdupq_n_f32(0), vdupq_n_f32(0)};
    std::size_t j = 0;
    for (; j + 16 <= n; j += 16) {
      const int8x16_t b = vld1q_s8(row + j);
      const int16x8_t lo = vmovl_s8(vget_low_s8(b)), hi = vmovl_s8(vget_high_s8(b));
      const int32x4_t q[4] = {vmovl_s16(vget_low_s16(lo)), vmovl_s16(vget_high_s16(lo)), vmovl_s16(vget_low_s16(hi)),
                              vmovl_s16(vget_high_s16(hi))};
      for (int u = 0; u < 4; ++u) acc[u] = vfmaq_f32(acc[u], vcvtq_f32_s32(q[u]), vld1q_f32(x + j + 4 * u));
    }
    float sum = vaddvq_f32(vaddq_f32(vaddq_f32(acc[0], acc[1]), vaddq_f32(acc[2], acc[3])));
    for (; j < n; ++j) sum += static_cast<float>(row[j]) * x[j];
    y[r] = scale[r] * sum;
  }
}

}  // namespace cpuroof
