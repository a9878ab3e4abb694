#pragma once
// SVE at the fixed vector length this unit is compiled for (-msve-vector-bits=N). The kernels keep
// registers in arrays (peak chains, GEMM accumulators) and read `lanes` as a constant; SVE's sizeless
// types can be neither array elements nor constants, so each length is its own unit over sized
// typedefs (arm_sve_vector_bits), and the level's entry point picks the unit matching the CPU's
// length at run time (cmake/IsaLevels.cmake, VECTOR_BITS). The length is a template argument of the
// traits, so units of different lengths never share a symbol.
#include <arm_sve.h>

#include <cstddef>
#include <cstdint>

#if !defined(__ARM_FEATURE_SVE_BITS) || __ARM_FEATURE_SVE_BITS == 0
#error "simd/sve.hpp needs a fixed SVE vector length: compile with -msve-vector-bits=<128|256|512|...>"
#endif

namespace cpuroof::simd {

// Not inline: internal linkage, as each unit has a length of its own.
constexpr int kSveBits = __ARM_FEATURE_SVE_BITS;
typedef svfloat64_t SveF64 __attribute__((arm_sve_vector_bits(__ARM_FEATURE_SVE_BITS)));
typedef svfloat32_t SveF32 __attribute__((arm_sve_vector_bits(__ARM_FEATURE_SVE_BITS)));

template <class T, int Bits = kSveBits>
struct Sve;

// Every lane is active (whole vectors only: loop tails are scalar, as at the other levels), so the
// arithmetic uses the "_x" forms, which leave inactive lanes unspecified.
template <>
struct Sve<double, kSveBits> {
  using value_type = double;
  using V = SveF64;
  static constexpr int lanes = kSveBits / 64;
  static constexpr int registers = 32;  // architectural vector registers (z0..z31)
  static constexpr std::size_t bytes = kSveBits / 8;
  static svbool_t all() { return svptrue_b64(); }
  static V load(const double* p) { return svld1_f64(all(), p); }
  static void store(double* p, V v) { svst1_f64(all(), p, v); }
  // STNT1: a non-temporal hint; it needs no alignment, and Arm's ordinary memory ordering covers it
  // (the x86 levels fence their weakly ordered streaming stores; here the OpenMP barrier suffices).
  static void stream(double* p, V v) { svstnt1_f64(all(), p, v); }
  static void stream_fence() {}
  static V set1(double x) { return svdup_n_f64(x); }
  static V zero() { return svdup_n_f64(0.0); }
  static V add(V a, V b) { return svadd_f64_x(all(), a, b); }
  static V mul(V a, V b) { return svmul_f64_x(all(), a, b); }
  static V fma(V a, V b, V c) { return svmad_f64_x(all(), a, b, c); }  // a*b + c
  static V sub(V a, V b) { return svsub_f64_x(all(), a, b); }
  static V div(V a, V b) { return svdiv_f64_x(all(), a, b); }
  // The x86 operand order: the second operand wins when either is NaN (FMAX would return the NaN).
  static V max(V a, V b) { return svsel_f64(svcmpgt_f64(all(), a, b), a, b); }
  static V min(V a, V b) { return svsel_f64(svcmplt_f64(all(), a, b), a, b); }
  static V round(V a) { return svrintn_f64_x(all(), a); }  // to nearest, ties to even
  // a * 2^k for k holding integers in the normal exponent range.
  static V ldexp(V a, V k) { return svscale_f64_x(all(), a, svcvt_s64_f64_x(all(), k)); }
  static double reduce(V v) { return svaddv_f64(all(), v); }
};

template <>
struct Sve<float, kSveBits> {
  using value_type = float;
  using V = SveF32;
  static constexpr int lanes = kSveBits / 32;
  static constexpr int registers = 32;  // architectural vector registers (z0..z31)
  static constexpr std::size_t bytes = kSveBits / 8;
  static svbool_t all() { return svptrue_b32(); }
  static V load(const float* p) { return svld1_f32(all(), p); }
  static void store(float* p, V v) { svst1_f32(all(), p, v); }
  static void stream(float* p, V v) { svstnt1_f32(all(), p, v); }
  static void stream_fence() {}
  static V set1(float x) { return svdup_n_f32(x); }
  static V zero() { return svdup_n_f32(0.0f); }
  static V add(V a, V b) { return svadd_f32_x(all(), a, b); }
  static V mul(V a, V b) { return svmul_f32_x(all(), a, b); }
  static V fma(V a, V b, V c) { return svmad_f32_x(all(), a, b, c); }
  static V sub(V a, V b) { return svsub_f32_x(all(), a, b); }
  static V div(V a, V b) { return svdiv_f32_x(all(), a, b); }
  static V max(V a, V b) { return svsel_f32(svcmpgt_f32(all(), a, b), a, b); }
  static V min(V a, V b) { return svsel_f32(svcmplt_f32(all(), a, b), a, b); }
  static V round(V a) { return svrintn_f32_x(all(), a); }
  static V ldexp(V a, V k) { return svscale_f32_x(all(), a, svcvt_s32_f32_x(all(), k)); }
  static float reduce(V v) { return svaddv_f32(all(), v); }
};

}  // namespace cpuroof::simd
