#pragma once
// Inputs and tolerances the BLAS-like kernel tests share.
#include <cstddef>
#include <limits>

namespace cpuroof::testing_util {

// Sizes that are not multiples of any SIMD width, unroll or block, plus a few that are.
inline constexpr std::size_t kAwkwardSizes[] = {1, 7, 63, 64, 257, 1031};
inline constexpr int kThreadCounts[] = {1, 2, 3};

// Positive inputs: a sum's rounding error is then bounded relative to the sum itself.
template <class T>
T in_x(std::size_t i) {
  return T(1) + T(i % 17) / T(17);
}
template <class T>
T in_y(std::size_t i) {
  return T(0.5) + T(i % 13) / T(13);
}

// A sum of `terms` positive terms in T, in any order, against a double reference: at most
// terms * u relative error (u = half an ulp of 1), plus the final rounding.
template <class T>
double sum_rtol(double terms) {
  return (terms + 2) * std::numeric_limits<T>::epsilon() / 2;
}

}  // namespace cpuroof::testing_util
