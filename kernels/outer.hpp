#pragma once
// Outer products and rank-k updates of a row-major m x n matrix C (row stride ldc >= n):
//   rank1       C += x y^T         2mn flop  reads C, x, y   writes C in place  (the update roof)
//   rank1_set   C  = x y^T          mn flop  reads x, y      writes C           (the write roof;
//                                            rank1_set_nt with non-temporal stores: write_nt)
//   rankk       C += A B, A m x k, B k x n (row-major)   2mnk flop  reads C, A, B  writes C
//   rankk_set   C  = A B                                  2mnk flop  reads A, B     writes C
// The intensity grows with k (about k/8 flop per byte for f64 accumulate: 2k flop per 16 bytes of C): a sweep over k
// walks from the memory roof towards the compute roof by shape alone.
// Threads own blocks of rows of C (outer_partition), which the bench's first touch uses too.
#include <cstddef>

#include "cost.hpp"
#include "gemm/blocking.hpp"
#include "level_dispatch.hpp"
#include "parallel.hpp"

namespace cpuroof {

Cost rank1_cost(std::size_t m, std::size_t n, std::size_t elem_bytes);
Cost rank1_set_cost(std::size_t m, std::size_t n, std::size_t elem_bytes);
Cost rankk_cost(std::size_t m, std::size_t n, std::size_t k, bool accumulate, std::size_t elem_bytes);

// Rows of C per partition block: the register tile's height (outer_impl.hpp).
inline constexpr std::size_t kOuterRowGrain = 4;
inline Range outer_partition(std::size_t m, int tid, int threads) {
  return chunk_range(m, tid, threads, kOuterRowGrain);
}

// One thread's rows, per ISA level (outer_impl.hpp); pointers are at the first row of the block.
template <class T>
struct OuterFns {
  void (*rank1)(const T* x, const T* y, T* c, std::size_t ldc, std::size_t rows, std::size_t n);
  void (*rank1_set)(const T* x, const T* y, T* c, std::size_t ldc, std::size_t rows, std::size_t n);
  void (*rank1_set_nt)(const T* x, const T* y, T* c, std::size_t ldc, std::size_t rows, std::size_t n);
  void (*rankk)(const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc,
                std::size_t rows, std::size_t n, std::size_t k);
  void (*rankk_set)(const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc,
                    std::size_t rows, std::size_t n, std::size_t k);
};
// Throws std::invalid_argument when the CPU lacks the level.
struct OuterFamily {
  template <class T> using Kernels = OuterFns<T>;
  template <Isa L, class T> static Kernels<T> at();
};
template <class T> Chosen<OuterFns<T>> outer_kernels(Isa isa);

// C (+)= x y^T on `threads` threads; nt: non-temporal stores (set only).
template <class T>
void rank1(Isa isa, bool set, bool nt, std::size_t m, std::size_t n, const T* x, const T* y, T* c,
           std::size_t ldc, int threads);
// From this k on, rankk runs the packed GEMM (gemm/gemm.hpp), whose short-kc order streams C along
// row strips just like the register tiles here, with larger tiles on packed operands. Measured at
// m = n = 2048 f64, OpenBLAS time / hand time, two runs each: k = 16 packed 1.09-1.58, here 0.91-1.04;
// k = 8 packed 1.26-2.10, here 1.26-1.63; k = 4 alike (1.35-1.78).
inline constexpr std::size_t kRankKPacked = 8;

// C (+)= A B on `threads` threads (set: C = A B); `caches` size the packed GEMM's blocks.
template <class T>
void rankk(Isa isa, const CacheSizes& caches, bool set, std::size_t m, std::size_t n, std::size_t k, const T* a,
           std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc, int threads);

}  // namespace cpuroof
