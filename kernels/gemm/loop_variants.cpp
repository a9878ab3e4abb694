// The unpacked variants of gemm.hpp: naive (i-j-k), reordered (i-k-j) and cache-blocked (i-k-j over
// tiles). Portable C++: the compiler vectorises what the loop order allows, nothing more.
#include <omp.h>

#include <algorithm>

#include "gemm/gemm.hpp"
#include "parallel.hpp"

namespace cpuroof {

namespace {

// Runs body(row_range) on `threads` threads, each on its own rows of C.
template <class Body>
void over_rows(std::size_t m, int threads, Body body) {
#pragma omp parallel num_threads(threads)
  body(chunk_range(m, omp_get_thread_num(), omp_get_num_threads(), 1));
}

}  // namespace

template <class T>
void gemm_naive(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads) {
  over_rows(m, threads, [=](Range rows) {
    for (std::size_t i = rows.begin; i < rows.end; ++i)
      for (std::size_t j = 0; j < n; ++j) {
        T sum = 0;
        for (std::size_t p = 0; p < k; ++p) sum += a[i * k + p] * b[p * n + j];
        c[i * n + j] = sum;
      }
  });
}

template <class T>
void gemm_reordered(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads) {
  over_rows(m, threads, [=](Range rows) {
    for (std::size_t i = rows.begin; i < rows.end; ++i) {
      T* ci = c + i * n;
      std::fill(ci, ci + n, T(0));
      for (std::size_t p = 0; p < k; ++p) {
        const T aip = a[i * k + p];
        const T* bp = b + p * n;
        for (std::size_t j = 0; j < n; ++j) ci[j] += aip * bp[j];
      }
    }
  });
}

template <class T>
void gemm_blocked(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c,
                  int threads) {
  const LoopBlocking blk = loop_blocking(caches, sizeof(T));
  over_rows(m, threads, [=](Range rows) {
    for (std::size_t i = rows.begin; i < rows.end; ++i) std::fill(c + i * n, c + i * n + n, T(0));
    for (std::size_t j0 = 0; j0 < n; j0 += blk.nb) {
      const std::size_t j1 = std::min(n, j0 + blk.nb);
      for (std::size_t p0 = 0; p0 < k; p0 += blk.kb) {
        const std::size_t p1 = std::min(k, p0 + blk.kb);
        // The B tile [p0, p1) x [j0, j1) stays in L2 while every row of this thread passes over it.
        for (std::size_t i = rows.begin; i < rows.end; ++i) {
          T* ci = c + i * n;
          for (std::size_t p = p0; p < p1; ++p) {
            const T aip = a[i * k + p];
            const T* bp = b + p * n;
            for (std::size_t j = j0; j < j1; ++j) ci[j] += aip * bp[j];
          }
        }
      }
    }
  });
}

#define CPUROOF_GEMM_LOOPS_INSTANTIATE(T)                                                              \
  template void gemm_naive<T>(std::size_t, std::size_t, std::size_t, const T*, const T*, T*, int);     \
  template void gemm_reordered<T>(std::size_t, std::size_t, std::size_t, const T*, const T*, T*, int); \
  template void gemm_blocked<T>(const CacheSizes&, std::size_t, std::size_t, std::size_t, const T*, const T*, T*, int);
CPUROOF_GEMM_LOOPS_INSTANTIATE(float)
CPUROOF_GEMM_LOOPS_INSTANTIATE(double)
#undef CPUROOF_GEMM_LOOPS_INSTANTIATE

}  // namespace cpuroof
