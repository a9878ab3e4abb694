#pragma once
// BLAS level 1 over contiguous vectors, OpenMP over the shared partition (parallel.hpp):
//   add       z = x + y          n flop   2n reads  n writes
//   axpy      y = a*x + y        2n flop  2n reads  n writes (y in place: no write-allocate)
//   dot       sum x[i]*y[i]      2n flop  2n reads            many accumulators: throughput-bound
//   dot_1acc  the same sum with one accumulator register: every FMA waits for the one before it,
//             so it runs at one vector per FMA latency (the latency-bound reduction)
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "isa.hpp"

namespace cpuroof {

enum class Blas1Op { add, axpy, dot, dot_1acc };
inline constexpr Blas1Op kAllBlas1Ops[] = {Blas1Op::add, Blas1Op::axpy, Blas1Op::dot, Blas1Op::dot_1acc};

std::string_view blas1_op_name(Blas1Op op);
// Distinct arrays of n elements the op touches (its working set is this many times n elements).
int blas1_arrays(Blas1Op op);
Cost blas1_cost(Blas1Op op, std::size_t n, std::size_t elem_bytes);

// One thread's loops over [0, n), per ISA level (blas1_impl.hpp).
template <class T>
struct Blas1Fns {
  void (*add)(const T* x, const T* y, T* z, std::size_t n);
  void (*axpy)(T a, const T* x, T* y, std::size_t n);
  T (*dot)(const T* x, const T* y, std::size_t n);
  T (*dot_1acc)(const T* x, const T* y, std::size_t n);
};
// Throws std::invalid_argument when the CPU lacks the level.
template <class T> Blas1Fns<T> blas1_fns(Isa isa);
template <class T> Blas1Fns<T> blas1_fns_scalar();
template <class T> Blas1Fns<T> blas1_fns_avx2();
template <class T> Blas1Fns<T> blas1_fns_avx512();

// The kernels on `threads` OpenMP threads (one thread: no parallel region at all, so cache-sized
// calls pay no fork/join).
template <class T> void vec_add(Isa isa, const T* x, const T* y, T* z, std::size_t n, int threads);
template <class T> void axpy(Isa isa, T a, const T* x, T* y, std::size_t n, int threads);
template <class T> T dot(Isa isa, const T* x, const T* y, std::size_t n, int threads);
template <class T> T dot_1acc(Isa isa, const T* x, const T* y, std::size_t n, int threads);

}  // namespace cpuroof
