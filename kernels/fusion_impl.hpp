#pragma once
// The fusion chains over SIMD traits S, one body per row of kFusionChains (fusion.hpp). Included only
// by the per-level units cmake/IsaLevels.cmake generates. Eager and fused modes share the same per-op
// functions, so both do exactly the same arithmetic per element: only
// where the intermediates live differs.
#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>
#include <tuple>
#include <utility>

#include "fusion.hpp"
#include "simd/exp.hpp"

namespace cpuroof::fusion_impl {

inline constexpr int kUnroll = 4;  // vectors per trip: independent loads and stores in flight

// dst[i] = f(src0[i], src1[i]...) for i < n. The tail goes through a lane-sized buffer, so every
// element (tail included) gets the vector code's arithmetic.
template <class S, class F, class... Src>
void map(typename S::value_type* dst, std::size_t n, F f, const Src*... src) {
  using T = typename S::value_type;
  constexpr std::size_t L = S::lanes;
  std::size_t i = 0;
  for (; i + kUnroll * L <= n; i += kUnroll * L) {
#pragma GCC unroll 8
    for (int u = 0; u < kUnroll; ++u) S::store(dst + i + u * L, f(S::load(src + i + u * L)...));
  }
  for (; i + L <= n; i += L) S::store(dst + i, f(S::load(src + i)...));
  if (i == n) return;
  const std::size_t rest = n - i;
  auto lane_buffer = [&](const T* p) {
    std::array<T, L> b{};
    std::copy(p + i, p + n, b.begin());
    return b;
  };
  std::array<T, L> out{};
  S::store(out.data(), f(S::load(lane_buffer(src).data())...));
  std::copy(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(rest), dst + i);
}

template <class S>
typename S::V silu(typename S::V g) {
  using T = typename S::value_type;
  return S::div(g, S::add(S::set1(T(1)), simd::exp<S>(S::sub(S::zero(), g))));
}

// 1 / sqrt(mean(x^2) + eps) of one row, four accumulators so the FMA latency is hidden.
template <class S>
typename S::value_type inv_rms(const typename S::value_type* x, std::size_t cols) {
  using T = typename S::value_type;
  constexpr std::size_t L = S::lanes;
  typename S::V acc[kUnroll];
#pragma GCC unroll 8
  for (auto& a : acc) a = S::zero();
  std::size_t j = 0;
  for (; j + kUnroll * L <= cols; j += kUnroll * L) {
#pragma GCC unroll 8
    for (int u = 0; u < kUnroll; ++u) {
      const auto v = S::load(x + j + u * L);
      acc[u] = S::fma(v, v, acc[u]);
    }
  }
  for (; j + L <= cols; j += L) acc[0] = S::fma(S::load(x + j), S::load(x + j), acc[0]);
  T ss = S::reduce(S::add(S::add(acc[0], acc[1]), S::add(acc[2], acc[3])));
  for (; j < cols; ++j) ss += x[j] * x[j];
  return T(1) / std::sqrt(ss / static_cast<T>(cols) + FusionConstants<T>::eps);
}

template <class S>
void scale_row(const typename S::value_type* x, const typename S::value_type* w, typename S::value_type s,
               typename S::value_type* y, std::size_t cols) {
  const auto vs = S::set1(s);
  map<S>(
      y, cols, [vs](auto xv, auto wv) { return S::mul(S::mul(xv, vs), wv); }, x, w);
}

// One body per row of kFusionChains, in the same order: run<S, M>(args, range) is the chain's loop
// in mode M over one thread's range (of elements, or of rows for by_rows chains).
struct ReluChain {
  static constexpr std::string_view name = "relu_chain";
  template <class S, FusionMode M>
  static void run(const FusionArgs<typename S::value_type>& a, FusionRange r) {
    using T = typename S::value_type;
    using C = FusionConstants<T>;
    const auto m = S::set1(C::mul), c = S::set1(C::add), h = S::set1(C::out_scale), z = S::zero();
    const std::size_t n = r.end - r.begin, o = r.begin;
    if constexpr (M == FusionMode::fused) {
      map<S>(
          a.y + o, n, [=](auto v) { return S::mul(S::max(S::add(S::mul(v, m), c), z), h); }, a.x + o);
    } else {
      map<S>(
          a.a + o, n, [=](auto v) { return S::mul(v, m); }, a.x + o);
      map<S>(
          a.b + o, n, [=](auto v) { return S::add(v, c); }, a.a + o);
      map<S>(
          a.a + o, n, [=](auto v) { return S::max(v, z); }, a.b + o);
      map<S>(
          a.y + o, n, [=](auto v) { return S::mul(v, h); }, a.a + o);
    }
  }
};

struct SiluMul {
  static constexpr std::string_view name = "silu_mul";
  template <class S, FusionMode M>
  static void run(const FusionArgs<typename S::value_type>& a, FusionRange r) {
    const std::size_t n = r.end - r.begin, o = r.begin;
    if constexpr (M == FusionMode::fused) {
      map<S>(
          a.y + o, n, [](auto g, auto u) { return S::mul(silu<S>(g), u); }, a.x + o, a.u + o);
    } else {
      map<S>(
          a.a + o, n, [](auto g) { return silu<S>(g); }, a.x + o);
      map<S>(
          a.y + o, n, [](auto t, auto u) { return S::mul(t, u); }, a.a + o, a.u + o);
    }
  }
};

struct RmsNorm {
  static constexpr std::string_view name = "rmsnorm";
  template <class S, FusionMode M>
  static void run(const FusionArgs<typename S::value_type>& a, FusionRange rows) {
    const std::size_t cols = a.cols;
    if constexpr (M == FusionMode::fused) {
      for (std::size_t r = rows.begin; r < rows.end; ++r)
        scale_row<S>(a.x + r * cols, a.w, inv_rms<S>(a.x + r * cols, cols), a.y + r * cols, cols);
    } else {
      for (std::size_t r = rows.begin; r < rows.end; ++r) a.a[r] = inv_rms<S>(a.x + r * cols, cols);
      for (std::size_t r = rows.begin; r < rows.end; ++r)
        scale_row<S>(a.x + r * cols, a.w, a.a[r], a.y + r * cols, cols);
    }
  }
};

using Bodies = std::tuple<ReluChain, SiluMul, RmsNorm>;

template <std::size_t... K>
constexpr bool bodies_match_rows(std::index_sequence<K...>) {
  return ((std::tuple_element_t<K, Bodies>::name == kFusionChains[K].name) && ...);
}
static_assert(std::tuple_size_v<Bodies> == kFusionChainCount &&
                  bodies_match_rows(std::make_index_sequence<kFusionChainCount>{}),
              "fusion_impl::Bodies must list one body per row of kFusionChains, in the same order");

template <class S>
void exp_array(const typename S::value_type* x, typename S::value_type* y, std::size_t n) {
  map<S>(
      y, n, [](auto v) { return simd::exp<S>(v); }, x);
}

template <class S, std::size_t... K>
FusionKernels<typename S::value_type> table(std::index_sequence<K...>) {
  return {{{&std::tuple_element_t<K, Bodies>::template run<S, FusionMode::eager>,
            &std::tuple_element_t<K, Bodies>::template run<S, FusionMode::fused>}...},
          &exp_array<S>};
}

template <class S>
FusionKernels<typename S::value_type> kernels() {
  return table<S>(std::make_index_sequence<kFusionChainCount>{});
}

}  // namespace cpuroof::fusion_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(FusionFamily, fusion_impl::kernels, level, TRAITS)
