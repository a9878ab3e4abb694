#include "gemm/pack.hpp"

#include <algorithm>

namespace cpuroof {

namespace {

// One A micro-panel with MR known at compile time, so the inner loop over rows is fully unrolled.
template <class T, std::size_t MR>
void pack_a_panel(std::size_t rows, std::size_t kc, const T* a, std::size_t lda, T* dst) {
  if (rows == MR) {
    for (std::size_t p = 0; p < kc; ++p)
#pragma GCC unroll 16
      for (std::size_t r = 0; r < MR; ++r) dst[p * MR + r] = a[r * lda + p];
    return;
  }
  for (std::size_t p = 0; p < kc; ++p)
    for (std::size_t r = 0; r < MR; ++r) dst[p * MR + r] = r < rows ? a[r * lda + p] : T(0);
}

template <class T>
void pack_a_panel_any(std::size_t rows, std::size_t mr, std::size_t kc, const T* a, std::size_t lda, T* dst) {
  for (std::size_t p = 0; p < kc; ++p)
    for (std::size_t r = 0; r < mr; ++r) dst[p * mr + r] = r < rows ? a[r * lda + p] : T(0);
}

// One whole B micro-panel with NR known at compile time: a fixed-size row copy, no library call.
template <class T, std::size_t NR>
void pack_b_panel(std::size_t kc, const T* b, std::size_t ldb, T* dst) {
  for (std::size_t p = 0; p < kc; ++p)
#pragma GCC unroll 64
    for (std::size_t j = 0; j < NR; ++j) dst[p * NR + j] = b[p * ldb + j];
}

}  // namespace

template <class T>
void pack_a(std::size_t mc, std::size_t kc, const T* a, std::size_t lda, std::size_t mr, T* dst) {
  for (std::size_t i = 0; i < mc; i += mr, dst += mr * kc) {
    const std::size_t rows = std::min(mr, mc - i);
    const T* src = a + i * lda;
    switch (mr) {  // the micro-kernels' MR values (microkernel_<isa>.cpp)
      case 4:
        pack_a_panel<T, 4>(rows, kc, src, lda, dst);
        break;
      case 6:
        pack_a_panel<T, 6>(rows, kc, src, lda, dst);
        break;
      case 8:
        pack_a_panel<T, 8>(rows, kc, src, lda, dst);
        break;
      default:
        pack_a_panel_any(rows, mr, kc, src, lda, dst);
        break;
    }
  }
}

template <class T>
void pack_b(std::size_t kc, std::size_t nc, const T* b, std::size_t ldb, std::size_t nr, std::size_t panel_begin,
            std::size_t panel_end, T* dst) {
  for (std::size_t q = panel_begin; q < panel_end; ++q) {
    const std::size_t j0 = q * nr;
    const std::size_t cols = std::min(nr, nc - j0);
    T* out = dst + q * nr * kc;
    const T* src = b + j0;
    switch (cols == nr ? nr : 0) {  // the micro-kernels' NR values (microkernel_<isa>.cpp)
      case 3:
        pack_b_panel<T, 3>(kc, src, ldb, out);
        break;
      case 12:
        pack_b_panel<T, 12>(kc, src, ldb, out);
        break;
      case 24:
        pack_b_panel<T, 24>(kc, src, ldb, out);
        break;
      case 32:
        pack_b_panel<T, 32>(kc, src, ldb, out);
        break;
      case 48:
        pack_b_panel<T, 48>(kc, src, ldb, out);
        break;
      case 64:
        pack_b_panel<T, 64>(kc, src, ldb, out);
        break;
      default:
        for (std::size_t p = 0; p < kc; ++p) {
          std::copy_n(src + p * ldb, cols, out + p * nr);
          std::fill_n(out + p * nr + cols, nr - cols, T(0));
        }
    }
  }
}

template void pack_a<float>(std::size_t, std::size_t, const float*, std::size_t, std::size_t, float*);
template void pack_a<double>(std::size_t, std::size_t, const double*, std::size_t, std::size_t, double*);
template void pack_b<float>(std::size_t, std::size_t, const float*, std::size_t, std::size_t, std::size_t, std::size_t,
                            float*);
template void pack_b<double>(std::size_t, std::size_t, const double*, std::size_t, std::size_t, std::size_t,
                             std::size_t, double*);

}  // namespace cpuroof
