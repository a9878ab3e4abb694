#include "blas1.hpp"

#include "blas1_levels.hpp"
#include "parallel.hpp"

namespace cpuroof {

Cost blas1_cost(Blas1Op op, std::size_t n, std::size_t elem_bytes) {
  const Blas1Kernel& k = blas1_kernel(op);
  const double e = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  return {k.flops * e, k.arrays_read * e * b, k.arrays_written * e * b};
}

template <class T>
Chosen<Blas1Kernels<T>> blas1_kernels(Isa isa) {
  return choose_level<Blas1Family, T, levels_built::blas1>(isa);
}

namespace {

template <class T>
T reduce_chunks(T (*chunk)(const T*, const T*, std::size_t), const T* x, const T* y, std::size_t n, int threads) {
  if (runs_on_caller(threads)) return chunk(x, y, n);
  double total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
  {
    const Range r = chunk_range(n, omp_get_thread_num(), omp_get_num_threads(), line_grain<T>());
    total += chunk(x + r.begin, y + r.begin, r.size());
  }
  return static_cast<T>(total);
}

}  // namespace

template <class T>
void vec_add(const Blas1Kernels<T>& k, const T* x, const T* y, T* z, std::size_t n, int threads) {
  const auto f = k.add;
  parallel_chunks<T>(n, threads, [&](Range r, int) { f(x + r.begin, y + r.begin, z + r.begin, r.size()); });
}

template <class T>
void axpy(const Blas1Kernels<T>& k, T a, const T* x, T* y, std::size_t n, int threads) {
  const auto f = k.axpy;
  parallel_chunks<T>(n, threads, [&](Range r, int) { f(a, x + r.begin, y + r.begin, r.size()); });
}

template <class T>
T dot(const Blas1Kernels<T>& k, const T* x, const T* y, std::size_t n, int threads) {
  return reduce_chunks<T>(k.dot, x, y, n, threads);
}

template <class T>
T dot_1acc(const Blas1Kernels<T>& k, const T* x, const T* y, std::size_t n, int threads) {
  return reduce_chunks<T>(k.dot_1acc, x, y, n, threads);
}

#define CPUROOF_INSTANTIATE_BLAS1(T)                                                          \
  template Chosen<Blas1Kernels<T>> blas1_kernels<T>(Isa);                                     \
  template void vec_add<T>(const Blas1Kernels<T>&, const T*, const T*, T*, std::size_t, int); \
  template void axpy<T>(const Blas1Kernels<T>&, T, const T*, T*, std::size_t, int);           \
  template T dot<T>(const Blas1Kernels<T>&, const T*, const T*, std::size_t, int);            \
  template T dot_1acc<T>(const Blas1Kernels<T>&, const T*, const T*, std::size_t, int);
CPUROOF_INSTANTIATE_BLAS1(float)
CPUROOF_INSTANTIATE_BLAS1(double)
#undef CPUROOF_INSTANTIATE_BLAS1

}  // namespace cpuroof
