#pragma once
// The GEMM of gemm/gemm.hpp through OpenBLAS (cblas_?gemm) and Eigen, with the same signature:
// C = A * B, row-major and contiguous, on `threads` threads of the library's own threading.
#include <cstddef>
#include <string>

namespace cpuroof {

template <class T>
void gemm_openblas(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_eigen(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

// The core type whose kernels OpenBLAS picked on this CPU (e.g. "Haswell", "Zen", "SkylakeX").
std::string openblas_core_name();

}  // namespace cpuroof
