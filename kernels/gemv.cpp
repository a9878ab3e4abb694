#include "gemv.hpp"

#include "gemv_levels.hpp"
#include "parallel.hpp"

namespace cpuroof {

Cost gemv_cost(GemvOp op, std::size_t m, std::size_t n, std::size_t elem_bytes) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  const double in = op == GemvOp::n ? N : M, out = op == GemvOp::n ? M : N;
  return {2 * M * N, (M * N + in) * b, out * b};
}

template <class T>
Chosen<GemvFns<T>> gemv_kernels(Isa isa) {
  return choose_level<GemvFamily, T, levels_built::gemv>(isa);
}

template <class T>
void gemv(const GemvFns<T>& f, GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y,
          int threads) {
  auto part = [&](int tid, int nt) {
    const Range r = gemv_partition<T>(op, m, n, tid, nt);
    if (r.size() == 0) return;
    if (op == GemvOp::n)
      f.rows_n(a + r.begin * lda, lda, x, y + r.begin, r.size(), n);
    else
      f.cols_t(a + r.begin, lda, x, y + r.begin, m, r.size());
  };
  if (runs_on_caller(threads)) {
    part(0, 1);
    return;
  }
#pragma omp parallel num_threads(threads)
  part(omp_get_thread_num(), omp_get_num_threads());
}

template Chosen<GemvFns<float>> gemv_kernels<float>(Isa);
template Chosen<GemvFns<double>> gemv_kernels<double>(Isa);
template void gemv<float>(const GemvFns<float>&, GemvOp, std::size_t, std::size_t, const float*, std::size_t,
                          const float*, float*, int);
template void gemv<double>(const GemvFns<double>&, GemvOp, std::size_t, std::size_t, const double*, std::size_t,
                           const double*, double*, int);

}  // namespace cpuroof
