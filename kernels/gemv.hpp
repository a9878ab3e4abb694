#pragma once
// Matrix-vector products with a row-major m x n matrix A (row stride lda >= n), y overwritten. One
// row of kGemvKernels per kernel (its facts: access kind, cost, baselines), its loops in gemv_impl.hpp;
// the bench, the tests and the run's kernel catalogue derive from the rows.
// Threads split the rows (gemv_n) or the columns (gemv_t) with gemv_partition, which the bench's
// first touch uses too.
#include <cstddef>
#include <string_view>
#include <vector>

#include "cost.hpp"
#include "level_dispatch.hpp"
#include "parallel.hpp"

namespace cpuroof {

enum class GemvOp { n, t };

struct GemvKernel {
  GemvOp op;
  std::string_view name;  // the kernel in benchmark names
  std::string_view description;
  std::string_view access;    // the bandwidth roof kind it is judged against
  std::string_view cost;      // gemv_cost, in words
  std::string_view openblas;  // the OpenBLAS baseline (reference_blas.hpp)
  std::string_view eigen;     // the Eigen baseline
};

// A dominates the traffic (mn elements against m + n for the vectors), and it is only read: both
// are judged against the read roof.
inline constexpr GemvKernel kGemvKernels[] = {
    {GemvOp::n, "gemv_n", "y = A x (x: n, y: m): every row of A is a dot product with x, four rows per load of x",
     "read", "2mn flop; (mn + n) elements read, m written", "cblas_?gemv NoTrans", "y.noalias() = A * x"},
    {GemvOp::t, "gemv_t", "y = A^T x (x: m, y: n): y accumulates x[i] * row i, one column block of y (in L2) at a time",
     "read", "2mn flop; (mn + m) elements read, n written", "cblas_?gemv Trans", "y.noalias() = A.transpose() * x"},
};

constexpr const GemvKernel& gemv_kernel(GemvOp op) { return kGemvKernels[static_cast<std::size_t>(op)]; }

// 2mn flop (one FMA per element of A); A and the input vector read once, the output vector written once.
Cost gemv_cost(GemvOp op, std::size_t m, std::size_t n, std::size_t elem_bytes);

// The rows (GemvOp::n, over m) or columns (GemvOp::t, over n) thread `tid` of `threads` owns.
template <class T>
Range gemv_partition(GemvOp op, std::size_t m, std::size_t n, int tid, int threads) {
  return op == GemvOp::n ? chunk_range(m, tid, threads, 1) : chunk_range(n, tid, threads, line_grain<T>());
}

// The reference: y as a plain loop in double (m outputs for gemv_n, n for gemv_t).
template <class T>
std::vector<double> gemv_reference(GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x) {
  std::vector<double> want(op == GemvOp::n ? m : n, 0.0);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j)
      want[op == GemvOp::n ? i : j] +=
          static_cast<double>(a[i * lda + j]) * static_cast<double>(x[op == GemvOp::n ? j : i]);
  return want;
}

// One thread's part, per ISA level (gemv_impl.hpp):
//   rows_n: y[i] = A[i,:] . x for the `rows` rows starting at a (y points at the first of them)
//   cols_t: y[j] = sum_i x[i] * A[i,j] for the `cols` columns starting at a (y likewise)
template <class T>
struct GemvFns {
  void (*rows_n)(const T* a, std::size_t lda, const T* x, T* y, std::size_t rows, std::size_t n);
  void (*cols_t)(const T* a, std::size_t lda, const T* x, T* y, std::size_t m, std::size_t cols);
};
struct GemvFamily {
  template <class T>
  using Kernels = GemvFns<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};
// The loops for a level, chosen once; throws std::invalid_argument when the CPU lacks the level.
template <class T>
Chosen<GemvFns<T>> gemv_kernels(Isa isa);

// y = A x or A^T x with the chosen loops on `threads` OpenMP threads (one thread: no parallel region).
template <class T>
void gemv(const GemvFns<T>& k, GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y,
          int threads);

}  // namespace cpuroof
