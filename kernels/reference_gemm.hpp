#pragma once
// The GEMM of gemm/gemm.hpp through OpenBLAS (cblas_?gemm) and Eigen, with the same signature:
// C = A * B, row-major and contiguous, on `threads` threads of the library's own threading.
#include <cstddef>
#include <cstdint>
#include <string>

namespace cpuroof {

template <class T>
void gemm_openblas(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

template <class T>
void gemm_eigen(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads);

// C (f32) = A B with bf16 A and B (the upper halves of f32, std::uint16_t) through OpenBLAS's
// cblas_sbgemm, where the OpenBLAS found at configure time exports it (Debian's 0.3.21 does not);
// elsewhere it throws std::logic_error.
bool gemm_bf16_openblas_available();
void gemm_bf16_openblas(std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a, const std::uint16_t* b,
                        float* c, int threads);

// The core type whose kernels OpenBLAS picked on this CPU (e.g. "Haswell", "Zen", "SkylakeX").
std::string openblas_core_name();

}  // namespace cpuroof
