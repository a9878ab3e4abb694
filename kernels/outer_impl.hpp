#pragma once
// The outer-product and rank-k loops, written once over SIMD traits S (simd/README.md). Included
// only by the per-ISA units cmake/IsaLevels.cmake generates. rankk runs here below k = kRankKPacked
// only (outer.hpp); from it on, the packed GEMM does.
//
// Rank k: a register tile of MR rows x NV vectors of C is loaded once (or zeroed), receives all k
// rank-1 updates (per p: NV loads of B's row p, MR broadcasts of A's column p, MR*NV FMAs) and is
// stored once, so C moves through memory exactly once whatever k is. B is walked in column blocks
// of about kBBlockBytes, each first packed tile by tile into a contiguous per-thread buffer (read
// in place, a tile's k rows of B lie ldb apart: with a power-of-two ldb they all fall into one L1
// set and evict each other); the block stays in L2 while every row tile of the thread sweeps it.
// A is re-read once per column block, a small fraction of C's traffic.
// Edges: a one-row tile for the last m % MR rows, a one-vector tile and then plain loops for the
// last columns.
#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "outer.hpp"

namespace cpuroof::outer_impl {

// The block of B that stays in L2 while the thread's row tiles sweep it. What it depends on: the L2
// size (the block, plus the rows of C and A streaming past it, must fit: 128 KiB is a quarter of the
// 512 KiB L2 of the reference machine, a 2-vCPU AMD EPYC Zen 3 VM, and half of the smallest current
// x86 L2, 256 KiB); the larger the block, the fewer times A is re-read. Sized by that rule (no
// measurement is recorded for it), and not derived from the run's caches (the per-level loops take
// none).
inline constexpr std::size_t kBBlockBytes = 128 * 1024;
// The register tile: MR rows x NV vectors of C (8 accumulators), NV vectors of B and one broadcast
// of A: 11 registers, within the 16 of the narrowest vector level.
inline constexpr int MR = static_cast<int>(kOuterRowGrain);
inline constexpr int NV = 2;

template <class S, bool Set, int R, int NVec>
inline void tile(const typename S::value_type* a, std::size_t lda, const typename S::value_type* b, std::size_t ldb,
                 typename S::value_type* c, std::size_t ldc, std::size_t k) {
  using V = typename S::V;
  constexpr std::size_t L = S::lanes;
  V acc[R][NVec];
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < NVec; ++v) acc[r][v] = Set ? S::zero() : S::load(c + r * ldc + v * L);
  for (std::size_t p = 0; p < k; ++p) {
    V bv[NVec];
    for (int v = 0; v < NVec; ++v) bv[v] = S::load(b + p * ldb + v * L);
#pragma GCC unroll 4
    for (int r = 0; r < R; ++r) {
      const V av = S::set1(a[r * lda + p]);
      for (int v = 0; v < NVec; ++v) acc[r][v] = S::fma(av, bv[v], acc[r][v]);
    }
  }
  for (int r = 0; r < R; ++r)
    for (int v = 0; v < NVec; ++v) S::store(c + r * ldc + v * L, acc[r][v]);
}

// Columns [j0, j1) of R rows: full tiles, one-vector tiles, then plain loops.
template <class S, bool Set, int R>
inline void row_strip(const typename S::value_type* a, std::size_t lda, const typename S::value_type* b,
                      std::size_t ldb, typename S::value_type* c, std::size_t ldc, std::size_t j0, std::size_t j1,
                      std::size_t k) {
  using T = typename S::value_type;
  constexpr std::size_t L = S::lanes;
  std::size_t j = j0;
  for (; j + NV * L <= j1; j += NV * L) tile<S, Set, R, NV>(a, lda, b + j, ldb, c + j, ldc, k);
  for (; j + L <= j1; j += L) tile<S, Set, R, 1>(a, lda, b + j, ldb, c + j, ldc, k);
  for (; j < j1; ++j)
    for (int r = 0; r < R; ++r) {
      T s = Set ? T(0) : c[r * ldc + j];
      for (std::size_t p = 0; p < k; ++p) s += a[r * lda + p] * b[p * ldb + j];
      c[r * ldc + j] = s;
    }
}

template <class S, bool Set>
void rankk(const typename S::value_type* a, std::size_t lda, const typename S::value_type* b, std::size_t ldb,
           typename S::value_type* c, std::size_t ldc, std::size_t rows, std::size_t n, std::size_t k) {
  using T = typename S::value_type;
  constexpr std::size_t step = NV * S::lanes;
  const std::size_t column_bytes = std::max<std::size_t>(k, 1) * sizeof(T);  // one column of B
  const std::size_t cols = std::max(step, kBBlockBytes / column_bytes / step * step);
  // This thread's copy of one block of B, tile by tile: k rows of `step` contiguous values each.
  thread_local std::vector<T> packed;
  packed.resize(k * cols);
  for (std::size_t j0 = 0; j0 < n; j0 += cols) {
    const std::size_t j1 = std::min(n, j0 + cols), tiles = (j1 - j0) / step, jt = j0 + tiles * step;
    for (std::size_t t = 0; t < tiles; ++t)
      for (std::size_t p = 0; p < k; ++p)
        std::copy_n(b + p * ldb + j0 + t * step, step, packed.data() + (t * k + p) * step);
    auto strip = [&](auto rows_tag, std::size_t i) {
      constexpr int R = decltype(rows_tag)::value;
      for (std::size_t t = 0; t < tiles; ++t)
        tile<S, Set, R, NV>(a + i * lda, lda, packed.data() + t * k * step, step, c + i * ldc + j0 + t * step, ldc, k);
      row_strip<S, Set, R>(a + i * lda, lda, b, ldb, c + i * ldc, ldc, jt, j1, k);
    };
    std::size_t i = 0;
    for (; i + MR <= rows; i += MR) strip(std::integral_constant<int, MR>{}, i);
    for (; i < rows; ++i) strip(std::integral_constant<int, 1>{}, i);
  }
}

// C[i..i+R) += x[i..i+R) * y for R rows at once: each vector of y is loaded once per R rows. Row by
// row, y (a whole row long) came back from L2 for every row of C, and one core at DRAM moved C at
// 0.79-0.87 of the update roof, as OpenBLAS's and Eigen's GER did (0.80-0.89). Four rows at once: 0.95 and 1.05
// at one thread, 0.89 and 0.88 at two (2-vCPU Zen 5 VM, f64, m = n = 8192 against stream/update at
// 512 MiB, medians of 45 interleaved repetitions, two runs; OpenBLAS 0.86 and 0.80 at one thread).
// All R rows' vectors are loaded before any is stored: rows ldc apart can share their address bits
// below 4 KiB, and a load after a store that matches it there may wait for it (4K aliasing, in the
// vendors' optimisation manuals). At R = 4: 14 vector registers, within the 16 of AVX2.
template <class S, int R>
inline void rank1_rows(const typename S::value_type* x, const typename S::value_type* y, typename S::value_type* c,
                       std::size_t ldc, std::size_t n) {
  using V = typename S::V;
  constexpr std::size_t L = S::lanes;
  V xr[R];
  for (int r = 0; r < R; ++r) xr[r] = S::set1(x[r]);
  std::size_t j = 0;
  for (; j + 2 * L <= n; j += 2 * L) {
    const V y0 = S::load(y + j), y1 = S::load(y + j + L);
    V c0[R], c1[R];
    for (int r = 0; r < R; ++r) {
      c0[r] = S::load(c + r * ldc + j);
      c1[r] = S::load(c + r * ldc + j + L);
    }
    for (int r = 0; r < R; ++r) {
      S::store(c + r * ldc + j, S::fma(xr[r], y0, c0[r]));
      S::store(c + r * ldc + j + L, S::fma(xr[r], y1, c1[r]));
    }
  }
  for (; j + L <= n; j += L)
    for (int r = 0; r < R; ++r) S::store(c + r * ldc + j, S::fma(xr[r], S::load(y + j), S::load(c + r * ldc + j)));
  for (; j < n; ++j)
    for (int r = 0; r < R; ++r) c[r * ldc + j] += x[r] * y[j];
}

template <class S>
void rank1(const typename S::value_type* x, const typename S::value_type* y, typename S::value_type* c, std::size_t ldc,
           std::size_t rows, std::size_t n) {
  std::size_t i = 0;
  for (; i + MR <= rows; i += MR) rank1_rows<S, MR>(x + i, y, c + i * ldc, ldc, n);
  for (; i < rows; ++i) rank1_rows<S, 1>(x + i, y, c + i * ldc, ldc, n);
}

// C[i,:] = x[i] * y; NT: non-temporal stores, after a scalar head that aligns each row.
template <class S, bool NT>
void rank1_set(const typename S::value_type* x, const typename S::value_type* y, typename S::value_type* c,
               std::size_t ldc, std::size_t rows, std::size_t n) {
  constexpr std::size_t L = S::lanes;
  auto put = [](typename S::value_type* p, typename S::V v) {
    if constexpr (NT)
      S::stream(p, v);
    else
      S::store(p, v);
  };
  for (std::size_t i = 0; i < rows; ++i) {
    auto* ci = c + i * ldc;
    const auto xi = S::set1(x[i]);
    std::size_t j = 0;
    if constexpr (NT)
      for (; j < n && reinterpret_cast<std::uintptr_t>(ci + j) % S::bytes != 0; ++j) ci[j] = x[i] * y[j];
    for (; j + 4 * L <= n; j += 4 * L) {
#pragma GCC unroll 4
      for (std::size_t u = 0; u < 4; ++u) put(ci + j + u * L, S::mul(xi, S::load(y + j + u * L)));
    }
    for (; j + L <= n; j += L) put(ci + j, S::mul(xi, S::load(y + j)));
    for (; j < n; ++j) ci[j] = x[i] * y[j];
  }
  if constexpr (NT) S::stream_fence();
}

template <class S>
OuterFns<typename S::value_type> fns() {
  return {&rank1<S>, &rank1_set<S, false>, &rank1_set<S, true>, &rankk<S, false>, &rankk<S, true>};
}

}  // namespace cpuroof::outer_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(OuterFamily, outer_impl::fns, level, TRAITS)
