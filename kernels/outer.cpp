#include "outer.hpp"

#include <stdexcept>
#include <string>

#include "gemm/gemm.hpp"
#include "outer_levels.hpp"
#include "parallel.hpp"

namespace cpuroof {

Cost rank1_cost(std::size_t m, std::size_t n, std::size_t elem_bytes) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  return {2 * M * N, (M * N + M + N) * b, M * N * b};
}

Cost rank1_set_cost(std::size_t m, std::size_t n, std::size_t elem_bytes) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  return {M * N, (M + N) * b, M * N * b};
}

Cost rankk_cost(std::size_t m, std::size_t n, std::size_t k, bool accumulate, std::size_t elem_bytes) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), K = static_cast<double>(k);
  const double b = static_cast<double>(elem_bytes);
  return {2 * M * N * K, (M * K + K * N + (accumulate ? M * N : 0)) * b, M * N * b};
}

Cost outer_cost(const OuterKernel& kernel, std::size_t m, std::size_t n, std::size_t k, std::size_t elem_bytes) {
  if (kernel.rank_k) return rankk_cost(m, n, k, !kernel.set, elem_bytes);
  return kernel.set ? rank1_set_cost(m, n, elem_bytes) : rank1_cost(m, n, elem_bytes);
}

template <class T>
Chosen<OuterFns<T>> outer_kernels(Isa isa) {
  return choose_level<OuterFamily, T, levels_built::outer>(isa);
}

namespace {

// Runs fn(rows) over the row partition of C; one thread on the caller (runs_on_caller).
template <class Fn>
void for_row_blocks(std::size_t m, int threads, Fn&& fn) {
  if (runs_on_caller(threads)) {
    fn(Range{0, m});
    return;
  }
#pragma omp parallel num_threads(threads)
  {
    const Range r = outer_partition(m, omp_get_thread_num(), omp_get_num_threads());
    if (r.size() > 0) fn(r);
  }
}

}  // namespace

template <class T>
void rank1(const OuterFns<T>& f, bool set, bool nt, std::size_t m, std::size_t n, const T* x, const T* y, T* c,
           std::size_t ldc, int threads) {
  if (nt && !set) throw std::invalid_argument("rank1: non-temporal stores need set (C = x y^T)");
  const auto fn = !set ? f.rank1 : nt ? f.rank1_set_nt : f.rank1_set;
  for_row_blocks(m, threads, [&](Range r) { fn(x + r.begin, y, c + r.begin * ldc, ldc, r.size(), n); });
}

template <class T>
void rankk(const OuterFns<T>& f, const MicroKernel<T>& packed, const CacheSizes& caches, bool set, std::size_t m,
           std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c,
           std::size_t ldc, int threads) {
  if (k >= kRankKPacked) return gemm_packed_strided(packed, caches, m, n, k, a, lda, b, ldb, c, ldc, !set, threads);
  const auto fn = set ? f.rankk_set : f.rankk;
  for_row_blocks(m, threads,
                 [&](Range r) { fn(a + r.begin * lda, lda, b, ldb, c + r.begin * ldc, ldc, r.size(), n, k); });
}

#define CPUROOF_INSTANTIATE_OUTER(T)                                                                                   \
  template Chosen<OuterFns<T>> outer_kernels<T>(Isa);                                                                  \
  template void rank1<T>(const OuterFns<T>&, bool, bool, std::size_t, std::size_t, const T*, const T*, T*,             \
                         std::size_t, int);                                                                            \
  template void rankk<T>(const OuterFns<T>&, const MicroKernel<T>&, const CacheSizes&, bool, std::size_t, std::size_t, \
                         std::size_t, const T*, std::size_t, const T*, std::size_t, T*, std::size_t, int);
CPUROOF_INSTANTIATE_OUTER(float)
CPUROOF_INSTANTIATE_OUTER(double)
#undef CPUROOF_INSTANTIATE_OUTER

}  // namespace cpuroof
