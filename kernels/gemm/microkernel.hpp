#pragma once
// The packed GEMM, BLIS style. C (m x n) = A (m x k) * B (k x n), all row-major and contiguous.
//
//   loop 5  jc over n in steps of NC     ┐ driver.cpp: B panel KC x NC packed once, shared by threads
//   loop 4  pc over k in steps of KC     │
//   loop 3  ic over m in steps of MC     ┘ driver.cpp: A block MC x KC packed per thread
//   loop 2  jr over NC in steps of NR    ┐ macro_kernel.cpp (portable)
//   loop 1  ir over MC in steps of MR    ┘
//           micro-kernel: C[MR x NR] (+)= A~[MR x KC] * B~[KC x NR]   (this file: one per ISA)
//
// Packed layouts (pack.hpp), each micro-panel contiguous and 64-byte aligned in its buffer:
//
//   A~ micro-panel (MR x KC), column by column:     B~ micro-panel (KC x NR), row by row:
//     a[0][0] a[1][0] .. a[MR-1][0]                   b[0][0] b[0][1] .. b[0][NR-1]
//     a[0][1] a[1][1] .. a[MR-1][1]   (p = 1)         b[1][0] b[1][1] .. b[1][NR-1]   (p = 1)
//     ...                                             ...
//   so step p of the micro-kernel reads MR scalars of A (broadcast) and NR/lanes vectors of B.
//
// Micro-kernel contract:
//   fn(kc, a, b, c, ldc, accumulate) computes the full MR x NR tile T = A~ * B~ over kc steps
//   (kc may be 0: T = 0) and then writes C[i*ldc + j] = T[i][j] (accumulate == false) or
//   C[i*ldc + j] += T[i][j] (accumulate == true) for all i < MR, j < NR. It never sees a partial
//   tile: the packing pads A~ and B~ with zeros up to MR and NR, and the macro-kernel hands edge
//   tiles a private MR x NR buffer and copies back only the valid part. So every ISA writes one
//   kernel with no edge code, and edges cost one buffered tile per ragged row/column of tiles.
//
// Why these MR x NR: the tile lives in vector registers for the whole kc loop, with NR/lanes
// registers of B and one broadcast of A beside it: MR * NR/lanes + NR/lanes + 1 <= registers
// (16 for AVX2, 32 for AVX-512), and MR * NR/lanes independent FMAs per step cover the FMA latency
// times its throughput (e.g. 4 cycles x 2 pipes needs >= 8). Each step then does MR*NR/lanes FMAs
// for NR/lanes + MR loads: loads never limit the FMA pipes.
#include <cstddef>

#include "level_dispatch.hpp"

namespace cpuroof {

template <class T>
using MicroKernelFn = void (*)(std::size_t kc, const T* a, const T* b, T* c, std::size_t ldc, bool accumulate);

template <class T>
struct MicroKernel {
  std::size_t mr = 0;
  std::size_t nr = 0;
  MicroKernelFn<T> fn = nullptr;
};

// Largest MR * NR of any micro-kernel (f32 at AVX-512, 6 x 64, and at 512-bit SVE, 8 x 48): the
// macro-kernel's edge-tile buffer holds this many elements.
inline constexpr std::size_t kMaxMicroTile = 8 * 48;

struct GemmMicroKernelFamily {
  template <class T>
  using Kernels = MicroKernel<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};

// The micro-kernel for `isa`, chosen once (the packed GEMM and rankk take it, never an Isa); throws
// std::invalid_argument if this CPU cannot run the level.
template <class T>
Chosen<MicroKernel<T>> gemm_microkernel(Isa isa);

}  // namespace cpuroof
