// Tiny fixed-size kernels (kernels/tiny.hpp) and their Eigen and OpenBLAS baselines
// and the plain loop (kernels/reference_tiny.hpp) against plain double loops, every size the bench uses, f64 and f32;
// the matmul cost against a hand count.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "blas_test_util.hpp"
#include "reference_tiny.hpp"
#include "tiny.hpp"

using namespace cpuroof;
using namespace cpuroof::testing_util;

namespace {

template <int N, class T>
void check_matmul() {
  std::vector<T> a(N * N), b(N * N);
  for (int i = 0; i < N * N; ++i) { a[i] = in_x<T>(i); b[i] = in_y<T>(i * 7); }
  std::vector<double> want(N * N, 0.0);
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < N; ++k) want[i * N + j] += double(a[i * N + k]) * b[k * N + j];
  for (int via = 0; via < 4; ++via) {
    std::vector<T> c(N * N, T(-1));
    if (via == 0) tiny_matmul<N>(a.data(), b.data(), c.data());
    if (via == 1) tiny_matmul_eigen<N>(a.data(), b.data(), c.data());
    if (via == 2) tiny_matmul_openblas<N>(a.data(), b.data(), c.data());
    if (via == 3) tiny_matmul_loop<N>(a.data(), b.data(), c.data());
    for (int i = 0; i < N * N; ++i)
      ASSERT_NEAR(c[i], want[i], sum_rtol<T>(N) * want[i]) << "N=" << N << " via=" << via << " index " << i;
  }
}

template <int N, class T>
void check_vector_ops() {
  std::vector<T> x(N), y(N);
  for (int i = 0; i < N; ++i) { x[i] = in_x<T>(i); y[i] = in_y<T>(i); }
  double want = 0;
  for (int i = 0; i < N; ++i) want += double(x[i]) * y[i];
  const double tol = sum_rtol<T>(N) * want;
  EXPECT_NEAR(tiny_dot<N>(x.data(), y.data()), want, tol) << N;
  EXPECT_NEAR(tiny_dot_eigen<N>(x.data(), y.data()), want, tol) << N;
  EXPECT_NEAR(tiny_dot_openblas<N>(x.data(), y.data()), want, tol) << N;
  for (int via = 0; via < 3; ++via) {
    std::vector<T> z = y;
    if (via == 0) tiny_axpy<N>(T(0.75), x.data(), z.data());
    if (via == 1) tiny_axpy_eigen<N>(T(0.75), x.data(), z.data());
    if (via == 2) tiny_axpy_openblas<N>(T(0.75), x.data(), z.data());
    for (int i = 0; i < N; ++i) {
      const double w = 0.75 * x[i] + y[i];
      ASSERT_NEAR(z[i], w, sum_rtol<T>(1) * w) << "N=" << N << " via=" << via << " index " << i;
    }
  }
}

template <class T>
void check_all() {
  check_matmul<1, T>();
  check_matmul<2, T>();  // f64: two rows per AVX2 register
  check_matmul<4, T>();
  check_matmul<7, T>();
  check_matmul<8, T>();
  check_matmul<16, T>();
  check_vector_ops<1, T>();
  check_vector_ops<4, T>();
  check_vector_ops<7, T>();
  check_vector_ops<16, T>();
  check_vector_ops<63, T>();
  check_vector_ops<64, T>();
}

}  // namespace

TEST(Tiny, KernelsAndBaselinesF64) { check_all<double>(); }
TEST(Tiny, KernelsAndBaselinesF32) { check_all<float>(); }

TEST(Tiny, MatmulCostHandCount) {
  // 4x4x4 f64: 64 FMAs = 128 flop; reads A and B (32 doubles), writes C (16).
  EXPECT_EQ(tiny_matmul_cost(4, 8), (Cost{128, 256, 128}));
}
