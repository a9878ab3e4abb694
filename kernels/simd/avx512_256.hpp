#pragma once
// AVX-512 on 256-bit vectors (AVX-512VL): the instructions and 32 registers of AVX-512 at ymm width,
// as AVX10/256 client cores run them and as Zen 4 issues 512-bit work anyway (two 256-bit halves).
// Beside the avx512 level it tells what the wider registers buy and what the extra registers do.
#include "simd/x86_intrinsics.hpp"

#include <cstddef>

namespace cpuroof::simd {

template <class T>
struct Avx512_256;

template <>
struct Avx512_256<double> {
  using value_type = double;
  using V = __m256d;
  static constexpr int lanes = 4;
  static constexpr int registers = 32;      // architectural vector registers (ymm0-31 with EVEX)
  static constexpr int gemm_b_vectors = 4;  // the GEMM micro-kernel's NV, as AVX-512's (gemm/microkernel_impl.hpp)
  static constexpr std::size_t bytes = 32;
  static V load(const double* p) { return _mm256_loadu_pd(p); }
  static void store(double* p, V v) { _mm256_storeu_pd(p, v); }
  static void stream(double* p, V v) { _mm256_stream_pd(p, v); }
  static void stream_fence() { _mm_sfence(); }
  static V set1(double x) { return _mm256_set1_pd(x); }
  static V zero() { return _mm256_setzero_pd(); }
  static V add(V a, V b) { return _mm256_add_pd(a, b); }
  static V mul(V a, V b) { return _mm256_mul_pd(a, b); }
  static V fma(V a, V b, V c) { return _mm256_fmadd_pd(a, b, c); }
  // Element-wise math for kernels beyond FMA streams (relu, exp, division).
  static V sub(V a, V b) { return _mm256_sub_pd(a, b); }
  static V div(V a, V b) { return _mm256_div_pd(a, b); }
  static V max(V a, V b) { return _mm256_max_pd(a, b); }
  static V min(V a, V b) { return _mm256_min_pd(a, b); }
  static V round(V a) { return _mm256_roundscale_pd(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  // a * 2^k for k holding integers in the normal exponent range.
  static V ldexp(V a, V k) { return _mm256_scalef_pd(a, k); }
  static double reduce(V v) {
    __m128d s = _mm_add_pd(_mm256_castpd256_pd128(v), _mm256_extractf64x2_pd(v, 1));
    return _mm_cvtsd_f64(_mm_add_sd(s, _mm_unpackhi_pd(s, s)));
  }
};

template <>
struct Avx512_256<float> {
  using value_type = float;
  using V = __m256;
  static constexpr int lanes = 8;
  static constexpr int registers = 32;  // architectural vector registers (ymm0-31 with EVEX)
  static constexpr int gemm_b_vectors = 4;
  static constexpr std::size_t bytes = 32;
  static V load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
  static void stream(float* p, V v) { _mm256_stream_ps(p, v); }
  static void stream_fence() { _mm_sfence(); }
  static V set1(float x) { return _mm256_set1_ps(x); }
  static V zero() { return _mm256_setzero_ps(); }
  static V add(V a, V b) { return _mm256_add_ps(a, b); }
  static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
  static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
  static V sub(V a, V b) { return _mm256_sub_ps(a, b); }
  static V div(V a, V b) { return _mm256_div_ps(a, b); }
  static V max(V a, V b) { return _mm256_max_ps(a, b); }
  static V min(V a, V b) { return _mm256_min_ps(a, b); }
  static V round(V a) { return _mm256_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static V ldexp(V a, V k) { return _mm256_scalef_ps(a, k); }
  static float reduce(V v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf32x4_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_shuffle_ps(s, s, 1)));
  }
};

}  // namespace cpuroof::simd
