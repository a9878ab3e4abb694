#pragma once
// Loops 2 and 1 of the packed GEMM (microkernel.hpp): every MR x NR tile of one MC x KC block of A
// times columns [j_begin, j_end) of one packed KC x NC panel of B, by the micro-kernel.
#include <cstddef>

#include "gemm/microkernel.hpp"

namespace cpuroof {

// a_packed: ceil(mc / mr) A micro-panels; b_packed: the whole packed B panel (micro-panel q at
// q * nr * kc); j_begin is a multiple of nr. c points at the block's C[0][0] (row stride ldc).
template <class T>
void macro_kernel(const MicroKernel<T>& uk, std::size_t mc, std::size_t kc, const T* a_packed, const T* b_packed,
                  std::size_t j_begin, std::size_t j_end, T* c, std::size_t ldc, bool accumulate);

}  // namespace cpuroof
