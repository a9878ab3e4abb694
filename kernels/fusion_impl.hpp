#pragma once
// The fusion chains over SIMD traits S, instantiated per ISA level in fusion_<isa>.cpp. Eager and fused
// modes share the same per-op functions, so both do exactly the same arithmetic per element: only
// where the intermediates live differs.
#include <algorithm>
#include <array>
#include <cmath>

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
  map<S>(y, cols, [vs](auto xv, auto wv) { return S::mul(S::mul(xv, vs), wv); }, x, w);
}

template <class S>
void relu_chain(FusionMode mode, const FusionArgs<typename S::value_type>& a, FusionRange r) {
  using T = typename S::value_type;
  using C = FusionConstants<T>;
  const auto m = S::set1(C::mul), c = S::set1(C::add), h = S::set1(C::out_scale), z = S::zero();
  const std::size_t n = r.end - r.begin, o = r.begin;
  if (mode == FusionMode::fused) {
    map<S>(a.y + o, n, [=](auto v) { return S::mul(S::max(S::add(S::mul(v, m), c), z), h); }, a.x + o);
    return;
  }
  map<S>(a.a + o, n, [=](auto v) { return S::mul(v, m); }, a.x + o);
  map<S>(a.b + o, n, [=](auto v) { return S::add(v, c); }, a.a + o);
  map<S>(a.a + o, n, [=](auto v) { return S::max(v, z); }, a.b + o);
  map<S>(a.y + o, n, [=](auto v) { return S::mul(v, h); }, a.a + o);
}

template <class S>
void silu_mul(FusionMode mode, const FusionArgs<typename S::value_type>& a, FusionRange r) {
  const std::size_t n = r.end - r.begin, o = r.begin;
  if (mode == FusionMode::fused) {
    map<S>(a.y + o, n, [](auto g, auto u) { return S::mul(silu<S>(g), u); }, a.x + o, a.u + o);
    return;
  }
  map<S>(a.a + o, n, [](auto g) { return silu<S>(g); }, a.x + o);
  map<S>(a.y + o, n, [](auto t, auto u) { return S::mul(t, u); }, a.a + o, a.u + o);
}

template <class S>
void rmsnorm(FusionMode mode, const FusionArgs<typename S::value_type>& a, FusionRange rows) {
  const std::size_t cols = a.cols;
  if (mode == FusionMode::fused) {
    for (std::size_t r = rows.begin; r < rows.end; ++r)
      scale_row<S>(a.x + r * cols, a.w, inv_rms<S>(a.x + r * cols, cols), a.y + r * cols, cols);
    return;
  }
  for (std::size_t r = rows.begin; r < rows.end; ++r) a.a[r] = inv_rms<S>(a.x + r * cols, cols);
  for (std::size_t r = rows.begin; r < rows.end; ++r) scale_row<S>(a.x + r * cols, a.w, a.a[r], a.y + r * cols, cols);
}

template <class S>
void chunk(FusionChain chain, FusionMode mode, const FusionArgs<typename S::value_type>& a, FusionRange r) {
  switch (chain) {
    case FusionChain::relu_chain: relu_chain<S>(mode, a, r); return;
    case FusionChain::silu_mul: silu_mul<S>(mode, a, r); return;
    case FusionChain::rmsnorm: rmsnorm<S>(mode, a, r); return;
  }
}

template <class S>
void exp_array(const typename S::value_type* x, typename S::value_type* y, std::size_t n) {
  map<S>(y, n, [](auto v) { return simd::exp<S>(v); }, x);
}

template <class S>
FusionKernels<typename S::value_type> kernels() {
  return {&chunk<S>, &exp_array<S>};
}

}  // namespace cpuroof::fusion_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(FusionFamily, fusion_impl::kernels, level, TRAITS)
