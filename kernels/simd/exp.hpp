#pragma once
// exp(x) over any SIMD traits S, from arithmetic alone (no libm call per lane):
//   x = k*ln2 + r, k = round(x / ln2), |r| <= ln2/2      (Cody-Waite: ln2 split in a high part whose
//                                                         product with k is exact, and a low part)
//   exp(r) by its Taylor polynomial, Horner form         (f32: degree 7, f64: degree 13: the first
//                                                         omitted term, |r|^(d+1)/(d+1)!, is below
//                                                         0.1 ulp on |r| <= ln2/2)
//   exp(x) = exp(r) * 2^k                                (exact)
// Rounding in Horner's rule leaves about one ulp (tests/kernels/test_fusion.cpp holds it to two against std::exp).
// Inputs are clamped to the range where the result and 2^k are normal numbers, so no lane overflows
// to inf or falls into denormals: exp(x) for x beyond the range returns exp at the range's end.
#include <array>

namespace cpuroof::simd {

template <class T>
struct ExpConstants;

template <>
struct ExpConstants<float> {
  static constexpr int degree = 7;
  static constexpr float lo = -87.0f, hi = 88.0f;   // 2^k stays in [2^-126, 2^127]
  static constexpr float ln2_hi = 0.693359375f;     // 9 significant bits: k * ln2_hi is exact
  static constexpr float ln2_lo = -2.12194440e-4f;  // ln2 - ln2_hi
};

template <>
struct ExpConstants<double> {
  static constexpr int degree = 13;
  static constexpr double lo = -708.0, hi = 709.0;              // 2^k stays in [2^-1022, 2^1023]
  static constexpr double ln2_hi = 6.93147180369123816490e-01;  // low 32 mantissa bits zero (fdlibm)
  static constexpr double ln2_lo = 1.90821492927058770002e-10;
};

// 1/i! for i = 0..degree, computed in double and rounded once to T.
template <class T>
constexpr std::array<T, ExpConstants<T>::degree + 1> exp_taylor() {
  std::array<T, ExpConstants<T>::degree + 1> c{};
  double f = 1;
  for (int i = 0; i <= ExpConstants<T>::degree; ++i) {
    if (i > 0) f *= i;
    c[static_cast<std::size_t>(i)] = static_cast<T>(1.0 / f);
  }
  return c;
}

// Floating-point operations one exp costs per lane, counted as the code below does them
// (min/max clamping is not counted: comparisons, not arithmetic).
template <class T>
constexpr int exp_flops() {
  return 1 /* x*log2e */ + 4 /* two FMAs of the reduction */ + 2 * ExpConstants<T>::degree /* Horner */ +
         1 /* scale by 2^k */;
}

template <class S>
typename S::V exp(typename S::V x) {
  using T = typename S::value_type;
  using C = ExpConstants<T>;
  constexpr auto taylor = exp_taylor<T>();
  constexpr T log2e = T(1.44269504088896340736);
  x = S::min(S::max(x, S::set1(C::lo)), S::set1(C::hi));
  const auto k = S::round(S::mul(x, S::set1(log2e)));
  auto r = S::fma(k, S::set1(-C::ln2_hi), x);
  r = S::fma(k, S::set1(-C::ln2_lo), r);
  auto p = S::set1(taylor[C::degree]);
  for (int i = C::degree - 1; i >= 0; --i) p = S::fma(p, r, S::set1(taylor[static_cast<std::size_t>(i)]));
  return S::ldexp(p, k);
}

}  // namespace cpuroof::simd
