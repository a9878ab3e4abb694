#pragma once
// Loops 2 and 1 of the packed GEMM (microkernel.hpp): every MR x NR tile of one MC x KC block of A
// times columns [j_begin, j_end) of one packed KC x NC panel of B, by the micro-kernel, in the
// order that suits kc (below).
#include <cstddef>

#include "gemm/microkernel.hpp"

namespace cpuroof {

// Up to this kc (a short K: rank-k updates, skinny GEMMs) the tiles go row strip by row strip. C then
// moves 16 bytes (read and written) per 2 kc FLOP of each element, and row strips stream it along MR
// rows that the hardware prefetchers follow. Down the columns, every tile starts MR rows ldc apart, a
// new page each, and a short kc loop cannot hide their misses. With the usual long kc, columns first
// keep the B micro-panel in L1 for the whole A block.
// What it depends on: how long a miss to a new row of C takes against the time of one tile's kc loop
// (MR * NR / lanes FMAs per step), i.e. memory latency and prefetcher behaviour times the FMA rate;
// no cache size or register count gives it, so it is measured. Measured on the reference machine
// (2-vCPU AMD EPYC Zen 3 VM, AVX2 level, 4 x 12 f64 tile), f64 C += A B at m = n = 2048: rows first
// took 0.64-0.70 of the time at k = 32 and won at k = 64 too (hand against OpenBLAS from 0.91-0.97
// to 1.11-1.17); at 1024 and 2048 cubed (kc = 256 there) rows first was 1-2% slower. Not re-measured
// at AVX-512.
inline constexpr std::size_t kRowsOuterMaxKc = 64;

// a_packed: ceil(mc / mr) A micro-panels; b_packed: the whole packed B panel (micro-panel q at
// q * nr * kc); j_begin is a multiple of nr. c points at the block's C[0][0] (row stride ldc).
template <class T>
void macro_kernel(const MicroKernel<T>& uk, std::size_t mc, std::size_t kc, const T* a_packed, const T* b_packed,
                  std::size_t j_begin, std::size_t j_end, T* c, std::size_t ldc, bool accumulate);

}  // namespace cpuroof
