#pragma once
// BLAS level 1 over contiguous vectors, OpenMP over the shared partition (parallel.hpp). One row of
// kBlas1Kernels per kernel (its facts), its loop in blas1_impl.hpp.
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

enum class Blas1Op { add, axpy, dot, dot_1acc };

struct Blas1Kernel {
  Blas1Op op;
  std::string_view name;
  std::string_view access;  // the bandwidth roof kind it is judged against
  std::string_view description;
  int arrays_read;  // per element, one element of each
  int arrays_written;
  int arrays;                 // distinct arrays: the working set is this many times n elements
  int flops;                  // per element
  std::string_view cost;      // blas1_cost, in words
  std::string_view openblas;  // the OpenBLAS baseline (reference_blas.hpp), empty: none
  std::string_view eigen;     // the Eigen baseline, empty: none
};

inline constexpr Blas1Kernel kBlas1Kernels[] = {
    // z is a third array: judged against the add roof (2 reads, 1 write elsewhere).
    // OpenBLAS has no z = x + y.
    {Blas1Op::add, "add", "add", "z = x + y", 2, 1, 3, 1, "n flop; 2n elements read, n written", "", "z = x + y"},
    // y in place, no write-allocate: the axpy roof (the triad roof would charge a third array).
    {Blas1Op::axpy, "axpy", "axpy", "y = a*x + y", 2, 1, 2, 2, "2n flop; 2n elements read, n written", "cblas_?axpy",
     "y += a * x"},
    // Two arrays read: the dot roof (two streams may draw more from DRAM than the one of read).
    {Blas1Op::dot, "dot", "dot", "sum x[i]*y[i], many accumulators: throughput-bound", 2, 0, 2, 2,
     "2n flop; 2n elements read", "cblas_?dot", "x.dot(y)"},
    {Blas1Op::dot_1acc, "dot_1acc", "dot",
     "sum x[i]*y[i] with one accumulator register: one vector per FMA latency (latency-bound)", 2, 0, 2, 2,
     "2n flop; 2n elements read", "", ""},
};

constexpr const Blas1Kernel& blas1_kernel(Blas1Op op) { return kBlas1Kernels[static_cast<std::size_t>(op)]; }
Cost blas1_cost(Blas1Op op, std::size_t n, std::size_t elem_bytes);

// One thread's loops over [0, n) at one level (blas1_impl.hpp).
template <class T>
struct Blas1Kernels {
  void (*add)(const T* x, const T* y, T* z, std::size_t n);
  void (*axpy)(T a, const T* x, T* y, std::size_t n);
  T (*dot)(const T* x, const T* y, std::size_t n);
  T (*dot_1acc)(const T* x, const T* y, std::size_t n);
};
struct Blas1Family {
  template <class T>
  using Kernels = Blas1Kernels<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};
// The loops for a level, chosen once; throws std::invalid_argument when the CPU lacks the level.
template <class T>
Chosen<Blas1Kernels<T>> blas1_kernels(Isa isa);

// The kernels on `threads` OpenMP threads (one thread: no parallel region at all, so cache-sized
// calls pay no fork/join).
template <class T>
void vec_add(const Blas1Kernels<T>& k, const T* x, const T* y, T* z, std::size_t n, int threads);
template <class T>
void axpy(const Blas1Kernels<T>& k, T a, const T* x, T* y, std::size_t n, int threads);
template <class T>
T dot(const Blas1Kernels<T>& k, const T* x, const T* y, std::size_t n, int threads);
template <class T>
T dot_1acc(const Blas1Kernels<T>& k, const T* x, const T* y, std::size_t n, int threads);

}  // namespace cpuroof
