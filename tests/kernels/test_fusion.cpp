// Fusion chains at every ISA level this CPU runs: each fused kernel against its eager chain and
// against plain double-precision C++, awkward sizes, several thread counts; the vectorised exp
// against std::exp; the declared costs against hand counts.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "fusion.hpp"
#include "simd/exp.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;

namespace {

// Distance in units in the last place of `want` (rounded to T) between got and want.
template <class T>
double ulps(T got, double want) {
  const T w = static_cast<T>(want);
  const double ulp = static_cast<double>(std::nextafter(w, std::numeric_limits<T>::infinity()) - w);
  return std::abs(static_cast<double>(got) - want) / ulp;
}

template <class T>
void check_exp(Isa isa) {
  using C = simd::ExpConstants<T>;
  const FusionKernels<T> k = fusion_kernels<T>(isa).fns;
  std::vector<T> x;
  // Dense over the clamped range, plus zero and the points around it, and awkward n (tail lanes).
  const int points = 100003;
  for (int i = 0; i < points; ++i) x.push_back(static_cast<T>(C::lo + (C::hi - C::lo) * i / (points - 1.0)));
  for (T v : {T(0), T(1e-8), T(-1e-8), T(0.3465), T(-0.3466), T(1), T(-1)}) x.push_back(v);
  std::vector<T> y(x.size());
  fusion_exp<T>(k, x.data(), y.data(), x.size());
  double worst = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double want = std::exp(static_cast<long double>(x[i]));
    worst = std::max(worst, ulps<T>(y[i], want));
  }
  // Truncation is below 0.1 ulp (simd/exp.hpp); Horner's rule rounds once per step, but its terms
  // shrink fast (|r| <= 0.35), so the last steps dominate: about one ulp, two allowed.
  EXPECT_LE(worst, 2.0) << isa_name(isa);
  // Outside the range the result is exp at the range's end, never inf, 0 or a denormal.
  T far[2] = {T(-1e4), T(1e4)}, out[2];
  fusion_exp<T>(k, far, out, 2);
  EXPECT_TRUE(std::isnormal(out[0]) && std::isnormal(out[1])) << isa_name(isa);
}

// The chain's reference (its row of kFusionChains, in plain double precision) at element i.
template <class T>
double plain(const FusionChain& chain, const FusionArgs<T>& a, std::size_t i) {
  double ms = 0;
  if (chain.by_rows) {
    const std::size_t r = i / a.cols;
    for (std::size_t j = 0; j < a.cols; ++j) ms += static_cast<double>(a.x[r * a.cols + j]) * a.x[r * a.cols + j];
    ms /= static_cast<double>(a.cols);
  }
  return chain.reference({double(a.x[i]), double(a.u[i]), double(a.w[i % a.cols]), ms});
}

template <class T>
void check_chains(Isa isa) {
  const Chosen<FusionKernels<T>> chosen = fusion_kernels<T>(isa);
  ASSERT_EQ(chosen.isa, isa);
  for (const FusionChain& chain : kFusionChains)
    for (std::size_t rows : {1ul, 7ul})
      for (std::size_t cols : {1ul, 7ul, 63ul, 257ul})
        for (int threads : {1, 2, 3}) {
          const std::size_t n = rows * cols;
          std::vector<T> x(n), u(n), w(cols), eager(n), fused(n), a(n), b(n);
          for (std::size_t i = 0; i < n; ++i) {
            x[i] = chain.flops.exps_per_element > 0 ? T(i % 37) / T(2) - T(9) : T(i % 13) / T(4) - T(1.5);
            u[i] = T(1) + T(i % 7) / T(8);
          }
          for (std::size_t j = 0; j < cols; ++j) w[j] = T(0.5) + T(j % 5) / T(8);
          FusionArgs<T> args{x.data(), u.data(), w.data(), eager.data(), a.data(), b.data(), rows, cols};
          fusion_run<T>(chosen.fns, chain, FusionMode::eager, args, threads);
          args.y = fused.data();
          fusion_run<T>(chosen.fns, chain, FusionMode::fused, args, threads);
          // Against plain C++, within the chain's declared tolerance (its row argues it).
          const double tol = fusion_tolerance<T>(chain, cols);
          SCOPED_TRACE(testing::Message() << isa_name(isa) << " " << chain.name << " rows=" << rows << " cols=" << cols
                                          << " threads=" << threads);
          for (std::size_t i = 0; i < n; ++i) {
            // Eager and fused run the same per-element operations in the same order (fusion_impl.hpp):
            // the fused kernel must equal its eager chain exactly.
            ASSERT_EQ(fused[i], eager[i]) << "index " << i;
            const double want = plain(chain, args, i);
            ASSERT_NEAR(fused[i], want, tol * std::max(1.0, std::abs(want))) << "index " << i;
          }
        }
}

}  // namespace

TEST(Fusion, ExpEveryIsaF32) {
  for (Isa isa : supported_isas()) check_exp<float>(isa);
}

TEST(Fusion, ExpEveryIsaF64) {
  for (Isa isa : supported_isas()) check_exp<double>(isa);
}

TEST(Fusion, FusedMatchesEagerEveryIsaF32) {
  for (Isa isa : supported_isas()) check_chains<float>(isa);
}

TEST(Fusion, FusedMatchesEagerEveryIsaF64) {
  for (Isa isa : supported_isas()) check_chains<double>(isa);
}

TEST(Fusion, CostsByHand) {
  const std::size_t n = 1000;
  const FusionChain& relu = fusion_chain("relu_chain");
  const FusionChain& silu = fusion_chain("silu_mul");
  const FusionChain& rms = fusion_chain("rmsnorm");
  // relu_chain: 4 passes of (read n, write n) eager, 1 fused: 8n vs 2n floats, predicted 4x.
  const Cost re = fusion_cost(relu, FusionMode::eager, 1, n, 4);
  const Cost rf = fusion_cost(relu, FusionMode::fused, 1, n, 4);
  EXPECT_EQ(re, (Cost{4000, 16000, 16000}));
  EXPECT_EQ(rf, (Cost{4000, 4000, 4000}));
  EXPECT_DOUBLE_EQ(re.bytes() / rf.bytes(), 4.0);
  // silu_mul: eager reads g, t, u and writes t, y (5n); fused reads g, u, writes y (3n): 5/3.
  const Cost se = fusion_cost(silu, FusionMode::eager, 1, n, 4);
  const Cost sf = fusion_cost(silu, FusionMode::fused, 1, n, 4);
  EXPECT_DOUBLE_EQ(se.bytes(), 20000);
  EXPECT_DOUBLE_EQ(sf.bytes(), 12000);
  EXPECT_DOUBLE_EQ(se.flops, sf.flops);
  EXPECT_DOUBLE_EQ(sf.flops, n * (simd::exp_flops<float>() + 4.0));
  // rmsnorm 10 rows x 100: eager reads x twice + 10 scales + 100 gains, writes 10 scales + y.
  const Cost me = fusion_cost(rms, FusionMode::eager, 10, 100, 4);
  const Cost mf = fusion_cost(rms, FusionMode::fused, 10, 100, 4);
  EXPECT_EQ(me, (Cost{4040, 4 * (2000 + 10 + 100), 4 * (1000 + 10)}));
  EXPECT_EQ(mf, (Cost{4040, 4 * (1000 + 100), 4 * 1000}));
  EXPECT_DOUBLE_EQ(fusion_elements_touched(relu, FusionMode::eager, 1, n), 4000);
  EXPECT_DOUBLE_EQ(fusion_elements_touched(rms, FusionMode::fused, 10, 100), 2100);
}

TEST(Fusion, ElementsMovedFollowTheDeclaredCost) {
  // Where a chain's traffic is a multiple of n alone, the catalogue's elements moved are its cost's
  // bytes over n elements of one byte; rmsnorm's depend on the shape.
  for (const FusionChain& c : kFusionChains)
    for (FusionMode mode : kFusionModes) {
      const FusionTraffic& t = c.traffic(mode);
      if (!t.per_element()) continue;
      EXPECT_DOUBLE_EQ(fusion_cost(c, mode, 3, 100, 1).bytes(), t.elements_per_n() * 300) << c.name;
    }
  EXPECT_DOUBLE_EQ(fusion_chain("relu_chain").eager.elements_per_n(), 8);
  EXPECT_DOUBLE_EQ(fusion_chain("relu_chain").fused.elements_per_n(), 2);
  EXPECT_DOUBLE_EQ(fusion_chain("silu_mul").eager.elements_per_n(), 5);
  EXPECT_DOUBLE_EQ(fusion_chain("silu_mul").fused.elements_per_n(), 3);
  EXPECT_FALSE(fusion_chain("rmsnorm").eager.per_element());
}

TEST(Fusion, RowsAreComplete) {
  for (const FusionChain& c : kFusionChains) {
    EXPECT_EQ(&fusion_chain(c.name), &c);
    EXPECT_FALSE(c.formula.empty() || c.eager_passes.empty() || c.access_fused.empty() || c.why_slower.empty())
        << c.name;
    // Flops are the same both ways; eager moves more.
    EXPECT_EQ(fusion_cost(c, FusionMode::eager, 7, 64, 4).flops, fusion_cost(c, FusionMode::fused, 7, 64, 4).flops);
    EXPECT_GT(fusion_cost(c, FusionMode::eager, 7, 64, 4).bytes(), fusion_cost(c, FusionMode::fused, 7, 64, 4).bytes());
  }
  EXPECT_THROW(fusion_chain("gelu"), std::invalid_argument);
}

TEST(Fusion, RefusesMissingLevels) {
  expect_missing_levels_refused([](Isa isa) { fusion_kernels<float>(isa); });
}
