#pragma once
// Low-precision GEMM: C = A B with u8 A (m x k), s8 B (k x n) and exact s32 C (m x n), all
// row-major, on AVX-512 VNNI: B packed once per call into 32-column panels in vpdpbusd's layout (4
// consecutive k of one column per 32-bit lane), A packed into 8-row panels with k padded to a multiple
// of 4 (zeros add nothing), an 8 x 32 micro-tile of 16 zmm accumulators updated by 16 vpdpbusd per 4 k,
// k in blocks of 256 (the B micro-panel in L1).
// Threads split the B panels. OpenBLAS has no integer GEMM (and Debian's 0.3.21 is built without
// its bf16 sbgemm), so there is no library beside it: it is judged against the int8 VNNI roof.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cost.hpp"

namespace cpuroof {

// True when this CPU runs it (AVX-512 with VNNI).
bool gemm_i8_supported();

// 2mnk integer ops (multiply-adds x 2); A, B read and C written once.
Cost gemm_i8_cost(std::size_t m, std::size_t n, std::size_t k);

// C = A B; throws std::invalid_argument when the CPU lacks AVX-512 VNNI.
void gemm_i8(std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a, const std::int8_t* b, std::int32_t* c,
             int threads);

// The same as a plain triple loop in 64-bit integers (exact).
std::vector<std::int64_t> gemm_i8_reference(std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                                            const std::int8_t* b);

}  // namespace cpuroof
