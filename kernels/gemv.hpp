#pragma once
// Matrix-vector products with a row-major m x n matrix A (row stride lda >= n), y overwritten:
//   gemv_n   y = A * x     (x: n, y: m)   every row is a dot product with x
//   gemv_t   y = A^T * x   (x: m, y: n)   y accumulates x[i] * row i, a column block of y at a time
// Both: 2mn flop; A read once, x read once, y written once. A dominates the traffic, so both are
// bound by the read roof. Threads split the rows (gemv_n) or the columns (gemv_t) with
// gemv_partition, which the bench's first touch uses too.
#include <cstddef>

#include "cost.hpp"
#include "level_dispatch.hpp"
#include "parallel.hpp"

namespace cpuroof {

enum class GemvOp { n, t };

Cost gemv_cost(GemvOp op, std::size_t m, std::size_t n, std::size_t elem_bytes);

// The rows (GemvOp::n, over m) or columns (GemvOp::t, over n) thread `tid` of `threads` owns.
template <class T>
Range gemv_partition(GemvOp op, std::size_t m, std::size_t n, int tid, int threads) {
  return op == GemvOp::n ? chunk_range(m, tid, threads, 1) : chunk_range(n, tid, threads, line_grain<T>());
}

// One thread's part, per ISA level (gemv_impl.hpp):
//   rows_n: y[i] = A[i,:] . x for the `rows` rows starting at a (y points at the first of them)
//   cols_t: y[j] = sum_i x[i] * A[i,j] for the `cols` columns starting at a (y likewise)
template <class T>
struct GemvFns {
  void (*rows_n)(const T* a, std::size_t lda, const T* x, T* y, std::size_t rows, std::size_t n);
  void (*cols_t)(const T* a, std::size_t lda, const T* x, T* y, std::size_t m, std::size_t cols);
};
// Throws std::invalid_argument when the CPU lacks the level.
struct GemvFamily {
  template <class T> using Kernels = GemvFns<T>;
  template <Isa L, class T> static Kernels<T> at();
};
template <class T> Chosen<GemvFns<T>> gemv_kernels(Isa isa);

template <class T>
void gemv(Isa isa, GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y,
          int threads);

}  // namespace cpuroof
