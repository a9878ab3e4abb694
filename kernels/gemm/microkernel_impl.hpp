#pragma once
// The MR x NR micro-kernel written once over SIMD traits S (contract in microkernel.hpp), included
// only by the per-level units cmake/IsaLevels.cmake generates. NV = NR / lanes vectors of B per step.
#include "gemm/microkernel.hpp"

namespace cpuroof::gemm_impl {

template <class S, int MR, int NV>
void microkernel(std::size_t kc, const typename S::value_type* a, const typename S::value_type* b,
                 typename S::value_type* c, std::size_t ldc, bool accumulate) {
  using V = typename S::V;
  constexpr int L = S::lanes;
  constexpr int NR = NV * L;
  // The C tile is written at the end: fetch every line of its rows now, while the kc loop runs (a
  // row of NR elements spans NR * size / 64 lines, one more where C is not line-aligned). A missed
  // line is a miss to L3 or DRAM per row at the end of every tile: C is read and written k / KC times.
  constexpr int kLineElems = 64 / static_cast<int>(sizeof(typename S::value_type));
#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r) {
#pragma GCC unroll 8
    for (int e = 0; e < NR; e += kLineElems) __builtin_prefetch(c + r * ldc + e, 1);
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
    // The A micro-panel streams from L2 (the A block is L2-resident, blocking.hpp): fetch it 8 steps
    // ahead, some 8 * MR * NV / 2 cycles at 2 FMA pipes, well past an L2 hit's latency.
    __builtin_prefetch(a + 8 * MR);
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

// The tile from the level's register file: NV vectors of B per step, and as many rows as fit beside
// them and one broadcast of A (MR * NV + NV + 1 <= registers), rounded down to an even count.
// 16 registers (AVX2, x86 scalar): NV = 3, 4 x 3 vectors. Few broadcasts per FMA matter on AMD Zen,
// where a broadcast of A takes an FP-pipe slot beside the FMAs: 4 per 12 FMAs outruns BLIS's 6 x 8
// AVX2 shape (6 per 12) there (measured on Zen 3).
// AVX-512 (32 registers): NV = 4, 6 x 4 vectors. Measured on Zen 5 (2-vCPU EPYC VM, n = 2048, 1 and 2
// threads, blocks by blocking.hpp, three interleaved runs): 6 x 4 ran 2-3% ahead of 8 x 3 in f64 and
// level in f32; 9 x 3, 12 x 2, 14 x 2 (BLIS skx's 28 accumulators), 5 x 5 and 4 x 6 were no faster
// than 8 x 3 (hence MR even). With its operands in L1 either tile issues at the FMA peak (f64 106-112
// GFLOP/s against the peak loop's 111 at 3.6 GHz), so the broadcasts do not separate them there; the
// GEMM's remaining gap to the peak (about 15%, as BLIS's) is packing (3-4% of the time) and moving C
// and the panels through the caches.
// NEON (32 registers): NV = 3, 8 x 3, 24 accumulators. Its broadcast of A is a load (ld1r) on the
// load pipes, not an FP-pipe op, so FMA by lane (A loaded as vectors, fmla v.2d[i]) would save loads
// only: 7 instead of 11 per 24 FMAs, which two or three load pipes issue in fewer cycles than four FMA
// pipes take for the 24 FMAs either way. Not worth a traits op every level would need.
// SVE (32 Z registers): 8 x 3 at each built length; at 512 bits the f32 tile, 8 x 48, is the largest
// of any level with AVX-512's 6 x 64 (kMaxMicroTile), and a longer build would trip the static_assert.
// NV of every level whose traits do not choose their own (`gemm_b_vectors`: AVX-512's 4).
inline constexpr int kNvDefault = 3;
template <class S>
constexpr int kNv = kNvDefault;
template <class S>
requires requires { S::gemm_b_vectors; }
constexpr int kNv<S> = S::gemm_b_vectors;
template <class S>
constexpr int kMr = (S::registers - kNv<S> - 1) / kNv<S> / 2 * 2;

template <class S>
MicroKernel<typename S::value_type> make() {
  static_assert(kMr<S> * kNv<S> * S::lanes <= static_cast<int>(kMaxMicroTile), "tile exceeds the edge buffer");
  return {static_cast<std::size_t>(kMr<S>), static_cast<std::size_t>(kNv<S> * S::lanes),
          &microkernel<S, kMr<S>, kNv<S>>};
}

}  // namespace cpuroof::gemm_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) \
  CPUROOF_DEFINE_KERNELS_AT(GemmMicroKernelFamily, gemm_impl::make, level, TRAITS)
