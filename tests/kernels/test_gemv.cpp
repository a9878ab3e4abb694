// GEMV kernels (kernels/gemv.hpp), every row of kGemvKernels, at every ISA level this CPU runs (each
// level's loops chosen once, as the bench does), and their OpenBLAS and Eigen baselines: y = A x and
// y = A^T x, f64 and f32, awkward shapes (rows and columns that are not multiples of the SIMD width,
// the 4-row block or the column block), padded rows (lda > n), several thread counts, against
// gemv_reference (a plain double loop). Declared costs against hand counts.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_test_util.hpp"
#include "gemv.hpp"
#include "reference_blas.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;
using namespace cpuroof::testing_util;

namespace {

template <class T>
using GemvCall = std::function<void(GemvOp, std::size_t, std::size_t, const T*, std::size_t, const T*, T*, int)>;

template <class T>
void check(const char* what, const GemvCall<T>& gemv_call) {
  const std::size_t shapes[][2] = {{1, 1}, {1, 257}, {257, 1}, {7, 63}, {63, 7}, {257, 1031}, {5, 2053}, {3, 16411}};
  for (const auto& s : shapes)
    for (std::size_t pad : {0ul, 3ul})
      for (const GemvKernel& kernel : kGemvKernels)
        for (int threads : kThreadCounts) {
          const GemvOp op = kernel.op;
          const std::size_t m = s[0], n = s[1], lda = n + pad;
          SCOPED_TRACE(testing::Message() << what << " " << kernel.name << " m=" << m << " n=" << n << " lda=" << lda
                                          << " threads=" << threads);
          const std::size_t in = op == GemvOp::n ? n : m, out = op == GemvOp::n ? m : n;
          AlignedBuffer<T> a(m * lda), x(in), y(out);
          for (std::size_t i = 0; i < m * lda; ++i) a[i] = in_x<T>(i * 3);
          for (std::size_t i = 0; i < in; ++i) x[i] = in_y<T>(i);
          for (std::size_t i = 0; i < out; ++i) y[i] = T(-7);  // overwritten, never read
          gemv_call(op, m, n, a.data(), lda, x.data(), y.data(), threads);
          const std::vector<double> want = gemv_reference<T>(op, m, n, a.data(), lda, x.data());
          ASSERT_EQ(want.size(), out);
          for (std::size_t i = 0; i < out; ++i)
            ASSERT_NEAR(y[i], want[i], sum_rtol<T>(double(in)) * want[i]) << "index " << i;
        }
}

template <class T>
void check_all_gemv() {
  for (Isa isa : supported_isas()) {
    const Chosen<GemvFns<T>> k = gemv_kernels<T>(isa);
    ASSERT_EQ(k.isa, isa) << "gemv is built at every level";
    check<T>(isa_name(isa).data(), [k](GemvOp op, std::size_t m, std::size_t n, const T* a, std::size_t lda, const T* x,
                                       T* y, int t) { gemv<T>(k.fns, op, m, n, a, lda, x, y, t); });
  }
  check<T>("openblas", &gemv_openblas<T>);
  check<T>("eigen", &gemv_eigen<T>);
}

}  // namespace

TEST(Gemv, EveryIsaAndLibraryF64) { check_all_gemv<double>(); }
TEST(Gemv, EveryIsaAndLibraryF32) { check_all_gemv<float>(); }

TEST(Gemv, RefusesMissingLevels) {
  expect_missing_levels_refused([](Isa isa) { gemv_kernels<double>(isa); });
}

TEST(Gemv, TableRowsMatchTheirOps) {
  for (GemvOp op : {GemvOp::n, GemvOp::t}) {
    EXPECT_EQ(gemv_kernel(op).op, op);
    EXPECT_EQ(gemv_kernel(op).access, "read");  // A dominates the traffic, read only
    EXPECT_FALSE(gemv_kernel(op).cost.empty());
  }
}

TEST(Gemv, PartitionCoversEveryRowAndColumnOnce) {
  for (GemvOp op : {GemvOp::n, GemvOp::t})
    for (int threads : {1, 2, 3, 7}) {
      const std::size_t m = 63, n = 257, len = op == GemvOp::n ? m : n;
      std::size_t next = 0;
      for (int t = 0; t < threads; ++t) {
        const Range r = gemv_partition<double>(op, m, n, t, threads);
        EXPECT_EQ(r.begin, next);
        next = r.end;
      }
      EXPECT_EQ(next, len);
    }
}

TEST(Gemv, CostHandCounts) {
  // m = 3, n = 5, f64: 15 FMAs = 30 flop. gemv_n reads A (15) and x (5), writes y (3);
  // gemv_t reads A and x (3), writes y (5).
  EXPECT_EQ(gemv_cost(GemvOp::n, 3, 5, 8), (Cost{30, 160, 24}));
  EXPECT_EQ(gemv_cost(GemvOp::t, 3, 5, 8), (Cost{30, 144, 40}));
  EXPECT_EQ(gemv_cost(GemvOp::n, 100, 100, 4), (Cost{20000, 40400, 400}));
}
