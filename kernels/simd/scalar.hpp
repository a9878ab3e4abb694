#pragma once
// One lane: plain scalar instructions (the unit is compiled with -fno-tree-vectorize).
#if defined(__x86_64__) || defined(_M_X64)
#include "simd/x86_intrinsics.hpp"
#endif

#include <cmath>
#include <cstddef>

namespace cpuroof::simd {

template <class T>
struct Scalar {
  using value_type = T;
  using V = T;
  static constexpr int lanes = 1;
#if defined(__aarch64__)
  static constexpr int registers = 32;  // v0-v31, which hold the scalar FP values too
#else
  static constexpr int registers = 16;  // architectural vector registers (ymm0-15 at the x86 scalar level)
#endif
  static constexpr std::size_t bytes = sizeof(T);
  static V load(const T* p) { return *p; }
  static void store(T* p, V v) { *p = v; }
  // No scalar non-temporal store exists for floats that all CPUs have; a plain store is honest here.
  static void stream(T* p, V v) { *p = v; }
  static void stream_fence() {}
  static V set1(T x) { return x; }
  static V zero() { return T(0); }
  static V add(V a, V b) { return a + b; }
  static V mul(V a, V b) { return a * b; }
  static V fma(V a, V b, V c) { return std::fma(a, b, c); }  // a*b + c
  // Element-wise math for kernels beyond FMA streams (relu, exp, division).
  static V sub(V a, V b) { return a - b; }
  static V div(V a, V b) { return a / b; }
  // Same operand order as the SIMD max/min: the second operand wins on NaN.
  static V max(V a, V b) { return a > b ? a : b; }
  static V min(V a, V b) { return a < b ? a : b; }
  static V round(V a) { return std::nearbyint(a); }
  // a * 2^k for k holding an integer.
  static V ldexp(V a, V k) { return std::ldexp(a, static_cast<int>(k)); }
  static T reduce(V v) { return v; }
};

}  // namespace cpuroof::simd
