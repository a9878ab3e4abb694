#include "blas1.hpp"

#include <stdexcept>
#include <string>

#include "parallel.hpp"

namespace cpuroof {

std::string_view blas1_op_name(Blas1Op op) {
  switch (op) {
    case Blas1Op::add: return "add";
    case Blas1Op::axpy: return "axpy";
    case Blas1Op::dot: return "dot";
    case Blas1Op::dot_1acc: return "dot_1acc";
  }
  return "unknown";
}

int blas1_arrays(Blas1Op op) { return op == Blas1Op::add ? 3 : 2; }

Cost blas1_cost(Blas1Op op, std::size_t n, std::size_t elem_bytes) {
  const double e = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  switch (op) {
    case Blas1Op::add: return {e, 2 * e * b, e * b};
    case Blas1Op::axpy: return {2 * e, 2 * e * b, e * b};
    case Blas1Op::dot:
    case Blas1Op::dot_1acc: return {2 * e, 2 * e * b, 0};
  }
  return {};
}

template <class T>
Blas1Fns<T> blas1_fns(Isa isa) {
  return isa_table(isa, blas1_fns_scalar<T>, blas1_fns_avx2<T>, blas1_fns_avx512<T>);
}

namespace {

// Runs fn(Range) over the shared partition of [0, n); on one thread without a parallel region.
template <class T, class Fn>
void for_chunks(std::size_t n, int threads, Fn&& fn) {
  if (threads <= 1) {
    fn(Range{0, n});
    return;
  }
  parallel_chunks<T>(n, threads, [&](Range r, int) { fn(r); });
}

template <class T>
T reduce_chunks(T (*chunk)(const T*, const T*, std::size_t), const T* x, const T* y, std::size_t n, int threads) {
  if (threads <= 1) return chunk(x, y, n);
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
void vec_add(Isa isa, const T* x, const T* y, T* z, std::size_t n, int threads) {
  const auto f = blas1_fns<T>(isa).add;
  for_chunks<T>(n, threads, [&](Range r) { f(x + r.begin, y + r.begin, z + r.begin, r.size()); });
}

template <class T>
void axpy(Isa isa, T a, const T* x, T* y, std::size_t n, int threads) {
  const auto f = blas1_fns<T>(isa).axpy;
  for_chunks<T>(n, threads, [&](Range r) { f(a, x + r.begin, y + r.begin, r.size()); });
}

template <class T>
T dot(Isa isa, const T* x, const T* y, std::size_t n, int threads) {
  return reduce_chunks<T>(blas1_fns<T>(isa).dot, x, y, n, threads);
}

template <class T>
T dot_1acc(Isa isa, const T* x, const T* y, std::size_t n, int threads) {
  return reduce_chunks<T>(blas1_fns<T>(isa).dot_1acc, x, y, n, threads);
}

#define CPUROOF_INSTANTIATE_BLAS1(T)                                                      \
  template Blas1Fns<T> blas1_fns<T>(Isa);                                                 \
  template void vec_add<T>(Isa, const T*, const T*, T*, std::size_t, int);                \
  template void axpy<T>(Isa, T, const T*, T*, std::size_t, int);                          \
  template T dot<T>(Isa, const T*, const T*, std::size_t, int);                           \
  template T dot_1acc<T>(Isa, const T*, const T*, std::size_t, int);
CPUROOF_INSTANTIATE_BLAS1(float)
CPUROOF_INSTANTIATE_BLAS1(double)
#undef CPUROOF_INSTANTIATE_BLAS1

}  // namespace cpuroof
