#pragma once
// 128-bit Advanced SIMD (NEON), part of every Armv8-A core: 32 registers v0-v31.
#include <arm_neon.h>

#include <cstddef>

namespace cpuroof::simd {

template <class T>
struct Neon;

// `stream`: the ACLE has no non-temporal store intrinsic (STNP is a pair-of-registers hint the
// compiler emits only by itself), so it is a plain store and the <kind>_nt stream rows measure
// ordinary stores here; stream_fence has nothing to order.
// max/min select like x86's maxpd/minpd (the second operand wins when either is NaN), not like
// FMAX/FMIN, so every level agrees with the scalar reference on NaN.

template <>
struct Neon<double> {
  using value_type = double;
  using V = float64x2_t;
  static constexpr int lanes = 2;
  static constexpr int registers = 32;  // architectural vector registers
  static constexpr std::size_t bytes = 16;
  static V load(const double* p) { return vld1q_f64(p); }
  static void store(double* p, V v) { vst1q_f64(p, v); }
  static void stream(double* p, V v) { vst1q_f64(p, v); }
  static void stream_fence() {}
  static V set1(double x) { return vdupq_n_f64(x); }
  static V zero() { return vdupq_n_f64(0.0); }
  static V add(V a, V b) { return vaddq_f64(a, b); }
  static V mul(V a, V b) { return vmulq_f64(a, b); }
  static V fma(V a, V b, V c) { return vfmaq_f64(c, a, b); }  // a*b + c
  // Element-wise math for kernels beyond FMA streams (relu, exp, division).
  static V sub(V a, V b) { return vsubq_f64(a, b); }
  static V div(V a, V b) { return vdivq_f64(a, b); }
  static V max(V a, V b) { return vbslq_f64(vcgtq_f64(a, b), a, b); }
  static V min(V a, V b) { return vbslq_f64(vcltq_f64(a, b), a, b); }
  static V round(V a) { return vrndnq_f64(a); }  // to nearest, ties to even
  // a * 2^k for k holding integers in the normal exponent range (built from the exponent bits).
  static V ldexp(V a, V k) {
    const int64x2_t e = vaddq_s64(vcvtnq_s64_f64(k), vdupq_n_s64(1023));
    return vmulq_f64(a, vreinterpretq_f64_s64(vshlq_n_s64(e, 52)));
  }
  static double reduce(V v) { return vaddvq_f64(v); }
};

template <>
struct Neon<float> {
  using value_type = float;
  using V = float32x4_t;
  static constexpr int lanes = 4;
  static constexpr int registers = 32;  // architectural vector registers
  static constexpr std::size_t bytes = 16;
  static V load(const float* p) { return vld1q_f32(p); }
  static void store(float* p, V v) { vst1q_f32(p, v); }
  static void stream(float* p, V v) { vst1q_f32(p, v); }
  static void stream_fence() {}
  static V set1(float x) { return vdupq_n_f32(x); }
  static V zero() { return vdupq_n_f32(0.0f); }
  static V add(V a, V b) { return vaddq_f32(a, b); }
  static V mul(V a, V b) { return vmulq_f32(a, b); }
  static V fma(V a, V b, V c) { return vfmaq_f32(c, a, b); }
  static V sub(V a, V b) { return vsubq_f32(a, b); }
  static V div(V a, V b) { return vdivq_f32(a, b); }
  static V max(V a, V b) { return vbslq_f32(vcgtq_f32(a, b), a, b); }
  static V min(V a, V b) { return vbslq_f32(vcltq_f32(a, b), a, b); }
  static V round(V a) { return vrndnq_f32(a); }
  static V ldexp(V a, V k) {
    const int32x4_t e = vaddq_s32(vcvtnq_s32_f32(k), vdupq_n_s32(127));
    return vmulq_f32(a, vreinterpretq_f32_s32(vshlq_n_s32(e, 23)));
  }
  static float reduce(V v) { return vaddvq_f32(v); }
};

}  // namespace cpuroof::simd
