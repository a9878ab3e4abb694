// Tiny fixed-size kernels (kernels/tiny.hpp) and their Eigen and OpenBLAS baselines and the plain
// loop (kernels/reference_tiny.hpp) against plain double loops: every row of kTinyKernels at every
// size its row gives the bench, and awkward sizes besides, f64 and f32; costs against hand counts.
#include <gtest/gtest.h>

#include <cmath>
#include <utility>
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
  for (int i = 0; i < N * N; ++i) {
    a[i] = in_x<T>(i);
    b[i] = in_y<T>(i * 7);
  }
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
void check_dot() {
  std::vector<T> x(N), y(N);
  for (int i = 0; i < N; ++i) {
    x[i] = in_x<T>(i);
    y[i] = in_y<T>(i);
  }
  double want = 0;
  for (int i = 0; i < N; ++i) want += double(x[i]) * y[i];
  const double tol = sum_rtol<T>(N) * want;
  EXPECT_NEAR(tiny_dot<N>(x.data(), y.data()), want, tol) << N;
  EXPECT_NEAR(tiny_dot_eigen<N>(x.data(), y.data()), want, tol) << N;
  EXPECT_NEAR(tiny_dot_openblas<N>(x.data(), y.data()), want, tol) << N;
}

template <int N, class T>
void check_axpy() {
  std::vector<T> x(N), y(N);
  for (int i = 0; i < N; ++i) {
    x[i] = in_x<T>(i);
    y[i] = in_y<T>(i);
  }
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

template <TinyOp Op, int N, class T>
void check_op() {
  if constexpr (Op == TinyOp::matmul)
    check_matmul<N, T>();
  else if constexpr (Op == TinyOp::dot)
    check_dot<N, T>();
  else
    check_axpy<N, T>();
}

// Row K of kTinyKernels at every size of its row, then at awkward sizes: 1, 7 (no vector fits a
// row), 2 (f64: two rows per AVX2 register) for matmul; 1, 7, 63 for the vector ops.
template <class T, std::size_t K, std::size_t... I>
void check_row(std::index_sequence<I...>) {
  constexpr TinyOp op = kTinyKernels[K].op;
  (check_op<op, kTinyKernels[K].sizes[I], T>(), ...);
  check_op<op, 1, T>();
  check_op<op, 7, T>();
  if constexpr (op == TinyOp::matmul)
    check_op<op, 2, T>();
  else
    check_op<op, 63, T>();
}

template <class T, std::size_t... K>
void check_rows(std::index_sequence<K...>) {
  (check_row<T, K>(std::make_index_sequence<kTinyKernels[K].sizes.size()>{}), ...);
}

template <class T>
void check_all_tiny() {
  check_rows<T>(std::make_index_sequence<std::size(kTinyKernels)>{});
}

}  // namespace

TEST(Tiny, KernelsAndBaselinesF64) { check_all_tiny<double>(); }
TEST(Tiny, KernelsAndBaselinesF32) { check_all_tiny<float>(); }

TEST(Tiny, CostHandCounts) {
  // 4x4x4 f64: 64 FMAs = 128 flop; reads A and B (32 doubles), writes C (16).
  EXPECT_EQ(tiny_matmul_cost(4, 8), (Cost{128, 256, 128}));
  EXPECT_EQ(tiny_cost(TinyOp::matmul, 4, 8), tiny_matmul_cost(4, 8));
  // dot over 16 f32: 16 FMAs = 32 flop; reads x and y (32 floats), writes nothing.
  EXPECT_EQ(tiny_cost(TinyOp::dot, 16, 4), (Cost{32, 128, 0}));
  // axpy over 16 f32: 32 flop; reads x and y, writes y (16 floats).
  EXPECT_EQ(tiny_cost(TinyOp::axpy, 16, 4), (Cost{32, 128, 64}));
}

TEST(Tiny, TableRowsMatchTheirOps) {
  for (const TinyKernel& k : kTinyKernels) {
    EXPECT_EQ(&tiny_kernel(k.op), &k) << k.name;
    EXPECT_EQ(k.naive.empty(), k.op != TinyOp::matmul) << k.name << ": only matmul has a separate plain loop";
  }
}
