// BLAS-1 kernels (kernels/blas1.hpp) at every ISA level this CPU runs, and their OpenBLAS and Eigen
// baselines, f64 and f32, awkward sizes and offsets, several thread counts, against plain loops.
// Declared costs against hand counts.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas1.hpp"
#include "blas_test_util.hpp"
#include "reference_blas.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;
using namespace cpuroof::testing_util;

namespace {

template <class T>
struct Vectors {
  AlignedBuffer<T> xb, yb, zb;
  T *x, *y, *z;
  Vectors(std::size_t n, std::size_t offset) : xb(n + offset), yb(n + offset), zb(n + offset) {
    x = xb.data() + offset;
    y = yb.data() + offset;
    z = zb.data() + offset;
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = in_x<T>(i);
      y[i] = in_y<T>(i);
      z[i] = T(-1);
    }
  }
};

// add and axpy: one rounding (or one fused multiply-add) per element.
template <class T, class Add, class Axpy, class Dot>
void check(const char* what, Add add, Axpy axpy, Dot dot) {
  for (std::size_t n : kAwkwardSizes)
    for (std::size_t offset : {0ul, 1ul})
      for (int threads : kThreadCounts) {
        SCOPED_TRACE(testing::Message() << what << " n=" << n << " offset=" << offset << " threads=" << threads);
        Vectors<T> v(n, offset);
        add(v.x, v.y, v.z, n, threads);
        for (std::size_t i = 0; i < n; ++i)
          ASSERT_NEAR(v.z[i], double(v.x[i]) + v.y[i], sum_rtol<T>(1) * std::abs(double(v.x[i]) + v.y[i])) << i;
        double want_dot = 0;
        for (std::size_t i = 0; i < n; ++i) want_dot += double(v.x[i]) * v.y[i];
        EXPECT_NEAR(dot(v.x, v.y, n, threads), want_dot, sum_rtol<T>(double(n)) * want_dot);
        const std::vector<T> before(v.y, v.y + n);
        axpy(T(0.75), v.x, v.y, n, threads);
        for (std::size_t i = 0; i < n; ++i) {
          const double w = 0.75 * v.x[i] + before[i];
          ASSERT_NEAR(v.y[i], w, sum_rtol<T>(1) * std::abs(w)) << i;
        }
      }
}

template <class T>
void check_hand(Isa isa, bool one_accumulator) {
  const Blas1Kernels<T> k = blas1_kernels<T>(isa).fns;
  check<T>(
      isa_name(isa).data(), [&](const T* x, const T* y, T* z, std::size_t n, int t) { vec_add<T>(k, x, y, z, n, t); },
      [&](T a, const T* x, T* y, std::size_t n, int t) { axpy<T>(k, a, x, y, n, t); },
      [&](const T* x, const T* y, std::size_t n, int t) {
        return one_accumulator ? dot_1acc<T>(k, x, y, n, t) : dot<T>(k, x, y, n, t);
      });
}

template <class T>
void check_libraries() {
  // OpenBLAS has no z = x + y: Eigen's add stands in for both.
  check<T>("openblas", &vec_add_eigen<T>, &axpy_openblas<T>, &dot_openblas<T>);
  check<T>("eigen", &vec_add_eigen<T>, &axpy_eigen<T>, &dot_eigen<T>);
}

}  // namespace

TEST(Blas1, HandKernelsEveryIsa) {
  for (Isa isa : supported_isas())
    for (bool one_acc : {false, true}) {
      check_hand<double>(isa, one_acc);
      check_hand<float>(isa, one_acc);
    }
}

TEST(Blas1, LibraryBaselines) {
  check_libraries<double>();
  check_libraries<float>();
}

TEST(Blas1, RefusesMissingLevels) {
  expect_missing_levels_refused([](Isa isa) { blas1_kernels<double>(isa); });
}

TEST(Blas1, CostHandCounts) {
  // f64, n = 1000: add 1 flop, 16 B read, 8 B written per element; axpy 2 flop, same bytes
  // (y read and written in place); dot 2 flop, 16 B read, nothing written.
  EXPECT_EQ(blas1_cost(Blas1Op::add, 1000, 8), (Cost{1000, 16000, 8000}));
  EXPECT_EQ(blas1_cost(Blas1Op::axpy, 1000, 8), (Cost{2000, 16000, 8000}));
  EXPECT_EQ(blas1_cost(Blas1Op::dot, 1000, 8), (Cost{2000, 16000, 0}));
  EXPECT_EQ(blas1_cost(Blas1Op::dot_1acc, 10, 4), (Cost{20, 80, 0}));
  EXPECT_EQ(blas1_kernel(Blas1Op::add).arrays, 3);
  EXPECT_EQ(blas1_kernel(Blas1Op::axpy).arrays, 2);
  for (const Blas1Kernel& k : kBlas1Kernels) EXPECT_EQ(&blas1_kernel(k.op), &k) << k.name;  // rows in enum order
}
