#pragma once
// The BLAS-1 loops, written once over SIMD traits S (simd/README.md). Included only by the per-ISA
// units cmake/IsaLevels.cmake generates. Four registers per iteration keep enough loads in flight; dot keeps eight
// accumulators, enough to cover the FMA latency at two loads per cycle.
#include "blas1.hpp"

namespace cpuroof::blas1_impl {

template <class S>
void add(const typename S::value_type* x, const typename S::value_type* y, typename S::value_type* z, std::size_t n) {
  constexpr std::size_t L = S::lanes;
  std::size_t i = 0;
  for (; i + 4 * L <= n; i += 4 * L) {
#pragma GCC unroll 4
    for (std::size_t u = 0; u < 4; ++u) S::store(z + i + u * L, S::add(S::load(x + i + u * L), S::load(y + i + u * L)));
  }
  for (; i + L <= n; i += L) S::store(z + i, S::add(S::load(x + i), S::load(y + i)));
  for (; i < n; ++i) z[i] = x[i] + y[i];
}

template <class S>
void axpy(typename S::value_type a, const typename S::value_type* x, typename S::value_type* y, std::size_t n) {
  constexpr std::size_t L = S::lanes;
  const auto va = S::set1(a);
  std::size_t i = 0;
  for (; i + 4 * L <= n; i += 4 * L) {
#pragma GCC unroll 4
    for (std::size_t u = 0; u < 4; ++u)
      S::store(y + i + u * L, S::fma(va, S::load(x + i + u * L), S::load(y + i + u * L)));
  }
  for (; i + L <= n; i += L) S::store(y + i, S::fma(va, S::load(x + i), S::load(y + i)));
  for (; i < n; ++i) y[i] = a * x[i] + y[i];
}

template <class S>
typename S::value_type dot(const typename S::value_type* x, const typename S::value_type* y, std::size_t n) {
  using T = typename S::value_type;
  constexpr std::size_t L = S::lanes;
  constexpr int kAcc = 8;
  typename S::V acc[kAcc];
#pragma GCC unroll 8
  for (auto& v : acc) v = S::zero();
  std::size_t i = 0;
  for (; i + kAcc * L <= n; i += kAcc * L) {
#pragma GCC unroll 8
    for (int u = 0; u < kAcc; ++u) acc[u] = S::fma(S::load(x + i + u * L), S::load(y + i + u * L), acc[u]);
  }
  for (; i + L <= n; i += L) acc[0] = S::fma(S::load(x + i), S::load(y + i), acc[0]);
#pragma GCC unroll 8
  for (int u = 1; u < kAcc; ++u) acc[0] = S::add(acc[0], acc[u]);
  T total = S::reduce(acc[0]);
  for (; i < n; ++i) total += x[i] * y[i];
  return total;
}

template <class S>
typename S::value_type dot_1acc(const typename S::value_type* x, const typename S::value_type* y, std::size_t n) {
  using T = typename S::value_type;
  constexpr std::size_t L = S::lanes;
  auto acc = S::zero();
  std::size_t i = 0;
  for (; i + L <= n; i += L) acc = S::fma(S::load(x + i), S::load(y + i), acc);
  T total = S::reduce(acc);
  for (; i < n; ++i) total += x[i] * y[i];
  return total;
}

template <class S>
Blas1Kernels<typename S::value_type> kernels() {
  return {&add<S>, &axpy<S>, &dot<S>, &dot_1acc<S>};
}

}  // namespace cpuroof::blas1_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(Blas1Family, blas1_impl::kernels, level, TRAITS)
