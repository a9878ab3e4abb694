// The int8 GEMM of gemm_i8.hpp with AVX-512 VNNI. Compiled with -mavx512f -mavx512bw -mavx512vnni only
// (kernels/CMakeLists.txt); gemm_i8 calls it where the CPU has them. No standard-library code is
// instantiated here (the packed buffers are plain aligned allocations), so nothing built with these
// flags can be picked by the linker for another unit.
#include "simd/x86_intrinsics.hpp"

#include <omp.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace cpuroof {
namespace {

constexpr std::size_t kMr = 8;   // rows of the micro-tile: 8 broadcasts of A per 4 k
constexpr std::size_t kNr = 32;  // columns: two zmm of 16 s32
// k per block: a B micro-panel of kKc x 32 bytes (8 KiB) stays in L1 while every A panel of the block
// (m x kKc bytes, L2) passes it; C accumulates across blocks.
constexpr std::size_t kKc = 256;

std::size_t round_up(std::size_t v, std::size_t to) { return (v + to - 1) / to * to; }

// B (k x n) into panels of kNr columns: panel q holds, for every group of 4 k, the 4 bytes of each of
// its columns side by side (one 32-bit lane per column, vpdpbusd's layout); zeros pad k and n.
void pack_b(std::size_t n, std::size_t k, const std::int8_t* b, std::int8_t* packed) {
  const std::size_t k4 = round_up(k, 4), panels = round_up(n, kNr) / kNr;
  std::memset(packed, 0, panels * k4 * kNr);
  for (std::size_t q = 0; q < panels; ++q)
    for (std::size_t p = 0; p < k; ++p)
      for (std::size_t jj = 0; jj < kNr && q * kNr + jj < n; ++jj)
        packed[q * k4 * kNr + (p / 4) * 4 * kNr + jj * 4 + p % 4] = b[p * n + q * kNr + jj];
}

// A (m x k) into panels of kMr rows: for every group of 4 k, the 4 bytes of each row side by side.
void pack_a(std::size_t m, std::size_t k, const std::uint8_t* a, std::uint8_t* packed) {
  const std::size_t k4 = round_up(k, 4), panels = round_up(m, kMr) / kMr;
  std::memset(packed, 0, panels * k4 * kMr);
  for (std::size_t r = 0; r < panels; ++r)
    for (std::size_t ii = 0; ii < kMr && r * kMr + ii < m; ++ii)
      for (std::size_t p = 0; p < k; ++p) packed[r * k4 * kMr + (p / 4) * 4 * kMr + ii * 4 + p % 4] = a[(r * kMr + ii) * k + p];
}

// The 8 x 32 tile of C (`rows` x `cols` of it inside C) over k groups [g0, g1): set on the first
// block, added to after.
void micro_tile(std::size_t g0, std::size_t g1, const std::uint8_t* a_panel, const std::int8_t* b_panel, std::int32_t* c,
                std::size_t ldc, std::size_t rows, std::size_t cols) {
  // Every loop over acc is unrolled: an array indexed at run time would live in memory.
  __m512i acc[kMr][2];
#pragma GCC unroll 8
  for (std::size_t i = 0; i < kMr; ++i) acc[i][0] = acc[i][1] = _mm512_setzero_si512();
  for (std::size_t g = g0; g < g1; ++g) {
    const __m512i b0 = _mm512_load_si512(b_panel + g * 4 * kNr);
    const __m512i b1 = _mm512_load_si512(b_panel + g * 4 * kNr + 64);
    const std::uint8_t* ag = a_panel + g * 4 * kMr;
#pragma GCC unroll 8
    for (std::size_t i = 0; i < kMr; ++i) {
      std::int32_t four;
      std::memcpy(&four, ag + 4 * i, 4);
      const __m512i ai = _mm512_set1_epi32(four);
      // asm: accumulate in place (GCC 12 copies every accumulator per non-destructive intrinsic).
      asm("vpdpbusd %2, %1, %0" : "+v"(acc[i][0]) : "v"(ai), "v"(b0));
      asm("vpdpbusd %2, %1, %0" : "+v"(acc[i][1]) : "v"(ai), "v"(b1));
    }
  }
  const bool first = g0 == 0;
  if (rows == kMr && cols == kNr) {
#pragma GCC unroll 8
    for (std::size_t i = 0; i < kMr; ++i)
#pragma GCC unroll 2
      for (std::size_t h = 0; h < 2; ++h) {
        std::int32_t* to = c + i * ldc + 16 * h;
        _mm512_storeu_si512(to, first ? acc[i][h] : _mm512_add_epi32(acc[i][h], _mm512_loadu_si512(to)));
      }
    return;
  }
  alignas(64) std::int32_t tile[kMr][kNr];
#pragma GCC unroll 8
  for (std::size_t i = 0; i < kMr; ++i) {
    _mm512_store_si512(tile[i], acc[i][0]);
    _mm512_store_si512(tile[i] + 16, acc[i][1]);
  }
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) c[i * ldc + j] = first ? tile[i][j] : c[i * ldc + j] + tile[i][j];
}

}  // namespace

// False when the packed copies cannot be allocated (gemm_i8 throws).
bool gemm_i8_vnni(std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a, const std::int8_t* b,
                  std::int32_t* c, int threads) {
  const std::size_t k4 = round_up(k, 4);
  const std::size_t a_panels = round_up(m, kMr) / kMr, b_panels = round_up(n, kNr) / kNr;
  auto* pa = static_cast<std::uint8_t*>(std::aligned_alloc(64, round_up(a_panels * k4 * kMr, 64)));
  auto* pb = static_cast<std::int8_t*>(std::aligned_alloc(64, round_up(b_panels * k4 * kNr, 64)));
  if (!pa || !pb) {
    std::free(pa);
    std::free(pb);
    return false;
  }
  pack_a(m, k, a, pa);
  pack_b(n, k, b, pb);
  // Per k block, each thread takes whole B micro-panels (L1) and sweeps every A panel (L2) past them.
  for (std::size_t g0 = 0; g0 < k4 / 4; g0 += kKc / 4) {
    const std::size_t g1 = g0 + kKc / 4 < k4 / 4 ? g0 + kKc / 4 : k4 / 4;
#pragma omp parallel for num_threads(threads) schedule(static)
    for (std::size_t q = 0; q < b_panels; ++q)
      for (std::size_t r = 0; r < a_panels; ++r) {
        const std::size_t rows = m - r * kMr < kMr ? m - r * kMr : kMr, cols = n - q * kNr < kNr ? n - q * kNr : kNr;
        micro_tile(g0, g1, pa + r * k4 * kMr, pb + q * k4 * kNr, c + r * kMr * n + q * kNr, n, rows, cols);
      }
  }
  std::free(pa);
  std::free(pb);
  return true;
}

}  // namespace cpuroof
