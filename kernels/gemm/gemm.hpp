#pragma once
// Hand-written GEMM variants, C = A * B with A (m x k), B (k x n), C (m x n), all row-major and
// contiguous (leading dimensions k, n, n). C is overwritten, never read: k = 0 gives C = 0.
// Every variant runs on `threads` OpenMP threads and splits the rows (or, for the packed variant,
// rows and columns) of C among them (parallel.hpp), so its result does not depend on the count.
//
//   naive      i-j-k triple loop, a dot product per element: the reference and the floor
//   reordered  i-k-j: the inner loop is a contiguous axpy over a row of C (vectorisable)
//   blocked    i-k-j over cache tiles of B and C (LoopBlocking, blocking.hpp)
//   packed     BLIS: packed panels, macro-kernel and an MR x NR SIMD micro-kernel per ISA
//              (microkernel.hpp), block sizes from the caches (GemmBlocking, blocking.hpp)
#include <cstddef>

#include "cost.hpp"
#include "gemm/blocking.hpp"
#include "isa.hpp"

namespace cpuroof {

// 2mnk flops. Compulsory traffic: A and B read once, C written once; C is not read (overwritten).
Cost gemm_cost(std::size_t m, std::size_t n, std::size_t k, std::size_t elem_bytes);

template <class T>
void gemm_naive(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_reordered(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_blocked(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b,
                  T* c, int threads);

// Throws std::invalid_argument if this CPU cannot run `isa`.
template <class T>
void gemm_packed(Isa isa, const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const T* a,
                 const T* b, T* c, int threads);

// The packed variant on strided operands (row strides lda >= k, ldb >= n, ldc >= n), and with
// `accumulate` C += A B instead of C = A B: the rank-k updates of outer.hpp at larger k.
template <class T>
void gemm_packed_strided(Isa isa, const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const T* a,
                         std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc, bool accumulate,
                         int threads);

// The block sizes gemm_packed uses for `isa` and these caches.
template <class T>
GemmBlocking gemm_packed_blocking(Isa isa, const CacheSizes& caches);

}  // namespace cpuroof
