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
// new page each, and a short kc loop cannot hide their misses: at m = n = 2048, k = 32 (f64, C += A B)
// rows first took 0.64-0.70 of the time. With the usual long kc, columns first keep the B
// micro-panel in L1 for the whole A block (rows first was 1-2% slower at 1024 and 2048 cubed).
inline constexpr std::size_t kRowsOuterMaxKc = 64;

// a_packed: ceil(mc / mr) A micro-panels; b_packed: the whole packed B panel (micro-panel q at
// q * nr * kc); j_begin is a multiple of nr. c points at the block's C[0][0] (row stride ldc).
template <class T>
void macro_kernel(const MicroKernel<T>& uk, std::size_t mc, std::size_t kc, const T* a_packed, const T* b_packed,
                  std::size_t j_begin, std::size_t j_end, T* c, std::size_t ldc, bool accumulate);

}  // namespace cpuroof
