#pragma once
// bf16 GEMM: C = A B with bf16 A (m x k), bf16 B (k x n) and f32 C (m x n), all row-major, on
// AVX-512 BF16 (vdpbf16ps: 2 consecutive k of bf16 x bf16 per 32-bit lane, accumulated in f32): the
// packed dot-product GEMM of gemm_dot_impl.hpp shared with the int8 GEMM (12 x 32 micro-tile,
// blocks from the caches passed in, at 2 bytes per element).
// bf16 values are the upper 16 bits of an f32 (std::uint16_t here). Every product of two bf16 is
// exact in f32 (8 + 8 significand bits), so C differs from the exact product only by the f32
// additions: gemm_bf16_error_bound.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "cost.hpp"
#include "gemm/blocking.hpp"

namespace cpuroof {

// The bf16 nearest to x (ties to even); x must be finite.
inline std::uint16_t bf16_from_float(float x) {
  std::uint32_t bits;
  std::memcpy(&bits, &x, 4);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<std::uint16_t>(bits >> 16);
}

inline float bf16_to_float(std::uint16_t h) {
  const std::uint32_t bits = std::uint32_t{h} << 16;
  float x;
  std::memcpy(&x, &bits, 4);
  return x;
}

// True when this CPU runs it (AVX-512 with BF16).
bool gemm_bf16_supported();

// 2mnk flops; A and B read (2 bytes each element), C written (4 bytes) once.
Cost gemm_bf16_cost(std::size_t m, std::size_t n, std::size_t k);

// C = A B, blocked for `caches` (gemm_blocking); throws std::invalid_argument when the CPU lacks
// AVX-512 BF16. vdpbf16ps flushes denormal inputs and results to zero: inputs are meant to be normal.
void gemm_bf16(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
               const std::uint16_t* b, float* c, int threads);

// The same as a plain triple loop in double (its rounding, k * 2^-53 relative, is far below the f32 bound).
std::vector<double> gemm_bf16_reference(std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
                                        const std::uint16_t* b);

// The largest |C_ij - exact| any order of f32 additions may give: the k exact products are summed by
// k - 1 roundings, each at most half an ulp (u = 2^-24) of a partial sum bounded by sum_p |a_ip b_pj|,
// so |error| <= (k - 1) u / (1 - (k - 1) u) * abs_sum (Higham, Accuracy and Stability, eq. 4.4).
double gemm_bf16_error_bound(std::size_t k, double abs_sum);

}  // namespace cpuroof
