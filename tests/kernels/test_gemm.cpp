// GEMM: every variant and every ISA level this CPU runs against OpenBLAS at awkward shapes and several
// thread counts; the micro-kernels alone against a scalar loop; block sizes and the declared cost.
//
// Tolerance: a dot product of length k in floating point, in any order and with or without FMA,
// is within gamma_k * (|A||B|)_ij of the exact value, gamma_k = k*u/(1 - k*u) ~ k*eps/2. Two such
// results (kernel and OpenBLAS) differ by at most 2*gamma_k*(|A||B|)_ij ~ k*eps*(|A||B|)_ij; the test
// allows twice that. k = 0 must give exact zeros.
#include <gtest/gtest.h>
#include <omp.h>

#include <cmath>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "gemm/blocking.hpp"
#include "gemm/gemm.hpp"
#include "gemm/microkernel.hpp"
#include "gemm/pack.hpp"
#include "reference_gemm.hpp"

using namespace cpuroof;

namespace {

template <class T>
using GemmFn = std::function<void(std::size_t, std::size_t, std::size_t, const T*, const T*, T*, int)>;

template <class T>
struct Variant {
  std::string name;
  GemmFn<T> fn;
  bool slow;  // loop variants: the largest shapes are left out so the sanitizer build stays fast
};

// Caches of a typical core, and tiny ones that force many blocks in every loop at small sizes.
constexpr CacheSizes kTypicalCaches{32 << 10, 512 << 10, 32 << 20};
constexpr CacheSizes kTinyCaches{4 << 10, 16 << 10, 64 << 10};

// Every hand row of kGemmKernels (the library row is the reference here; Eigen has its own test),
// the cache-sized ones at both cache sets, the packed one at every level this CPU runs with the
// level's micro-kernel chosen once.
template <class T>
std::vector<Variant<T>> variants() {
  std::vector<Variant<T>> v;
  for (const GemmKernel& kernel : kGemmKernels) {
    const std::string name(kernel.name);
    const bool slow = !kernel.tiled;
    switch (kernel.variant) {
      case GemmVariant::naive:
        v.push_back({name, gemm_naive<T>, slow});
        break;
      case GemmVariant::reordered:
        v.push_back({name, gemm_reordered<T>, slow});
        break;
      case GemmVariant::blocked:
      case GemmVariant::packed:
        for (const CacheSizes& caches : {kTypicalCaches, kTinyCaches}) {
          const std::string tag = caches.l1d == kTinyCaches.l1d ? "/tiny_caches" : "";
          if (kernel.variant == GemmVariant::blocked) {
            v.push_back({name + tag,
                         [caches](std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c, int t) {
                           gemm_blocked<T>(caches, m, n, k, a, b, c, t);
                         },
                         slow});
            continue;
          }
          for (Isa isa : supported_isas()) {
            const MicroKernel<T> uk = gemm_microkernel<T>(isa).fns;
            v.push_back({name + "/" + std::string(isa_name(isa)) + tag,
                         [uk, caches](std::size_t m, std::size_t n, std::size_t k, const T* a, const T* b, T* c,
                                      int t) { gemm_packed<T>(uk, caches, m, n, k, a, b, c, t); },
                         slow});
          }
        }
        break;
      case GemmVariant::library:
        break;
    }
  }
  return v;
}

struct Shape {
  std::size_t m, n, k;
};

// A sample of {1, 7, 63, 64, 65, 257, 1000}^3: each size in each role, ragged against every MR, NR
// and block size, plus k = 0.
const std::vector<Shape> kShapes = {{1, 1, 1},      {7, 7, 7},      {1, 1000, 7},   {1000, 1, 7},    {7, 63, 1000},
                                    {63, 64, 65},   {65, 257, 63},  {257, 65, 64},  {64, 7, 257},    {257, 257, 257},
                                    {1, 257, 1000}, {1000, 63, 65}, {65, 1000, 64}, {1000, 1000, 1}, {64, 64, 1000},
                                    {7, 1, 0},      {63, 65, 0}};

bool is_large(const Shape& s) { return s.m * s.n * s.k > 20'000'000; }

template <class T>
std::vector<T> values(std::size_t count, unsigned seed) {
  std::vector<T> out(count);
  unsigned x = seed;
  for (auto& v : out) {
    x = x * 1664525u + 1013904223u;
    v = static_cast<T>(static_cast<int>(x >> 9 & 0xffff) - 0x8000) / T(0x8000);  // [-1, 1), both signs
  }
  return out;
}

template <class T>
void check_variant(const Variant<T>& var, const Shape& s, int threads) {
  const auto a = values<T>(s.m * s.k, 1), b = values<T>(s.k * s.n, 2);
  std::vector<T> abs_a(a.size()), abs_b(b.size());
  for (std::size_t i = 0; i < a.size(); ++i) abs_a[i] = std::abs(a[i]);
  for (std::size_t i = 0; i < b.size(); ++i) abs_b[i] = std::abs(b[i]);
  std::vector<T> want(s.m * s.n), bound(s.m * s.n), got(s.m * s.n, T(12345));  // got: garbage in
  gemm_openblas<T>(s.m, s.n, s.k, a.data(), b.data(), want.data(), 1);
  gemm_openblas<T>(s.m, s.n, s.k, abs_a.data(), abs_b.data(), bound.data(), 1);
  var.fn(s.m, s.n, s.k, a.data(), b.data(), got.data(), threads);
  const double eps = std::numeric_limits<T>::epsilon();
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double tol = 2.0 * static_cast<double>(s.k) * eps * static_cast<double>(bound[i]);
    ASSERT_LE(std::abs(static_cast<double>(got[i]) - static_cast<double>(want[i])), tol)
        << var.name << " m=" << s.m << " n=" << s.n << " k=" << s.k << " threads=" << threads << " at (" << i / s.n
        << ", " << i % s.n << "): got " << got[i] << ", OpenBLAS " << want[i];
  }
}

std::vector<int> thread_counts() {
  std::vector<int> t{1, 2, 3};
  if (omp_get_num_procs() > 3) t.push_back(omp_get_num_procs());
  return t;
}

template <class T>
void check_all_variants() {
  for (const Variant<T>& var : variants<T>())
    for (const Shape& s : kShapes) {
      if (var.slow && is_large(s)) continue;
      for (int threads : thread_counts()) check_variant(var, s, threads);
    }
}

// The micro-kernel on one tile against a scalar loop over the packed layout; C sits inside a wider
// array (ldc > NR) whose other elements must stay untouched.
template <class T>
void check_microkernel(Isa isa) {
  const Chosen<MicroKernel<T>> chosen = gemm_microkernel<T>(isa);
  ASSERT_EQ(chosen.isa, isa) << "the micro-kernels are built at every level";
  const MicroKernel<T> uk = chosen.fns;
  ASSERT_LE(uk.mr * uk.nr, kMaxMicroTile);
  // The tile's accumulators, a row of B and one broadcast of A fit the level's registers
  // (microkernel_impl.hpp): nothing spills inside the kc loop.
  const std::size_t lanes = static_cast<std::size_t>(isa_lanes(isa, sizeof(T)));
  ASSERT_EQ(uk.nr % lanes, 0u) << isa_name(isa);
  const std::size_t nv = uk.nr / lanes;
  EXPECT_LE(uk.mr * nv + nv + 1, static_cast<std::size_t>(isa_vector_registers(isa))) << isa_name(isa);
  const std::size_t ldc = uk.nr + 5;
  for (std::size_t kc : {0ul, 1ul, 2ul, 7ul, 64ul, 257ul})
    for (bool accumulate : {false, true}) {
      const auto a = values<T>(uk.mr * kc, 3), b = values<T>(kc * uk.nr, 4);
      const auto c0 = values<T>(uk.mr * ldc, 5);
      std::vector<T> c = c0;
      uk.fn(kc, a.data(), b.data(), c.data(), ldc, accumulate);
      const double eps = std::numeric_limits<T>::epsilon();
      for (std::size_t i = 0; i < uk.mr; ++i)
        for (std::size_t j = 0; j < ldc; ++j) {
          const std::size_t at = i * ldc + j;
          if (j >= uk.nr) {
            ASSERT_EQ(c[at], c0[at]) << "wrote outside the tile at (" << i << ", " << j << ")";
            continue;
          }
          double want = accumulate ? c0[at] : 0.0, bound = std::abs(want);
          for (std::size_t p = 0; p < kc; ++p) {
            want += static_cast<double>(a[p * uk.mr + i]) * b[p * uk.nr + j];
            bound += std::abs(static_cast<double>(a[p * uk.mr + i]) * b[p * uk.nr + j]);
          }
          // Against an exact-ish double sum: one result rounded over kc + 1 terms.
          ASSERT_LE(std::abs(c[at] - want), 2.0 * static_cast<double>(kc + 1) * eps * bound)
              << isa_name(isa) << " kc=" << kc << " accumulate=" << accumulate << " at (" << i << ", " << j << ")";
        }
    }
}

}  // namespace

TEST(Gemm, EveryVariantAgainstOpenBlasF64) { check_all_variants<double>(); }
TEST(Gemm, EveryVariantAgainstOpenBlasF32) { check_all_variants<float>(); }

TEST(Gemm, EigenAgreesWithOpenBlas) {
  const Variant<double> eigen{"eigen", gemm_eigen<double>, false};
  for (const Shape& s : kShapes) check_variant(eigen, s, 2);
}

TEST(Gemm, MicroKernelsEveryIsa) {
  for (Isa isa : supported_isas()) {
    check_microkernel<double>(isa);
    check_microkernel<float>(isa);
  }
}

// Packing against the layouts of microkernel.hpp, for every MR and NR the micro-kernels use (also
// those of ISA levels this CPU lacks) and odd ones, with ragged edges that must come out as zeros.
TEST(Gemm, PackingLayouts) {
  const std::size_t lda = 128, kc = 9;  // wider than every nc below
  const auto src = values<double>(lda * lda, 6);
  for (std::size_t mr : {3ul, 4ul, 5ul, 6ul, 8ul})
    for (std::size_t mc : {1ul, mr, 2 * mr + 1}) {
      std::vector<double> dst((mc + mr) / mr * mr * kc, -1.0);
      pack_a(mc, kc, src.data(), lda, mr, dst.data());
      for (std::size_t i = 0; i < (mc + mr - 1) / mr * mr; ++i)
        for (std::size_t p = 0; p < kc; ++p)
          ASSERT_EQ(dst[(i / mr) * mr * kc + p * mr + i % mr], i < mc ? src[i * lda + p] : 0.0)
              << "A mr=" << mr << " mc=" << mc << " row " << i << " p " << p;
    }
  for (std::size_t nr : {3ul, 6ul, 7ul, 12ul, 24ul, 32ul, 48ul, 64ul})
    for (std::size_t nc : {1ul, nr, 2 * nr - 1}) {
      const std::size_t panels = (nc + nr - 1) / nr;
      std::vector<double> dst(panels * nr * kc, -1.0);
      pack_b(kc, nc, src.data(), lda, nr, 0, panels, dst.data());
      for (std::size_t j = 0; j < panels * nr; ++j)
        for (std::size_t p = 0; p < kc; ++p)
          ASSERT_EQ(dst[(j / nr) * nr * kc + p * nr + j % nr], j < nc ? src[p * lda + j] : 0.0)
              << "B nr=" << nr << " nc=" << nc << " col " << j << " p " << p;
    }
}

TEST(Gemm, RefusesMissingIsaLevels) {
  for (Isa isa : kAllIsas)
    if (!cpu_supports(isa)) {
      GTEST_LOG_(INFO) << "this CPU lacks " << isa_name(isa) << ": its micro-kernels are not run here";
      EXPECT_THROW(gemm_microkernel<double>(isa), std::invalid_argument);
    }
}

TEST(Gemm, BlockSizesFitTheirCaches) {
  for (const CacheSizes& caches : {kTypicalCaches, kTinyCaches, CacheSizes{48 << 10, 1 << 20, 0}})
    for (Isa isa : supported_isas()) {
      const MicroKernel<double> uk = gemm_microkernel<double>(isa).fns;
      const GemmBlocking blk = gemm_packed_blocking<double>(uk, caches);
      EXPECT_EQ(blk.kc % 8, 0u);
      EXPECT_EQ(blk.mc % uk.mr, 0u);
      EXPECT_EQ(blk.nc % uk.nr, 0u);
      EXPECT_GE(blk.kc, kMinKc);
      if (blk.kc > kMinKc) {
        EXPECT_LE(blk.kc * uk.nr * 8, caches.l1d / 4 * 3);
      }
      if (blk.mc > uk.mr) {
        EXPECT_LE(blk.mc * blk.kc * 8, caches.l2 / 4 * 3);
      }
      const std::size_t l3 = caches.l3 ? caches.l3 : caches.l2;  // unknown L3: L2 stands in
      if (blk.nc > uk.nr) {
        EXPECT_LE(blk.nc * blk.kc * 8, l3 / 2);
      }
    }
  // Hand count: 3/4 of 32 KiB L1d over NR = 12 doubles -> KC = 24576 / 96 = 256; 3/4 of 512 KiB L2,
  // MR = 4 -> MC = 393216 / 2048 = 192; half of 32 MiB L3 -> NC = 16 Mi / 2048 = 8192 -> 8184 (12 | NC).
  EXPECT_EQ(gemm_blocking(kTypicalCaches, 4, 12, 8), (GemmBlocking{192, 256, 8184}));
  // AVX-512's 6 x 32: 24576 / 256 = 96 by the L1 rule, raised to the floor -> KC = 256, MC = 192,
  // NC = 8192 (32 | NC).
  EXPECT_EQ(gemm_blocking(kTypicalCaches, 6, 32, 8), (GemmBlocking{192, 256, 8192}));
  EXPECT_THROW(gemm_blocking(CacheSizes{}, 6, 8, 8), std::invalid_argument);
  const LoopBlocking lb = loop_blocking(kTypicalCaches, 8);
  EXPECT_EQ(lb.nb, 1024u);  // 8 KiB of C row
  EXPECT_EQ(lb.kb, 32u);    // 256 KiB / 8 KiB
}

TEST(Gemm, TableRowsMatchTheirVariants) {
  for (const GemmKernel& k : kGemmKernels) {
    EXPECT_EQ(&gemm_kernel(k.variant), &k) << k.name;
    // Every row names who implements it: the hand code, the plain loop or a library.
    EXPECT_TRUE(k.hand || !k.naive.empty() || !k.openblas.empty() || !k.eigen.empty()) << k.name;
  }
}

TEST(Gemm, CostHandCounts) {
  // m=2, n=3, k=4: 2*2*3*4 = 48 flops; reads (2*4 + 4*3) * 8 B; writes 2*3*8 B.
  EXPECT_EQ(gemm_cost(2, 3, 4, 8), (Cost{48, 160, 48}));
  EXPECT_EQ(gemm_cost(10, 10, 10, 4), (Cost{2000, 800, 400}));
  EXPECT_EQ(gemm_cost(5, 5, 0, 8), (Cost{0, 0, 200}));
}
