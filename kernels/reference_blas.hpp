#pragma once
// The BLAS-1, GEMV and outer-product kernels through OpenBLAS and Eigen, with the hand kernels'
// signatures less the chosen kernels. `threads` sets OpenBLAS's thread count (openblas_set_num_threads)
// and Eigen's (Eigen::setNbThreads); Eigen threads only matrix-matrix products (rankk), so its
// BLAS-1, GEMV and rank-1 run on one thread whatever `threads` says.
// OpenBLAS has no z = x + y: add has an Eigen baseline only. C = x y^T through OpenBLAS is a
// cblas_?gemm with K = 1 and beta = 0 (there is no BLAS routine for it).
#include <cstddef>

#include "gemv.hpp"

namespace cpuroof {

template <class T>
void vec_add_eigen(const T* x, const T* y, T* z, std::size_t n, int threads);
template <class T>
void axpy_openblas(T a, const T* x, T* y, std::size_t n, int threads);
template <class T>
void axpy_eigen(T a, const T* x, T* y, std::size_t n, int threads);
template <class T>
T dot_openblas(const T* x, const T* y, std::size_t n, int threads);
template <class T>
T dot_eigen(const T* x, const T* y, std::size_t n, int threads);

template <class T>
void gemv_openblas(GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y, int threads);
template <class T>
void gemv_eigen(GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y, int threads);

// C (+)= x y^T: OpenBLAS ?ger for accumulate, ?gemm with K = 1 and beta = 0 for set.
template <class T>
void rank1_openblas(bool set, std::size_t m, std::size_t n, const T* x, const T* y, T* c, std::size_t ldc, int threads);
template <class T>
void rank1_eigen(bool set, std::size_t m, std::size_t n, const T* x, const T* y, T* c, std::size_t ldc, int threads);
// C (+)= A B: ?gemm with beta = 1 (accumulate) or beta = 0 (set).
template <class T>
void rankk_openblas(bool set, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b,
                    std::size_t ldb, T* c, std::size_t ldc, int threads);
template <class T>
void rankk_eigen(bool set, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b,
                 std::size_t ldb, T* c, std::size_t ldc, int threads);

// Sets OpenBLAS's and Eigen's thread counts (only when they differ: setting them is not free).
void set_library_threads(int threads);

}  // namespace cpuroof
