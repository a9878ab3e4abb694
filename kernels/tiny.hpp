#pragma once
// Tiny fixed-size kernels: sizes are template arguments, so every loop is fully unrolled and
// vectorised at compile time, and the kernels are inline so that a call site pays no call at all.
// They are compiled with the flags of the code that includes them (the bench: -march=native);
// tiny_compiled_isa() says which level that was. Row-major N x N matrices.
//   tiny_matmul<N>  C = A B       2N^3 flop  reads 2N^2  writes N^2
//   tiny_dot<N>     sum x[i]*y[i] 2N flop    reads 2N
//   tiny_axpy<N>    y = a*x + y   2N flop    reads 2N    writes N
// Their costs are blas1_cost (dot, axpy) and tiny_matmul_cost.
#include <cstddef>
#include <string_view>

#include "cost.hpp"

namespace cpuroof {

inline Cost tiny_matmul_cost(std::size_t n, std::size_t elem_bytes) {
  const double N = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  return {2 * N * N * N, 2 * N * N * b, N * N * b};
}

// The widest vector level the including translation unit was compiled for.
constexpr std::string_view tiny_compiled_isa() {
#if defined(__AVX512F__)
  return "avx512";
#elif defined(__AVX2__)
  return "avx2";
#else
  return "";
#endif
}

// Row i of C is sum_k A[i,k] * row k of B: a broadcast times a whole row, which the compiler turns
// into N/lanes vector FMAs per (i, k).
template <int N, class T>
inline void tiny_matmul(const T* __restrict a, const T* __restrict b, T* __restrict c) {
#pragma GCC unroll 16
  for (int i = 0; i < N; ++i) {
    T row[N] = {};
#pragma GCC unroll 16
    for (int k = 0; k < N; ++k) {
      const T aik = a[i * N + k];
#pragma GCC unroll 16
      for (int j = 0; j < N; ++j) row[j] += aik * b[k * N + j];
    }
#pragma GCC unroll 16
    for (int j = 0; j < N; ++j) c[i * N + j] = row[j];
  }
}

// W partial sums, two 256-bit registers' worth: a vectorisable sum (one chain would wait on every
// add, and the compiler may not reorder floating-point sums itself).
template <int N, class T>
inline T tiny_dot(const T* __restrict x, const T* __restrict y) {
  constexpr int W = N < int(64 / sizeof(T)) ? N : int(64 / sizeof(T));
  T part[W] = {};
#pragma GCC unroll 64
  for (int i = 0; i + W <= N; i += W)
#pragma GCC unroll 16
    for (int w = 0; w < W; ++w) part[w] += x[i + w] * y[i + w];
#pragma GCC unroll 16
  for (int i = N / W * W; i < N; ++i) part[i % W] += x[i] * y[i];
  T s = 0;
#pragma GCC unroll 16
  for (int w = 0; w < W; ++w) s += part[w];
  return s;
}

template <int N, class T>
inline void tiny_axpy(T a, const T* __restrict x, T* __restrict y) {
#pragma GCC unroll 64
  for (int i = 0; i < N; ++i) y[i] = a * x[i] + y[i];
}

}  // namespace cpuroof
