#pragma once
// The GEMV loops, written once over SIMD traits S (simd/README.md). Included only by the per-ISA
// units cmake/IsaLevels.cmake generates.
#include <algorithm>

#include "gemv.hpp"

namespace cpuroof::gemv_impl {

// y = A x: four rows at a time share each load of x; two accumulators per row give eight
// independent FMA chains.
template <class S>
void rows_n(const typename S::value_type* a, std::size_t lda, const typename S::value_type* x,
            typename S::value_type* y, std::size_t rows, std::size_t n) {
  using T = typename S::value_type;
  using V = typename S::V;
  constexpr std::size_t L = S::lanes;
  std::size_t i = 0;
  for (; i + 4 <= rows; i += 4) {
    const T* r[4] = {a + i * lda, a + (i + 1) * lda, a + (i + 2) * lda, a + (i + 3) * lda};
    V acc0[4], acc1[4];
    for (int k = 0; k < 4; ++k) acc0[k] = acc1[k] = S::zero();
    std::size_t j = 0;
    for (; j + 2 * L <= n; j += 2 * L) {
      const V x0 = S::load(x + j), x1 = S::load(x + j + L);
#pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        acc0[k] = S::fma(S::load(r[k] + j), x0, acc0[k]);
        acc1[k] = S::fma(S::load(r[k] + j + L), x1, acc1[k]);
      }
    }
    for (; j + L <= n; j += L) {
      const V x0 = S::load(x + j);
      for (int k = 0; k < 4; ++k) acc0[k] = S::fma(S::load(r[k] + j), x0, acc0[k]);
    }
    for (int k = 0; k < 4; ++k) {
      T s = S::reduce(S::add(acc0[k], acc1[k]));
      for (std::size_t jj = j; jj < n; ++jj) s += r[k][jj] * x[jj];
      y[i + k] = s;
    }
  }
  for (; i < rows; ++i) {
    const T* r = a + i * lda;
    V acc0 = S::zero(), acc1 = S::zero();
    std::size_t j = 0;
    for (; j + 2 * L <= n; j += 2 * L) {
      acc0 = S::fma(S::load(r + j), S::load(x + j), acc0);
      acc1 = S::fma(S::load(r + j + L), S::load(x + j + L), acc1);
    }
    for (; j + L <= n; j += L) acc0 = S::fma(S::load(r + j), S::load(x + j), acc0);
    T s = S::reduce(S::add(acc0, acc1));
    for (; j < n; ++j) s += r[j] * x[j];
    y[i] = s;
  }
}

// Columns of y per block: the block stays in L2 while every row of A streams past it. Blocks sized
// for L1 (8 KiB) cut a 4096-column row into four runs 32 KiB apart, which the prefetchers and DRAM
// pages serve worse than whole rows; the extra L2 traffic of a block in L2 is one load and store of y
// per four rows of A.
// What it depends on: from above, the L2 size (the block and the four rows of A streaming past it
// must fit: 64 KiB is a quarter of the smallest L2 of current x86 cores, 256 KiB); from below, how
// long a run per row the prefetchers and DRAM pages need, which no cache size says. Hence a
// constant, not derived from the run's caches. Measured on the reference machine (2-vCPU AMD EPYC
// Zen 3 VM, 32 KiB L1d, 512 KiB L2, AVX2 level): at 4096 x 4096 f64 (DRAM, one thread) 64 KiB blocks
// took 0.75-0.84 of the time of 8 KiB ones (two interleaved runs); not re-measured at AVX-512.
inline constexpr std::size_t kColumnBlockBytes = 64 * 1024;

// y = A^T x over a column range: y block += x[i] * A[i, block], four rows per load/store of y.
template <class S>
void cols_t(const typename S::value_type* a, std::size_t lda, const typename S::value_type* x,
            typename S::value_type* y, std::size_t m, std::size_t cols) {
  using T = typename S::value_type;
  using V = typename S::V;
  constexpr std::size_t L = S::lanes;
  constexpr std::size_t block = kColumnBlockBytes / sizeof(T);
  for (std::size_t j0 = 0; j0 < cols; j0 += block) {
    const std::size_t nb = std::min(block, cols - j0);
    T* yb = y + j0;
    for (std::size_t j = 0; j < nb; ++j) yb[j] = T(0);
    std::size_t i = 0;
    for (; i + 4 <= m; i += 4) {
      const T* r0 = a + i * lda + j0;
      const T* r1 = r0 + lda;
      const T* r2 = r1 + lda;
      const T* r3 = r2 + lda;
      const V x0 = S::set1(x[i]), x1 = S::set1(x[i + 1]), x2 = S::set1(x[i + 2]), x3 = S::set1(x[i + 3]);
      std::size_t j = 0;
      for (; j + L <= nb; j += L) {
        V acc = S::load(yb + j);
        acc = S::fma(x0, S::load(r0 + j), acc);
        acc = S::fma(x1, S::load(r1 + j), acc);
        acc = S::fma(x2, S::load(r2 + j), acc);
        acc = S::fma(x3, S::load(r3 + j), acc);
        S::store(yb + j, acc);
      }
      for (; j < nb; ++j) yb[j] += x[i] * r0[j] + x[i + 1] * r1[j] + x[i + 2] * r2[j] + x[i + 3] * r3[j];
    }
    for (; i < m; ++i) {
      const T* r = a + i * lda + j0;
      const V xi = S::set1(x[i]);
      std::size_t j = 0;
      for (; j + L <= nb; j += L) S::store(yb + j, S::fma(xi, S::load(r + j), S::load(yb + j)));
      for (; j < nb; ++j) yb[j] += x[i] * r[j];
    }
  }
}

template <class S>
GemvFns<typename S::value_type> fns() {
  return {&rows_n<S>, &cols_t<S>};
}

}  // namespace cpuroof::gemv_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(GemvFamily, gemv_impl::fns, level, TRAITS)
