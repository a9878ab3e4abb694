// Outer-product and rank-k kernels (kernels/outer.hpp), every row of kOuterKernels, at every ISA level
// this CPU runs (each level's loops and packed micro-kernel chosen once, as the bench does), and their
// OpenBLAS and Eigen baselines: C += x y^T, C = x y^T (normal and non-temporal stores), C += A B and
// C = A B for awkward m, n, k (edge rows of the 4-row tile, edge columns of the two-vector tile,
// column blocks of B, both sides of kRankKPacked), padded rows of C, several thread counts, against a
// plain double loop. Declared costs against hand counts.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_test_util.hpp"
#include "outer.hpp"
#include "reference_blas.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;
using namespace cpuroof::testing_util;

namespace {

// (row, m, n, k, a, lda, b, ldb, c, ldc, threads); the rank-1 rows take x = a, y = b (k = 0).
template <class T>
using OuterCall = std::function<void(const OuterKernel&, std::size_t, std::size_t, std::size_t, const T*, std::size_t,
                                     const T*, std::size_t, T*, std::size_t, int)>;

template <class T>
void check(const char* what, const OuterCall<T>& call, bool with_nt) {
  const std::size_t shapes[][2] = {{1, 1}, {7, 63}, {63, 7}, {5, 257}, {257, 9}, {66, 1031}};
  // Both sides of the crossover to the packed GEMM, and k spanning several of its kc blocks.
  const std::vector<std::size_t> rank_ks = {1, 2, kRankKPacked - 1, kRankKPacked, 31, 65};
  for (const OuterKernel& kernel : kOuterKernels) {
    if (kernel.nt && !with_nt) continue;
    const std::vector<std::size_t> ks = kernel.rank_k ? rank_ks : std::vector<std::size_t>{0};
    const bool set = kernel.set;
    for (const auto& s : shapes)
      for (std::size_t k : ks)
        for (std::size_t pad : {0ul, 1ul})
          for (int threads : kThreadCounts) {
            const std::size_t m = s[0], n = s[1], kk = std::max<std::size_t>(k, 1), ldc = n + pad;
            SCOPED_TRACE(testing::Message() << what << " " << kernel.name << " m=" << m << " n=" << n << " k=" << k
                                            << " ldc=" << ldc << " threads=" << threads);
            AlignedBuffer<T> a(m * kk), b(kk * n), c(m * ldc);
            for (std::size_t i = 0; i < m * kk; ++i) a[i] = in_x<T>(i);
            for (std::size_t i = 0; i < kk * n; ++i) b[i] = in_y<T>(i * 5);
            for (std::size_t i = 0; i < m * ldc; ++i) c[i] = T(i % 3) / T(4);
            const std::vector<T> before(c.begin(), c.end());
            call(kernel, m, n, k, a.data(), kk, b.data(), n, c.data(), ldc, threads);
            for (std::size_t i = 0; i < m; ++i)
              for (std::size_t j = 0; j < ldc; ++j) {
                if (j >= n) {  // padding is never touched
                  ASSERT_EQ(c[i * ldc + j], before[i * ldc + j]) << i << "," << j;
                  continue;
                }
                double w = set ? 0.0 : double(before[i * ldc + j]);
                for (std::size_t p = 0; p < kk; ++p) w += double(a[i * kk + p]) * b[p * n + j];
                // k positive products plus C: k + 1 terms.
                ASSERT_NEAR(c[i * ldc + j], w, sum_rtol<T>(double(kk + 1)) * w) << i << "," << j;
              }
          }
  }
}

template <class T>
void check_all_outer() {
  // From k = kRankKPacked on, rankk runs the packed GEMM: tiny caches (kc = 32 for f64) make k = 65 span
  // several of its kc blocks, each accumulating into C.
  for (const CacheSizes& caches :
       {CacheSizes{32 << 10, 512 << 10, 32 << 20}, CacheSizes{4 << 10, 16 << 10, 64 << 10}}) {
    for (Isa isa : supported_isas()) {
      const Chosen<OuterFns<T>> loops = outer_kernels<T>(isa);
      const Chosen<MicroKernel<T>> packed = gemm_microkernel<T>(isa);
      ASSERT_EQ(loops.isa, isa) << "outer is built at every level";
      ASSERT_EQ(packed.isa, isa) << "the micro-kernels are built at every level";
      check<T>(
          isa_name(isa).data(),
          [&loops, &packed, caches](const OuterKernel& kernel, std::size_t m, std::size_t n, std::size_t k, const T* a,
                                    std::size_t lda, const T* b, std::size_t ldb, T* c, std::size_t ldc, int t) {
            if (!kernel.rank_k)
              rank1<T>(loops.fns, kernel.set, kernel.nt, m, n, a, b, c, ldc, t);
            else
              rankk<T>(loops.fns, packed.fns, caches, kernel.set, m, n, k, a, lda, b, ldb, c, ldc, t);
          },
          true);
    }
  }
  // Both libraries at every row but the non-temporal one, including those the bench does not time.
  check<T>(
      "openblas",
      [](const OuterKernel& kernel, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda,
         const T* b, std::size_t ldb, T* c, std::size_t ldc, int t) {
        if (!kernel.rank_k)
          rank1_openblas<T>(kernel.set, m, n, a, b, c, ldc, t);
        else
          rankk_openblas<T>(kernel.set, m, n, k, a, lda, b, ldb, c, ldc, t);
      },
      false);
  check<T>(
      "eigen",
      [](const OuterKernel& kernel, std::size_t m, std::size_t n, std::size_t k, const T* a, std::size_t lda,
         const T* b, std::size_t ldb, T* c, std::size_t ldc, int t) {
        if (!kernel.rank_k)
          rank1_eigen<T>(kernel.set, m, n, a, b, c, ldc, t);
        else
          rankk_eigen<T>(kernel.set, m, n, k, a, lda, b, ldb, c, ldc, t);
      },
      false);
}

}  // namespace

TEST(Outer, EveryIsaAndLibraryF64) { check_all_outer<double>(); }
TEST(Outer, EveryIsaAndLibraryF32) { check_all_outer<float>(); }

TEST(Outer, RefusesMissingLevelsAndNtAccumulate) {
  expect_missing_levels_refused([](Isa isa) { outer_kernels<double>(isa); });
  double x = 1, y = 1, c = 0;
  EXPECT_THROW(rank1<double>(outer_kernels<double>(best_isa()).fns, false, true, 1, 1, &x, &y, &c, 1, 1),
               std::invalid_argument);
}

TEST(Outer, TableRowsMatchTheirOpsAndCosts) {
  for (const OuterKernel& k : kOuterKernels) {
    EXPECT_EQ(&outer_kernel(k.op), &k) << k.name;
    EXPECT_TRUE(!k.nt || k.set) << k.name << ": non-temporal stores need set";
    EXPECT_EQ(k.access, k.set ? (k.nt ? "write_nt" : "write") : "update") << k.name;
  }
  // outer_cost is the per-kernel functions, picked by the row.
  EXPECT_EQ(outer_cost(outer_kernel(OuterOp::rank1), 3, 5, 0, 8), rank1_cost(3, 5, 8));
  EXPECT_EQ(outer_cost(outer_kernel(OuterOp::rank1_set_nt), 3, 5, 0, 8), rank1_set_cost(3, 5, 8));
  EXPECT_EQ(outer_cost(outer_kernel(OuterOp::rankk), 3, 5, 2, 8), rankk_cost(3, 5, 2, true, 8));
  EXPECT_EQ(outer_cost(outer_kernel(OuterOp::rankk_set), 3, 5, 2, 4), rankk_cost(3, 5, 2, false, 4));
}

TEST(Outer, CostHandCounts) {
  // m = 3, n = 5, f64. rank1: 15 FMAs = 30 flop; reads C (15), x (3), y (5); writes C (15).
  EXPECT_EQ(rank1_cost(3, 5, 8), (Cost{30, 184, 120}));
  // rank1_set: 15 multiplies; reads x and y only; writes C.
  EXPECT_EQ(rank1_set_cost(3, 5, 8), (Cost{15, 64, 120}));
  // rankk, k = 2: 30 FMAs = 60 flop; reads A (6), B (10) and C (15) when accumulating; writes C.
  EXPECT_EQ(rankk_cost(3, 5, 2, true, 8), (Cost{60, 248, 120}));
  EXPECT_EQ(rankk_cost(3, 5, 2, false, 4), (Cost{60, 64, 60}));
}
