#include "gemm/macro_kernel.hpp"

#include <algorithm>

namespace cpuroof {

template <class T>
void macro_kernel(const MicroKernel<T>& uk, std::size_t mc, std::size_t kc, const T* a_packed, const T* b_packed,
                  std::size_t j_begin, std::size_t j_end, T* c, std::size_t ldc, bool accumulate) {
  const std::size_t mr = uk.mr, nr = uk.nr;
  alignas(64) T tile[kMaxMicroTile];
  auto one_tile = [&](std::size_t i, std::size_t j) {
    const T* ap = a_packed + (i / mr) * mr * kc;
    const T* bp = b_packed + (j / nr) * nr * kc;
    const std::size_t rows = std::min(mr, mc - i), cols = std::min(nr, j_end - j);
    T* ct = c + i * ldc + j;
    if (rows == mr && cols == nr) {
      uk.fn(kc, ap, bp, ct, ldc, accumulate);
      return;
    }
    // Edge tile: full tile into the private buffer, then only the valid part into C.
    uk.fn(kc, ap, bp, tile, nr, false);
    for (std::size_t r = 0; r < rows; ++r)
      for (std::size_t s = 0; s < cols; ++s)
        ct[r * ldc + s] = accumulate ? ct[r * ldc + s] + tile[r * nr + s] : tile[r * nr + s];
  };
  if (kc <= kRowsOuterMaxKc) {
    for (std::size_t i = 0; i < mc; i += mr)                             // A micro-panels
      for (std::size_t j = j_begin; j < j_end; j += nr) one_tile(i, j);  // B micro-panels
    return;
  }
  for (std::size_t j = j_begin; j < j_end; j += nr)           // loop 2: B micro-panels
    for (std::size_t i = 0; i < mc; i += mr) one_tile(i, j);  // loop 1: A micro-panels
}

template void macro_kernel<float>(const MicroKernel<float>&, std::size_t, std::size_t, const float*, const float*,
                                  std::size_t, std::size_t, float*, std::size_t, bool);
template void macro_kernel<double>(const MicroKernel<double>&, std::size_t, std::size_t, const double*, const double*,
                                   std::size_t, std::size_t, double*, std::size_t, bool);

}  // namespace cpuroof
