#include "reference_blas.hpp"

#include "blas.hpp"
#include "eigen.hpp"
#include <type_traits>

namespace cpuroof {
namespace {

template <class T>
using Vec = Eigen::Map<Eigen::Matrix<T, Eigen::Dynamic, 1>>;
template <class T>
using CVec = Eigen::Map<const Eigen::Matrix<T, Eigen::Dynamic, 1>>;
template <class T>
using RowMajor = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <class T>
using Mat = Eigen::Map<RowMajor<T>, Eigen::Unaligned, Eigen::OuterStride<>>;
template <class T>
using CMat = Eigen::Map<const RowMajor<T>, Eigen::Unaligned, Eigen::OuterStride<>>;

template <class T>
constexpr bool is_f64 = std::is_same_v<T, double>;

int as_int(std::size_t v) { return static_cast<int>(v); }

}  // namespace

void set_library_threads(int threads) {
  // Asked each time, not cached: other code may have changed them since.
  if (blas_threads() != threads) blas_set_threads(threads);
  if (Eigen::nbThreads() != threads) Eigen::setNbThreads(threads);
}

template <class T>
void vec_add_eigen(const T* x, const T* y, T* z, std::size_t n, int threads) {
  set_library_threads(threads);
  Vec<T>(z, as_int(n)) = CVec<T>(x, as_int(n)) + CVec<T>(y, as_int(n));
}

template <class T>
void axpy_openblas(T a, const T* x, T* y, std::size_t n, int threads) {
  set_library_threads(threads);
  if constexpr (is_f64<T>)
    cblas_daxpy(as_int(n), a, x, 1, y, 1);
  else
    cblas_saxpy(as_int(n), a, x, 1, y, 1);
}

template <class T>
void axpy_eigen(T a, const T* x, T* y, std::size_t n, int threads) {
  set_library_threads(threads);
  Vec<T>(y, as_int(n)) += a * CVec<T>(x, as_int(n));
}

template <class T>
T dot_openblas(const T* x, const T* y, std::size_t n, int threads) {
  set_library_threads(threads);
  if constexpr (is_f64<T>)
    return cblas_ddot(as_int(n), x, 1, y, 1);
  else
    return cblas_sdot(as_int(n), x, 1, y, 1);
}

template <class T>
T dot_eigen(const T* x, const T* y, std::size_t n, int threads) {
  set_library_threads(threads);
  return CVec<T>(x, as_int(n)).dot(CVec<T>(y, as_int(n)));
}

template <class T>
void gemv_openblas(GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y,
                   int threads) {
  set_library_threads(threads);
  const auto trans = op == GemvOp::n ? CblasNoTrans : CblasTrans;
  if constexpr (is_f64<T>)
    cblas_dgemv(CblasRowMajor, trans, as_int(m), as_int(n), 1.0, a, as_int(lda), x, 1, 0.0, y, 1);
  else
    cblas_sgemv(CblasRowMajor, trans, as_int(m), as_int(n), 1.0f, a, as_int(lda), x, 1, 0.0f, y, 1);
}

template <class T>
void gemv_eigen(GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x, T* y, int threads) {
  set_library_threads(threads);
  const CMat<T> A(a, as_int(m), as_int(n), Eigen::OuterStride<>(as_int(lda)));
  if (op == GemvOp::n)
    Vec<T>(y, as_int(m)).noalias() = A * CVec<T>(x, as_int(n));
  else
    Vec<T>(y, as_int(n)).noalias() = A.transpose() * CVec<T>(x, as_int(m));
}

template <class T>
void rank1_openblas(bool set, std::size_t m, std::size_t n, const T* x, const T* y, T* c, std::size_t ldc,
                    int threads) {
  if (set) {
    rankk_openblas<T>(true, m, n, 1, x, 1, y, n, c, ldc, threads);
    return;
  }
  set_library_threads(threads);
  if constexpr (is_f64<T>)
    cblas_dger(CblasRowMajor, as_int(m), as_int(n), 1.0, x, 1, y, 1, c, as_int(ldc));
  else
    cblas_sger(CblasRowMajor, as_int(m), as_int(n), 1.0f, x, 1, y, 1, c, as_int(ldc));
}

template <class T>
void rank1_eigen(bool set, std::size_t m, std::size_t n, const T* x, const T* y, T* c, std::size_t ldc, int threads) {
  set_library_threads(threads);
  Mat<T> C(c, as_int(m), as_int(n), Eigen::OuterStride<>(as_int(ldc)));
  const CVec<T> X(x, as_int(m)), Y(y, as_int(n));
  if (set)
    C.noalias() = X * Y.transpose();
  else
    C.noalias() += X * Y.transpose();
}

template <class T>
void rankk_openblas(bool set, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b,
                    std::size_t ldb, T* c, std::size_t ldc, int threads) {
  set_library_threads(threads);
  const T beta = set ? T(0) : T(1);
  if constexpr (is_f64<T>)
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, as_int(m), as_int(n), as_int(k), 1.0, a, as_int(lda), b,
                as_int(ldb), beta, c, as_int(ldc));
  else
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, as_int(m), as_int(n), as_int(k), 1.0f, a, as_int(lda), b,
                as_int(ldb), beta, c, as_int(ldc));
}

template <class T>
void rankk_eigen(bool set, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda, const T* b,
                 std::size_t ldb, T* c, std::size_t ldc, int threads) {
  set_library_threads(threads);
  Mat<T> C(c, as_int(m), as_int(n), Eigen::OuterStride<>(as_int(ldc)));
  const CMat<T> A(a, as_int(m), as_int(k), Eigen::OuterStride<>(as_int(lda)));
  const CMat<T> B(b, as_int(k), as_int(n), Eigen::OuterStride<>(as_int(ldb)));
  if (set)
    C.noalias() = A * B;
  else
    C.noalias() += A * B;
}

#define CPUROOF_INSTANTIATE_REFERENCE_BLAS(T)                                                                   \
  template void vec_add_eigen<T>(const T*, const T*, T*, std::size_t, int);                                     \
  template void axpy_openblas<T>(T, const T*, T*, std::size_t, int);                                            \
  template void axpy_eigen<T>(T, const T*, T*, std::size_t, int);                                               \
  template T dot_openblas<T>(const T*, const T*, std::size_t, int);                                             \
  template T dot_eigen<T>(const T*, const T*, std::size_t, int);                                                \
  template void gemv_openblas<T>(GemvOp, std::size_t, std::size_t, const T*, std::size_t, const T*, T*, int);   \
  template void gemv_eigen<T>(GemvOp, std::size_t, std::size_t, const T*, std::size_t, const T*, T*, int);      \
  template void rank1_openblas<T>(bool, std::size_t, std::size_t, const T*, const T*, T*, std::size_t, int);    \
  template void rank1_eigen<T>(bool, std::size_t, std::size_t, const T*, const T*, T*, std::size_t, int);       \
  template void rankk_openblas<T>(bool, std::size_t, std::size_t, std::size_t, const T*, std::size_t, const T*, \
                                  std::size_t, T*, std::size_t, int);                                           \
  template void rankk_eigen<T>(bool, std::size_t, std::size_t, std::size_t, const T*, std::size_t, const T*,    \
                               std::size_t, T*, std::size_t, int);
CPUROOF_INSTANTIATE_REFERENCE_BLAS(float)
CPUROOF_INSTANTIATE_REFERENCE_BLAS(double)
#undef CPUROOF_INSTANTIATE_REFERENCE_BLAS

}  // namespace cpuroof
