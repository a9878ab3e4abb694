#pragma once
// The tiny kernels (tiny.hpp) through Eigen's fixed-size types, inline like the hand kernels, and
// through OpenBLAS (an ordinary library call with its argument checks and dispatch). Eigen's sizes
// are template arguments too, so both inline variants compete on equal terms. And the plain triple
// loop a user would write first, left to the compiler's auto-vectoriser: the baseline that says what
// the hand kernel's register tiling buys.
#include "blas.hpp"
#include "eigen.hpp"
#include <type_traits>

namespace cpuroof {

template <int N, class T>
inline void tiny_matmul_eigen(const T* a, const T* b, T* c) {
  using M = Eigen::Matrix<T, N, N, Eigen::RowMajor>;
  Eigen::Map<M>(c).noalias() = Eigen::Map<const M>(a) * Eigen::Map<const M>(b);
}

template <int N, class T>
inline void tiny_matmul_loop(const T* __restrict a, const T* __restrict b, T* __restrict c) {
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < N; ++j) c[i * N + j] = 0;
    for (int k = 0; k < N; ++k)
      for (int j = 0; j < N; ++j) c[i * N + j] += a[i * N + k] * b[k * N + j];
  }
}

template <int N, class T>
inline T tiny_dot_eigen(const T* x, const T* y) {
  using V = Eigen::Matrix<T, N, 1>;
  return Eigen::Map<const V>(x).dot(Eigen::Map<const V>(y));
}

template <int N, class T>
inline void tiny_axpy_eigen(T a, const T* x, T* y) {
  using V = Eigen::Matrix<T, N, 1>;
  Eigen::Map<V>(y) += a * Eigen::Map<const V>(x);
}

template <int N, class T>
inline void tiny_matmul_openblas(const T* a, const T* b, T* c) {
  if constexpr (std::is_same_v<T, double>)
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0, a, N, b, N, 0.0, c, N);
  else
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0f, a, N, b, N, 0.0f, c, N);
}

template <int N, class T>
inline T tiny_dot_openblas(const T* x, const T* y) {
  if constexpr (std::is_same_v<T, double>)
    return cblas_ddot(N, x, 1, y, 1);
  else
    return cblas_sdot(N, x, 1, y, 1);
}

template <int N, class T>
inline void tiny_axpy_openblas(T a, const T* x, T* y) {
  if constexpr (std::is_same_v<T, double>)
    cblas_daxpy(N, a, x, 1, y, 1);
  else
    cblas_saxpy(N, a, x, 1, y, 1);
}

}  // namespace cpuroof
