#include "reference_gemm.hpp"

#include "blas.hpp"
#include "eigen.hpp"
#include <algorithm>
#include <stdexcept>

namespace cpuroof {

template <class T>
void gemm_openblas(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads) {
  blas_set_threads(threads);
  const auto M = static_cast<blasint>(m), N = static_cast<blasint>(n), K = static_cast<blasint>(k);
  // BLAS rejects leading dimensions below 1, even for empty matrices.
  const blasint lda = std::max<blasint>(1, K), ldb = std::max<blasint>(1, N);
  if constexpr (sizeof(T) == 8)
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0, a, lda, b, ldb, 0.0, c, ldb);
  else
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, a, lda, b, ldb, 0.0f, c, ldb);
}

template <class T>
void gemm_eigen(std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int threads) {
  using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const auto M = static_cast<Eigen::Index>(m), N = static_cast<Eigen::Index>(n), K = static_cast<Eigen::Index>(k);
  Eigen::setNbThreads(threads);
  Eigen::Map<Mat> C(c, M, N);
  C.noalias() = Eigen::Map<const Mat>(a, M, K) * Eigen::Map<const Mat>(b, K, N);
}

#ifdef CPUROOF_OPENBLAS_HAS_SBGEMM
bool gemm_bf16_openblas_available() { return true; }
void gemm_bf16_openblas(std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a, const std::uint16_t* b,
                        float* c, int threads) {
  blas_set_threads(threads);
  const auto M = static_cast<blasint>(m), N = static_cast<blasint>(n), K = static_cast<blasint>(k);
  const blasint lda = std::max<blasint>(1, K), ldb = std::max<blasint>(1, N);
  cblas_sbgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, M, N, K, 1.0f, reinterpret_cast<const bfloat16*>(a), lda,
               reinterpret_cast<const bfloat16*>(b), ldb, 0.0f, c, ldb);
}
#else
bool gemm_bf16_openblas_available() { return false; }
void gemm_bf16_openblas(std::size_t, std::size_t, std::size_t, const std::uint16_t*, const std::uint16_t*, float*,
                        int) {
  throw std::logic_error("the OpenBLAS found at configure time exports no cblas_sbgemm");
}
#endif

std::string openblas_core_name() { return blas_core_name(); }

template void gemm_openblas<float>(std::size_t, std::size_t, std::size_t, const float*, const float*, float*, int);
template void gemm_openblas<double>(std::size_t, std::size_t, std::size_t, const double*, const double*, double*, int);
template void gemm_eigen<float>(std::size_t, std::size_t, std::size_t, const float*, const float*, float*, int);
template void gemm_eigen<double>(std::size_t, std::size_t, std::size_t, const double*, const double*, double*, int);

}  // namespace cpuroof
