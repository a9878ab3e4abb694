#pragma once
// One lane: plain scalar instructions (the unit is compiled with -fno-tree-vectorize).
#include <immintrin.h>

#include <cmath>
#include <cstddef>

namespace cpuroof::simd {

template <class T>
struct Scalar {
  using value_type = T;
  using V = T;
  static constexpr int lanes = 1;
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
  static T reduce(V v) { return v; }
};

}  // namespace cpuroof::simd
