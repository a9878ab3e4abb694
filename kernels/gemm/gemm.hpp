#pragma once
// Hand-written GEMM variants, C = A * B with A (m x k), B (k x n), C (m x n), all row-major and
// contiguous (leading dimensions k, n, n). C is overwritten, never read: k = 0 gives C = 0.
// Every variant runs on `threads` OpenMP threads and splits the rows (or, for the packed variant,
// rows and columns) of C among them (parallel.hpp), so its result does not depend on the count.
// One row of kGemmKernels per kernel of the benchmark names (the variants below and the libraries'
// GEMM); the bench, the tests and the run's kernel catalogue derive from the rows.
//
//   naive      i-j-k triple loop, a dot product per element: the reference and the floor
//   reordered  i-k-j: the inner loop is a contiguous axpy over a row of C (vectorisable)
//   blocked    i-k-j over cache tiles of B and C (LoopBlocking, blocking.hpp)
//   packed     BLIS: packed panels, macro-kernel and an MR x NR SIMD micro-kernel per ISA
//              (microkernel.hpp), block sizes from the caches (GemmBlocking, blocking.hpp)
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "gemm/blocking.hpp"
#include "gemm/microkernel.hpp"

namespace cpuroof {

enum class GemmVariant { naive, reordered, blocked, packed, library };

struct GemmKernel {
  GemmVariant variant;
  std::string_view name;  // the kernel in benchmark names
  std::string_view description;
  std::string_view cost;      // gemm_cost, in words (every row: the same product)
  bool hand;                  // written here (impl "hand")
  std::string_view naive;     // the plain loop (impl "naive"), "" for none
  std::string_view openblas;  // the OpenBLAS routine, "" for none
  std::string_view eigen;     // the Eigen expression, "" for none
  // Register-tiled code (packed, the libraries): measured up to the largest shapes. The loop
  // variants take minutes there, and run at small shapes only.
  bool tiled;
};

inline constexpr std::string_view kGemmCostText = "2mnk flop; (mk + kn) elements read, mn written (C is not read)";
inline constexpr GemmKernel kGemmKernels[] = {
    {GemmVariant::naive, "naive", "C = A B as written first: i-j-k, a dot product per element down a column of B",
     kGemmCostText, false, "gemm_naive", "", "", false},
    {GemmVariant::reordered, "reordered",
     "i-k-j: the inner loop is a contiguous axpy over a row of C, vectorised by the compiler", kGemmCostText, true, "",
     "", "", false},
    {GemmVariant::blocked, "blocked", "i-k-j over cache tiles of B and C, sized from the caches (loop_blocking)",
     kGemmCostText, true, "", "", "", false},
    {GemmVariant::packed, "packed",
     "BLIS-style: packed panels, a macro-kernel and the level's MR x NR micro-kernel, blocks sized from the caches "
     "(gemm_blocking)",
     kGemmCostText, true, "", "", "", true},
    {GemmVariant::library, "gemm", "the libraries' GEMM", kGemmCostText, false, "", "cblas_?gemm",
     "C.noalias() = A * B", true},
};

constexpr const GemmKernel& gemm_kernel(GemmVariant v) { return kGemmKernels[static_cast<std::size_t>(v)]; }

// 2mnk flops. Compulsory traffic: A and B read once, C written once; C is not read (overwritten).
Cost gemm_cost(std::size_t m, std::size_t n, std::size_t k, std::size_t elem_bytes);

template <class T>
void gemm_naive(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_reordered(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_blocked(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c,
                  int threads);

// With the micro-kernel chosen for a level (gemm_microkernel, microkernel.hpp).
template <class T>
void gemm_packed(const MicroKernel<T>& uk, const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k,
                 const T* a, const T* b, T* c, int threads);

// The packed variant on strided operands (row strides lda >= k, ldb >= n, ldc >= n), and with
// `accumulate` C += A B instead of C = A B: the rank-k updates of outer.hpp at larger k.
template <class T>
void gemm_packed_strided(const MicroKernel<T>& uk, const CacheSizes& caches, std::size_t m, std::size_t n,
                         std::size_t k, const T* a, std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc,
                         bool accumulate, int threads);

// The block sizes gemm_packed uses with this micro-kernel and these caches.
template <class T>
GemmBlocking gemm_packed_blocking(const MicroKernel<T>& uk, const CacheSizes& caches);

}  // namespace cpuroof
