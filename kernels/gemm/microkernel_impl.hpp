#pragma once
// The MR x NR micro-kernel written once over SIMD traits S (contract in microkernel.hpp), included
// only by the per-ISA units microkernel_<isa>.cpp. NV = NR / lanes vectors of B per step.
#include "gemm/microkernel.hpp"

namespace cpuroof::gemm_impl {

template <class S, int MR, int NV>
void microkernel(std::size_t kc, const typename S::value_type* a, const typename S::value_type* b,
                 typename S::value_type* c, std::size_t ldc, bool accumulate) {
  using V = typename S::V;
  constexpr int L = S::lanes;
  constexpr int NR = NV * L;
  // The C tile is written at the end: fetch its lines now, while the kc loop runs.
#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r) {
    __builtin_prefetch(c + r * ldc, 1);
    __builtin_prefetch(c + r * ldc + NR - 1, 1);
  }
  V acc[MR][NV];
#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v) acc[r][v] = S::zero();

#pragma GCC unroll 4
  for (std::size_t p = 0; p < kc; ++p) {
    V bv[NV];
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v) bv[v] = S::load(b + v * L);
#pragma GCC unroll 16
    for (int r = 0; r < MR; ++r) {
      const V av = S::set1(a[r]);
#pragma GCC unroll 4
      for (int v = 0; v < NV; ++v) acc[r][v] = S::fma(av, bv[v], acc[r][v]);
    }
    a += MR;
    b += NR;
  }

#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v) {
      typename S::value_type* dst = c + r * ldc + v * L;
      S::store(dst, accumulate ? S::add(S::load(dst), acc[r][v]) : acc[r][v]);
    }
}

template <class S, int MR, int NV>
MicroKernel<typename S::value_type> make() {
  return {MR, static_cast<std::size_t>(NV * S::lanes), &microkernel<S, MR, NV>};
}

}  // namespace cpuroof::gemm_impl

// Defines gemm_microkernel_<isa> for double (MR_D x NV_D vectors) and float (MR_F x NV_F vectors).
#define CPUROOF_DEFINE_GEMM_MICROKERNEL(isa, TRAITS, MR_D, NV_D, MR_F, NV_F)                         \
  namespace cpuroof {                                                                                \
  template <class T> MicroKernel<T> gemm_microkernel_##isa() {                                       \
    if constexpr (sizeof(T) == 8) return gemm_impl::make<TRAITS<T>, MR_D, NV_D>();                   \
    else return gemm_impl::make<TRAITS<T>, MR_F, NV_F>();                                            \
  }                                                                                                  \
  template MicroKernel<float> gemm_microkernel_##isa<float>();                                       \
  template MicroKernel<double> gemm_microkernel_##isa<double>();                                     \
  }
