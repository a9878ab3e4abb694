#pragma once
// 512-bit AVX-512F.
#include "simd/x86_intrinsics.hpp"

#include <cstddef>

namespace cpuroof::simd {

template <class T>
struct Avx512;

template <>
struct Avx512<double> {
  using value_type = double;
  using V = __m512d;
  static constexpr int lanes = 8;
  static constexpr int registers = 32;      // architectural vector registers
  static constexpr int gemm_b_vectors = 4;  // the GEMM micro-kernel's NV (gemm/microkernel_impl.hpp)
  static constexpr std::size_t bytes = 64;
  static V load(const double* p) { return _mm512_loadu_pd(p); }
  static void store(double* p, V v) { _mm512_storeu_pd(p, v); }
  static void stream(double* p, V v) { _mm512_stream_pd(p, v); }
  static void stream_fence() { _mm_sfence(); }
  static V set1(double x) { return _mm512_set1_pd(x); }
  static V zero() { return _mm512_setzero_pd(); }
  static V add(V a, V b) { return _mm512_add_pd(a, b); }
  static V mul(V a, V b) { return _mm512_mul_pd(a, b); }
  static V fma(V a, V b, V c) { return _mm512_fmadd_pd(a, b, c); }
  // Element-wise math for kernels beyond FMA streams (relu, exp, division).
  static V sub(V a, V b) { return _mm512_sub_pd(a, b); }
  static V div(V a, V b) { return _mm512_div_pd(a, b); }
  static V max(V a, V b) { return _mm512_max_pd(a, b); }
  static V min(V a, V b) { return _mm512_min_pd(a, b); }
  static V round(V a) { return _mm512_roundscale_pd(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  // a * 2^k for k holding integers in the normal exponent range.
  static V ldexp(V a, V k) { return _mm512_scalef_pd(a, k); }
  static double reduce(V v) { return _mm512_reduce_add_pd(v); }
};

template <>
struct Avx512<float> {
  using value_type = float;
  using V = __m512;
  static constexpr int lanes = 16;
  static constexpr int registers = 32;      // architectural vector registers
  static constexpr int gemm_b_vectors = 4;  // the GEMM micro-kernel's NV (gemm/microkernel_impl.hpp)
  static constexpr std::size_t bytes = 64;
  static V load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, V v) { _mm512_storeu_ps(p, v); }
  static void stream(float* p, V v) { _mm512_stream_ps(p, v); }
  static void stream_fence() { _mm_sfence(); }
  static V set1(float x) { return _mm512_set1_ps(x); }
  static V zero() { return _mm512_setzero_ps(); }
  static V add(V a, V b) { return _mm512_add_ps(a, b); }
  static V mul(V a, V b) { return _mm512_mul_ps(a, b); }
  static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
  static V sub(V a, V b) { return _mm512_sub_ps(a, b); }
  static V div(V a, V b) { return _mm512_div_ps(a, b); }
  static V max(V a, V b) { return _mm512_max_ps(a, b); }
  static V min(V a, V b) { return _mm512_min_ps(a, b); }
  static V round(V a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static V ldexp(V a, V k) { return _mm512_scalef_ps(a, k); }
  static float reduce(V v) { return _mm512_reduce_add_ps(v); }
};

}  // namespace cpuroof::simd
