#pragma once
// Outer products and rank-k updates of a row-major m x n matrix C (row stride ldc >= n). One row of
// kOuterKernels per kernel (its facts: access kind, cost, baselines), its loops in outer_impl.hpp;
// the bench, the tests and the run's kernel catalogue derive from the rows.
// The intensity of rankk grows with k (about k/8 flop per byte for f64 accumulate: 2k flop per 16
// bytes of C): a sweep over k walks from the memory roof towards the compute roof by shape alone.
// Threads own blocks of rows of C (outer_partition), which the bench's first touch uses too.
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "gemm/blocking.hpp"
#include "gemm/microkernel.hpp"
#include "level_dispatch.hpp"
#include "parallel.hpp"

namespace cpuroof {

enum class OuterOp { rank1, rank1_set, rank1_set_nt, rankk, rankk_set };

struct OuterKernel {
  OuterOp op;
  std::string_view name;  // the kernel in benchmark names
  std::string_view description;
  std::string_view access;    // the bandwidth roof kind it is judged against
  std::string_view cost;      // outer_cost, in words
  std::string_view openblas;  // the OpenBLAS baseline measured beside it ("" for none)
  std::string_view eigen;     // the Eigen baseline measured beside it ("" for none)
  bool set;                   // C = ... (C not read) instead of C += ...
  bool nt;                    // non-temporal stores
  bool rank_k;                // C (+)= A B with A m x k, B k x n; else C (+)= x y^T
};

inline constexpr OuterKernel kOuterKernels[] = {
    // C is read and written in place, no write-allocate: the update roof.
    {OuterOp::rank1, "rank1", "C += x y^T, four rows at a time: y stays in cache, each row of C streams through once",
     "update", "2mn flop; (mn + m + n) elements read, mn written", "cblas_?ger", "C.noalias() += x * y^T", false, false,
     false},
    // C only written: the write roof.
    {OuterOp::rank1_set, "rank1_set", "C = x y^T", "write", "mn flop; (m + n) elements read, mn written",
     "cblas_?gemm with K = 1, beta = 0 (BLAS has no C = x y^T)", "C.noalias() = x * y^T", true, false, false},
    {OuterOp::rank1_set_nt, "rank1_set_nt", "C = x y^T with non-temporal stores (no write-allocate read of C)",
     "write_nt", "mn flop; (m + n) elements read, mn written", "", "", true, true, false},
    {OuterOp::rankk, "rankk",
     "C += A B, A m x k, B k x n (row-major): register tiles of C below k = kRankKPacked, the packed GEMM from it",
     "update", "2mnk flop; (mk + kn + mn) elements read, mn written", "cblas_?gemm beta = 1", "C.noalias() += A * B",
     false, false, true},
    // Eigen's C = A B is measured by the gemm family (gemm/eigen).
    {OuterOp::rankk_set, "rankk_set", "C = A B, likewise", "write", "2mnk flop; (mk + kn) elements read, mn written",
     "cblas_?gemm beta = 0 (a scaling pass over C, then the product)", "", true, false, true},
};

constexpr const OuterKernel& outer_kernel(OuterOp op) { return kOuterKernels[static_cast<std::size_t>(op)]; }

Cost rank1_cost(std::size_t m, std::size_t n, std::size_t elem_bytes);
Cost rank1_set_cost(std::size_t m, std::size_t n, std::size_t elem_bytes);
Cost rankk_cost(std::size_t m, std::size_t n, std::size_t k, bool accumulate, std::size_t elem_bytes);
// The cost of one call of a row's kernel (k is ignored by the rank-1 kernels): one of the above.
Cost outer_cost(const OuterKernel& kernel, std::size_t m, std::size_t n, std::size_t k, std::size_t elem_bytes);

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
  void (*rankk)(const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc, std::size_t rows,
                std::size_t n, std::size_t k);
  void (*rankk_set)(const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc, std::size_t rows,
                    std::size_t n, std::size_t k);
};
struct OuterFamily {
  template <class T>
  using Kernels = OuterFns<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};
// The loops for a level, chosen once; throws std::invalid_argument when the CPU lacks the level.
template <class T>
Chosen<OuterFns<T>> outer_kernels(Isa isa);

// C (+)= x y^T with the chosen loops on `threads` threads; nt: non-temporal stores (set only, else
// std::invalid_argument).
template <class T>
void rank1(const OuterFns<T>& f, bool set, bool nt, std::size_t m, std::size_t n, const T* x, const T* y, T* c,
           std::size_t ldc, int threads);

// From this k on, rankk runs the packed GEMM (gemm/gemm.hpp), whose short-kc order streams C along
// row strips just like the register tiles here, with larger tiles on packed operands.
// What it depends on: the two paths' tiles (here a fixed 4 x 2-vector tile of C over a per-thread copy
// of a block of B; there the level's MR x NR micro-kernel, microkernel_impl.hpp, after packing
// A and B) and what packing costs against m and n; no cache size or register count gives the
// crossover, so it is measured. Measured on the reference machine (2-vCPU AMD EPYC Zen 3 VM, AVX2
// level: packed tile 4 x 12 f64) at m = n = 2048 f64, OpenBLAS time / hand time, two runs each:
// k = 16 packed 1.09-1.58, here 0.91-1.04; k = 8 packed 1.26-2.10, here 1.26-1.63; k = 4 alike
// (1.35-1.78). Not re-measured at AVX-512 (packed tile 6 x 32 f64); tests straddle the crossover.
inline constexpr std::size_t kRankKPacked = 8;

// C (+)= A B on `threads` threads (set: C = A B): the chosen register-tile loops below k =
// kRankKPacked, the packed GEMM with the chosen micro-kernel from it; `caches` size its blocks.
template <class T>
void rankk(const OuterFns<T>& f, const MicroKernel<T>& packed, const CacheSizes& caches, bool set, std::size_t m,
           std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c,
           std::size_t ldc, int threads);

}  // namespace cpuroof
