// Loops 5..3 of the packed GEMM (microkernel.hpp), the packing buffers and the threading.
//
// Threads form a tm x tn grid over C: each thread owns a range of rows (loop 3, whole MR panels)
// and a range of columns (loop 2, whole NR panels). All threads pack the shared B panel together
// (split by NR micro-panels) and wait at a barrier; each packs its own A blocks. The grid is
// chosen so that the largest per-thread tile (padding included) is smallest, preferring to split
// rows: a row split shares B and packs nothing twice, a column split packs the same A rows twice.
#include <omp.h>

#include <algorithm>
#include <stdexcept>
#include <string>

#include "aligned_buffer.hpp"
#include "gemm/gemm.hpp"
#include "gemm/macro_kernel.hpp"
#include "gemm/microkernel.hpp"
#include "gemm_microkernel_levels.hpp"
#include "gemm/pack.hpp"
#include "parallel.hpp"

namespace cpuroof {

namespace {

std::size_t ceil_div(std::size_t a, std::size_t b) { return (a + b - 1) / b; }

struct Grid {
  int tm = 1;
  int tn = 1;
};

Grid thread_grid(int threads, std::size_t m, std::size_t n, std::size_t mr, std::size_t nr) {
  const std::size_t m_panels = ceil_div(m, mr), n_panels = ceil_div(n, nr);
  Grid best;
  std::size_t best_work = 0;
  for (int tm = threads; tm >= 1; --tm) {  // larger tm first: ties go to the row split
    if (threads % tm != 0) continue;
    const int tn = threads / tm;
    const std::size_t work =
        ceil_div(m_panels, static_cast<std::size_t>(tm)) * mr * ceil_div(n_panels, static_cast<std::size_t>(tn)) * nr;
    if (best_work == 0 || work < best_work) {
      best = {tm, tn};
      best_work = work;
    }
  }
  return best;
}

// A buffer kept per thread across calls: no allocation or page faults inside timed calls.
template <class T>
T* workspace(std::size_t elements, int slot) {
  thread_local AlignedBuffer<T> buffers[2];
  AlignedBuffer<T>& buf = buffers[slot];
  if (buf.size() < elements) buf = AlignedBuffer<T>(elements);
  return buf.data();
}

}  // namespace

template <class T>
Chosen<MicroKernel<T>> gemm_microkernel(Isa isa) {
  return choose_level<GemmMicroKernelFamily, T, levels_built::gemm_microkernel>(isa);
}

template <class T>
GemmBlocking gemm_packed_blocking(const MicroKernel<T>& uk, const CacheSizes& caches) {
  return gemm_blocking(caches, uk.mr, uk.nr, sizeof(T));
}

template <class T>
void gemm_packed(const MicroKernel<T>& uk, const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k,
                 const T* a, const T* b, T* c, int threads) {
  gemm_packed_strided(uk, caches, m, n, k, a, k, b, n, c, n, false, threads);
}

template <class T>
void gemm_packed_strided(const MicroKernel<T>& uk, const CacheSizes& caches, std::size_t m, std::size_t n,
                         std::size_t k, const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc,
                         bool accumulate, int threads) {
  const GemmBlocking blk = gemm_blocking(caches, uk.mr, uk.nr, sizeof(T));
  if (m == 0 || n == 0 || (k == 0 && accumulate)) return;
  if (k == 0) {  // no micro-kernel call would write C: C = 0 by definition
    parallel_chunks<T>(m, threads, [&](Range r, int) {
      for (std::size_t i = r.begin; i < r.end; ++i) std::fill(c + i * ldc, c + i * ldc + n, T(0));
    });
    return;
  }
  const std::size_t kc_max = std::min(blk.kc, k);
  const std::size_t nc_max = std::min(blk.nc, ceil_div(n, uk.nr) * uk.nr);
  // Two B panels, used in turn: threads pack the next panel while slower ones still compute on the
  // previous one, so one barrier per panel suffices (after packing). Panel i is overwritten only at
  // i + 2, after every thread has passed the barrier of panel i + 1, so after it finished panel i.
  const std::size_t b_panel = kc_max * nc_max;
  T* b_buffers = workspace<T>(2 * b_panel, 0);
  const Grid grid = thread_grid(threads, m, n, uk.mr, uk.nr);

#pragma omp parallel num_threads(grid.tm* grid.tn)
  {
    const int tid = omp_get_thread_num();
    const int nt = omp_get_num_threads();
    // The runtime may give fewer threads than asked: then they split the columns.
    const Grid g = nt == grid.tm * grid.tn ? grid : Grid{1, nt};
    const Range rows = chunk_range(m, tid / g.tn, g.tm, uk.mr);
    const std::size_t a_rows = std::min(blk.mc, ceil_div(rows.size(), uk.mr) * uk.mr);
    T* a_packed = rows.size() ? workspace<T>(a_rows * kc_max, 1) : nullptr;
    std::size_t panel = 0;

    for (std::size_t jc = 0; jc < n; jc += blk.nc) {  // loop 5
      const std::size_t nc = std::min(blk.nc, n - jc);
      const Range cols = chunk_range(nc, tid % g.tn, g.tn, uk.nr);
      for (std::size_t pc = 0; pc < k; pc += blk.kc, ++panel) {  // loop 4
        const std::size_t kc = std::min(blk.kc, k - pc);
        T* b_packed = b_buffers + (panel % 2) * b_panel;
        const Range panels = chunk_range(ceil_div(nc, uk.nr), tid, nt, 1);
        pack_b(kc, nc, b + pc * ldb + jc, ldb, uk.nr, panels.begin, panels.end, b_packed);
#pragma omp barrier
        for (std::size_t ic = rows.begin; ic < rows.end; ic += blk.mc) {  // loop 3
          const std::size_t mc = std::min(blk.mc, rows.end - ic);
          pack_a(mc, kc, a + ic * lda + pc, lda, uk.mr, a_packed);
          macro_kernel(uk, mc, kc, a_packed, b_packed, cols.begin, cols.end, c + ic * ldc + jc, ldc,
                       accumulate || pc > 0);
        }
      }
    }
  }
}

#define CPUROOF_GEMM_PACKED_INSTANTIATE(T)                                                                         \
  template Chosen<MicroKernel<T>> gemm_microkernel<T>(Isa);                                                        \
  template GemmBlocking gemm_packed_blocking<T>(const MicroKernel<T>&, const CacheSizes&);                         \
  template void gemm_packed<T>(const MicroKernel<T>&, const CacheSizes&, std::size_t, std::size_t, std::size_t,    \
                               const T*, const T*, T*, int);                                                       \
  template void gemm_packed_strided<T>(const MicroKernel<T>&, const CacheSizes&, std::size_t, std::size_t,         \
                                       std::size_t, const T*, std::size_t, const T*, std::size_t, T*, std::size_t, \
                                       bool, int);
CPUROOF_GEMM_PACKED_INSTANTIATE(float)
CPUROOF_GEMM_PACKED_INSTANTIATE(double)
#undef CPUROOF_GEMM_PACKED_INSTANTIATE

}  // namespace cpuroof
