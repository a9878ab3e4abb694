#pragma once
// The peak loop over SIMD traits S, instantiated per ISA level in peak_<isa>.cpp.
#include "peak.hpp"

// Every shape compiled: (fma chains, add chains, mul chains).
#define CPUROOF_PEAK_SHAPES(X)                                                           \
  X(8, 0, 0) X(10, 0, 0) X(12, 0, 0) X(16, 0, 0) X(24, 0, 0)                             \
  X(0, 8, 0) X(0, 12, 0) X(0, 16, 0)                                                     \
  X(0, 0, 8) X(0, 0, 12) X(0, 0, 16)                                                     \
  X(6, 6, 0) X(8, 4, 0) X(8, 6, 0) X(10, 4, 0) X(8, 8, 0) X(12, 6, 0) X(12, 12, 0) X(16, 8, 0)

namespace cpuroof::peak_impl {

template <class S, int NF, int NA, int NM>
typename S::value_type loop(std::int64_t iters) {
  using T = typename S::value_type;
  using C = PeakConstants<T>;
  constexpr int N = NF + NA + NM;
  typename S::V acc[N];
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
  for (int c = 0; c < N; ++c) total += S::reduce(acc[c]);
  return total;
}

template <class S>
PeakFn<typename S::value_type> table(const PeakShape& s) {
#define CPUROOF_PEAK_CASE(f, a, m) \
  if (s.fma == f && s.add == a && s.mul == m) return &loop<S, f, a, m>;
  CPUROOF_PEAK_SHAPES(CPUROOF_PEAK_CASE)
#undef CPUROOF_PEAK_CASE
  return nullptr;
}

template <class S>
PeakKernels<typename S::value_type> kernels() {
  return {&table<S>};
}

}  // namespace cpuroof::peak_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(PeakFamily, peak_impl::kernels, level, TRAITS)
