#pragma once
// The packed GEMM shared by the AVX-512 dot-product instructions (vpdpbusd: 4 u8 x s8 products per
// 32-bit lane into s32; vdpbf16ps: 2 bf16 x bf16 products per lane into f32). Both consume k in
// groups of 4 bytes per 32-bit lane, so packing, blocking, threading and edges are one code; a
// policy `Dot` gives the rest:
//   Dot::kGroup           k per 32-bit lane (4 for int8, 2 for bf16), element bytes = 4 / kGroup
//   Dot::Out              C's lane type (std::int32_t, float)
//   Dot::step(acc, a, b)  acc += the lane-wise dot products of a and b (one instruction)
//   Dot::add(x, y)        lane-wise x + y in Out
//   Dot::interleave(row, stride, to)  one whole group of B (kGroup rows of kNr columns, `stride`
//                         bytes apart) into kNr lanes of 4 bytes, lane j = column j's group
// The BLIS loop nest (gemm/microkernel.hpp) with blocks from gemm_blocking (gemm/blocking.hpp) at
// the element size:
//   jc over n by NC, pc over k by KC: the B panel KC x NC packed by all threads; then per ic over m
//   by MC the A block MC x KC packed by all threads, and the (B micro-panel, A micro-panel) tile
//   pairs split between them (C written on the first KC block, added to on later ones). The
//   packed buffers are kept per calling thread from one call to the next (Workspace).
// Packed layouts, 4 bytes (one group of k) per lane:
//   B micro-panel (KC x kNr): per group, kNr lanes side by side (lane j: the group's k of column j);
//   A micro-panel (kMr x KC): per group, kMr lanes (lane i: the group's k of row i), broadcast one
//   lane at a time from memory.
// Zeros pad k to a whole group, m to kMr and n to kNr (they add nothing); edge tiles go through a
// private kMr x kNr buffer. The micro-tile is kMr x kNr = 12 x 32: 24 zmm accumulators (>= 2 pipes x
// 5-cycle latency = 10 independent chains, with headroom) + 2 of B + 1 broadcast of A = 27 of the 32
// registers; per group 24 dot instructions for 2 vector loads and 12 broadcast loads.
//
// Included only by the files compiled with an ISA's flags, each once: everything here has internal
// linkage (an unnamed namespace) and no standard-library template is instantiated, so nothing built
// with those flags can be picked by the linker for another unit.
#include "simd/x86_intrinsics.hpp"

#include <omp.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "gemm/blocking.hpp"

namespace cpuroof::dot_gemm {
namespace {

constexpr std::size_t kMr = 12;
constexpr std::size_t kNr = 32;  // two zmm of 16 lanes
constexpr std::size_t kLaneBytes = 4;

constexpr std::size_t round_up(std::size_t v, std::size_t to) { return (v + to - 1) / to * to; }
constexpr std::size_t smaller(std::size_t x, std::size_t y) { return x < y ? x : y; }

// Rows [p0, p0 + kc) x columns [j0, j0 + cols) of B (row-major, ldb elements per row) into one
// micro-panel of round_up(kc, kGroup) / kGroup groups: whole groups of kNr columns by the policy's
// vector interleave, the ragged edges (last group of k, last columns of n) over zeros.
template <class Dot>
void pack_b_panel(const unsigned char* b, std::size_t ldb, std::size_t p0, std::size_t kc, std::size_t j0,
                  std::size_t cols, unsigned char* to) {
  constexpr std::size_t es = kLaneBytes / Dot::kGroup, group_bytes = kNr * kLaneBytes;
  const std::size_t groups = round_up(kc, Dot::kGroup) / Dot::kGroup;
  for (std::size_t g = 0; g < groups; ++g) {
    const std::size_t p = p0 + g * Dot::kGroup, rows = smaller(Dot::kGroup, p0 + kc - p);
    unsigned char* lanes = to + g * group_bytes;
    if (cols == kNr && rows == Dot::kGroup) {
      Dot::interleave(b + (p * ldb + j0) * es, ldb * es, lanes);
      continue;
    }
    std::memset(lanes, 0, group_bytes);
    for (std::size_t t = 0; t < rows; ++t)
      for (std::size_t j = 0; j < cols; ++j)
        std::memcpy(lanes + j * kLaneBytes + t * es, b + ((p + t) * ldb + j0 + j) * es, es);
  }
}

// Rows [i0, i0 + rows) x k [p0, p0 + kc) of A (row-major, lda elements per row) into one micro-panel.
template <class Dot>
void pack_a_panel(const unsigned char* a, std::size_t lda, std::size_t p0, std::size_t kc, std::size_t i0,
                  std::size_t rows, unsigned char* to) {
  constexpr std::size_t es = kLaneBytes / Dot::kGroup;
  const std::size_t groups = round_up(kc, Dot::kGroup) / Dot::kGroup, whole = kc / Dot::kGroup;
  std::memset(to, 0, groups * kMr * kLaneBytes);
  for (std::size_t i = 0; i < rows; ++i) {
    const unsigned char* row = a + ((i0 + i) * lda + p0) * es;
    for (std::size_t g = 0; g < whole; ++g)
      std::memcpy(to + (g * kMr + i) * kLaneBytes, row + g * kLaneBytes, kLaneBytes);
    if (whole < groups)
      std::memcpy(to + (whole * kMr + i) * kLaneBytes, row + whole * kLaneBytes, (kc - whole * Dot::kGroup) * es);
  }
}

// The kMr x kNr tile over `groups` groups of k, written to C (`rows` x `cols` of it valid) or added
// to it (first == false: a later k block).
template <class Dot>
void micro_tile(std::size_t groups, const unsigned char* ap, const unsigned char* bp, typename Dot::Out* c,
                std::size_t ldc, std::size_t rows, std::size_t cols, bool first) {
  // C's lines are wanted at the end: fetched while the k loop runs.
  for (std::size_t i = 0; i < rows; ++i) {
    _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc), _MM_HINT_T0);
    _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc + cols - 1), _MM_HINT_T0);
  }
  // Every loop over acc is unrolled: an array indexed at run time would live in memory.
  __m512i acc[kMr][2];
#pragma GCC unroll 12
  for (std::size_t i = 0; i < kMr; ++i) acc[i][0] = acc[i][1] = _mm512_setzero_si512();
  for (std::size_t g = 0; g < groups; ++g) {
    const __m512i b0 = _mm512_load_si512(bp + g * kNr * kLaneBytes);
    const __m512i b1 = _mm512_load_si512(bp + g * kNr * kLaneBytes + 64);
    const unsigned char* ag = ap + g * kMr * kLaneBytes;
#pragma GCC unroll 12
    for (std::size_t i = 0; i < kMr; ++i) {
      std::int32_t lane;
      std::memcpy(&lane, ag + i * kLaneBytes, kLaneBytes);
      const __m512i ai = _mm512_set1_epi32(lane);  // vpbroadcastd zmm, m32: a load, no shuffle
      Dot::step(acc[i][0], ai, b0);
      Dot::step(acc[i][1], ai, b1);
    }
  }
  using Out = typename Dot::Out;
  if (rows == kMr && cols == kNr) {
#pragma GCC unroll 12
    for (std::size_t i = 0; i < kMr; ++i)
#pragma GCC unroll 2
      for (std::size_t h = 0; h < 2; ++h) {
        Out* to = c + i * ldc + 16 * h;
        _mm512_storeu_si512(to, first ? acc[i][h] : Dot::add(acc[i][h], _mm512_loadu_si512(to)));
      }
    return;
  }
  alignas(64) Out tile[kMr][kNr];
#pragma GCC unroll 12
  for (std::size_t i = 0; i < kMr; ++i) {
    _mm512_store_si512(tile[i], acc[i][0]);
    _mm512_store_si512(tile[i] + 16, acc[i][1]);
  }
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) c[i * ldc + j] = first ? tile[i][j] : c[i * ldc + j] + tile[i][j];
}

// A 64-byte aligned buffer of the calling thread, kept from one call to the next and grown when a
// call needs more: megabytes allocated afresh per call would be fresh pages, whose first-touch
// faults cost a few percent of a 2048^3 product.
class Workspace {
 public:
  Workspace() = default;
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  ~Workspace() { std::free(data_); }
  // nullptr when it cannot be allocated.
  unsigned char* at_least(std::size_t bytes) {
    if (bytes > size_) {
      std::free(data_);
      data_ = static_cast<unsigned char*>(std::aligned_alloc(64, round_up(bytes, 64)));
      size_ = data_ ? bytes : 0;
    }
    return data_;
  }

 private:
  unsigned char* data_ = nullptr;
  std::size_t size_ = 0;
};

// C (m x n, row-major) = A (m x k) B (k x n), elements of 4 / kGroup bytes; false when the packed
// buffers cannot be allocated.
template <class Dot>
bool gemm(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const void* a_in, const void* b_in,
          typename Dot::Out* c, int threads) {
  constexpr std::size_t es = kLaneBytes / Dot::kGroup;
  const GemmBlocking blk = gemm_blocking(caches, kMr, kNr, es);
  const std::size_t kc_max = smaller(blk.kc, k), mc_max = smaller(blk.mc, m), nc_max = smaller(blk.nc, n);
  const std::size_t a_panel = round_up(kc_max, Dot::kGroup) * kMr * es,
                    b_panel = round_up(kc_max, Dot::kGroup) * kNr * es;
  const std::size_t a_bytes = round_up(mc_max, kMr) / kMr * a_panel, b_bytes = round_up(nc_max, kNr) / kNr * b_panel;
  thread_local Workspace a_space, b_space;
  unsigned char* pa = a_space.at_least(a_bytes);
  unsigned char* pb = b_space.at_least(b_bytes);
  if (!pa || !pb) return false;
  const auto* a = static_cast<const unsigned char*>(a_in);
  const auto* b = static_cast<const unsigned char*>(b_in);
#pragma omp parallel num_threads(threads)
  for (std::size_t jc = 0; jc < n; jc += blk.nc) {
    const std::size_t nc = smaller(blk.nc, n - jc), b_panels = round_up(nc, kNr) / kNr;
    for (std::size_t pc = 0; pc < k; pc += blk.kc) {
      const std::size_t kc = smaller(blk.kc, k - pc), groups = round_up(kc, Dot::kGroup) / Dot::kGroup;
#pragma omp for schedule(static)
      for (std::size_t q = 0; q < b_panels; ++q)
        pack_b_panel<Dot>(b, n, pc, kc, jc + q * kNr, smaller(kNr, nc - q * kNr), pb + q * b_panel);
      for (std::size_t ic = 0; ic < m; ic += blk.mc) {
        const std::size_t mc = smaller(blk.mc, m - ic), a_panels = round_up(mc, kMr) / kMr;
#pragma omp for schedule(static)
        for (std::size_t r = 0; r < a_panels; ++r)
          pack_a_panel<Dot>(a, k, pc, kc, ic + r * kMr, smaller(kMr, mc - r * kMr), pa + r * a_panel);
          // Each thread keeps its B micro-panels in L1 while the A block (L2) passes them.
#pragma omp for collapse(2) schedule(static)
        for (std::size_t q = 0; q < b_panels; ++q)
          for (std::size_t r = 0; r < a_panels; ++r)
            micro_tile<Dot>(groups, pa + r * a_panel, pb + q * b_panel, c + (ic + r * kMr) * n + jc + q * kNr, n,
                            smaller(kMr, mc - r * kMr), smaller(kNr, nc - q * kNr), pc == 0);
      }
    }
  }
  return true;
}

}  // namespace
}  // namespace cpuroof::dot_gemm
