#pragma once
// Low-precision GEMM: C = A B with u8 A (m x k), s8 B (k x n) and exact s32 C (m x n), all
// row-major, on AVX-512 VNNI (vpdpbusd: 4 consecutive k of u8 x s8 per 32-bit lane): the packed
// dot-product GEMM of gemm_dot_impl.hpp (12 x 32 micro-tile, blocks from the caches passed in, at
// 1 byte per element), shared with the bf16 GEMM. OpenBLAS has no integer GEMM, so there is no
// library beside it: it is judged against the int8 VNNI roof.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cost.hpp"
#include "gemm/blocking.hpp"

namespace cpuroof {

// True when this CPU runs it (AVX-512 with VNNI).
bool gemm_i8_supported();

// 2mnk integer ops (multiply-adds x 2); A, B read and C written once.
Cost gemm_i8_cost(std::size_t m, std::size_t n, std::size_t k);

// C = A B, blocked for `caches` (gemm_blocking); throws std::invalid_argument when the CPU lacks
// AVX-512 VNNI.
void gemm_i8(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
             const std::int8_t* b, std::int32_t* c, int threads);

// The same as a plain triple loop in 64-bit integers (exact).
std::vector<std::int64_t> gemm_i8_reference(std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                                            const std::int8_t* b);

}  // namespace cpuroof
