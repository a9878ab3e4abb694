#pragma once
// Packing of A blocks and B panels into the micro-panel layouts of microkernel.hpp, zero-padded to
// whole MR x KC and KC x NR micro-panels so that the micro-kernel never sees an edge.
#include <cstddef>

namespace cpuroof {

// Rows [0, mc) and columns [0, kc) of A (row stride lda) into ceil(mc / mr) micro-panels of mr x kc,
// one after the other in dst (each mr * kc elements).
template <class T>
void pack_a(std::size_t mc, std::size_t kc, const T* a, std::size_t lda, std::size_t mr, T* dst);

// Micro-panels [panel_begin, panel_end) of the kc x nc block of B (row stride ldb): panel q covers
// columns [q * nr, q * nr + nr) and lands at dst + q * nr * kc.
template <class T>
void pack_b(std::size_t kc, std::size_t nc, const T* b, std::size_t ldb, std::size_t nr, std::size_t panel_begin,
            std::size_t panel_end, T* dst);

}  // namespace cpuroof
