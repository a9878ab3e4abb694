#pragma once
// The intensity loop over SIMD traits S. Included only by the per-level units cmake/IsaLevels.cmake
// generates.
#include <cmath>

#include "intensity.hpp"

namespace cpuroof::intensity_impl {

template <class S>
void chunk(const typename S::value_type* x, typename S::value_type* y, std::size_t n, int flops) {
  using T = typename S::value_type;
  using C = IntensityConstants<T>;
  constexpr int K = kIntensityChains;
  static_assert(K + kIntensityConstantRegisters <= S::registers, "the chains and constants must stay in registers");
  constexpr std::size_t step = static_cast<std::size_t>(K) * S::lanes;
  const auto c = S::set1(C::c), d = S::set1(C::d);
  std::size_t i = 0;
  if (flops == 1) {
    for (; i + step <= n; i += step) {
#pragma GCC unroll 16
      for (int u = 0; u < K; ++u) S::store(y + i + u * S::lanes, S::mul(S::load(x + i + u * S::lanes), c));
    }
    for (; i + S::lanes <= n; i += S::lanes) S::store(y + i, S::mul(S::load(x + i), c));
    for (; i < n; ++i) y[i] = C::c * x[i];
    return;
  }
  const int fmas = flops / 2;
  for (; i + step <= n; i += step) {
    typename S::V acc[K];
#pragma GCC unroll 16
    for (int u = 0; u < K; ++u) acc[u] = S::load(x + i + u * S::lanes);
    for (int f = 0; f < fmas; ++f) {
#pragma GCC unroll 16
      for (int u = 0; u < K; ++u) acc[u] = S::fma(acc[u], c, d);
    }
#pragma GCC unroll 16
    for (int u = 0; u < K; ++u) S::store(y + i + u * S::lanes, acc[u]);
  }
  for (; i + S::lanes <= n; i += S::lanes) {
    auto acc = S::load(x + i);
    for (int f = 0; f < fmas; ++f) acc = S::fma(acc, c, d);
    S::store(y + i, acc);
  }
  for (; i < n; ++i) {
    T acc = x[i];
    for (int f = 0; f < fmas; ++f) acc = std::fma(acc, C::c, C::d);
    y[i] = acc;
  }
}

template <class S>
IntensityKernels<typename S::value_type> kernels() {
  return {&chunk<S>};
}

}  // namespace cpuroof::intensity_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) \
  CPUROOF_DEFINE_KERNELS_AT(IntensityFamily, intensity_impl::kernels, level, TRAITS)
