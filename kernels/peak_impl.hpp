#pragma once
// The peak loop over SIMD traits S, one instantiation per row of kPeakShapes (peak.hpp) that fits
// the level's registers. Included only by the per-level units cmake/IsaLevels.cmake generates.
#include <utility>

#include "peak.hpp"

namespace cpuroof::peak_impl {

template <class S, int NF, int NA, int NM>
typename S::value_type loop(std::int64_t iters) {
  using T = typename S::value_type;
  using C = PeakConstants<T>;
  constexpr int N = NF + NA + NM;
  // Every loop over acc is unrolled whole, so each chain is one register: GCC 12 on aarch64 keeps an
  // array that any loop indexes at run time in memory and stores every chain back on every trip.
  typename S::V acc[N];
#pragma GCC unroll 32
  for (int c = 0; c < N; ++c) acc[c] = S::set1(C::start(c));
  // Constants come from a volatile read so the compiler cannot fold the recurrence.
  volatile T xv = C::x, yv = C::y, mv = C::mul_x;
  const auto x = S::set1(xv), y = S::set1(yv), m = S::set1(mv);
  for (std::int64_t it = 0; it < iters; ++it) {
#pragma GCC unroll 32
    for (int c = 0; c < NF; ++c) acc[c] = S::fma(acc[c], x, y);
#pragma GCC unroll 32
    for (int c = NF; c < NF + NA; ++c) acc[c] = S::add(acc[c], y);
#pragma GCC unroll 32
    for (int c = NF + NA; c < N; ++c) acc[c] = S::mul(acc[c], m);
  }
  T total = 0;
#pragma GCC unroll 32
  for (int c = 0; c < N; ++c) total += S::reduce(acc[c]);
  return total;
}

template <class S, std::size_t K>
constexpr PeakFn<typename S::value_type> row() {
  constexpr PeakShape s = kPeakShapes[K].shape;
  if constexpr (s.fits(S::registers))
    return &loop<S, s.fma, s.add, s.mul>;
  else
    return nullptr;
}

template <class S, std::size_t... K>
PeakKernels<typename S::value_type> table(std::index_sequence<K...>) {
  return {{row<S, K>()...}};
}

template <class S>
PeakKernels<typename S::value_type> kernels() {
  return table<S>(std::make_index_sequence<kPeakShapeCount>{});
}

}  // namespace cpuroof::peak_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(PeakFamily, peak_impl::kernels, level, TRAITS)
