#pragma once
// Block sizes of the packed GEMM (loops 5..3 of the BLIS nest, see microkernel.hpp), computed from the
// cache sizes the caller passes in (the bench passes hwloc's per-instance sizes). One table:
//
//   block  what stays resident                         cache  rule (b = bytes per element)
//   KC     one packed B micro-panel KC x NR, reused by    L1d    KC * NR * b <= 3/4 L1d,
//          every A micro-panel of loop 1; the last              but KC >= kMinKc (below)
//          quarter streams the A micro-panel (KC x MR,
//          MR <= NR/3) and the C tile
//   MC     the packed A block MC x KC, reused by every    L2     MC * KC * b <= 3/4 L2
//          B micro-panel of loop 2; the last quarter
//          holds the B micro-panel in flight and C tiles
//   NC     the packed B panel KC x NC, shared by all      L3     KC * NC * b <= L3 / 2
//          threads and reused by every MC block of loop 3;
//          the rest holds the threads' A blocks and C
//
// The fractions leave room for the data streaming past the resident block (an LRU cache evicts a
// block that fills it). They are the analytic rule of BLIS's blocking, not tuned on any machine (only
// KC's floor, below, comes from a measurement): the sizes follow the caches of the machine that runs
// (the bench passes hwloc's) and the level's MR x NR (from its register count, microkernel_impl.hpp).
// KC is rounded down to a multiple of 8 (whole cache lines of packed rows), MC to a multiple of MR
// and NC to a multiple of NR, so that only the last block of a dimension is partial.
//
// KC's floor: each KC block ends every tile with C's load, add and store, and makes one more pass
// over C, which at n = 2048 lives in DRAM. Wide tiles leave the L1 rule short: AVX-512's f64 NR = 32
// gives KC = 96 on a 32 KiB L1d, and there Zen 4 (n = 2048, one core, five interleaved runs) ran the
// f64 GEMM at 46-51 GFLOP/s (median 48) against 52-54 (52) at KC = 256, and f32 at 95-101 (99)
// against 101-107 (106); 384 and 512 were level with 256. The B micro-panel then streams from L2,
// which feeds (NR + MR) * b bytes per step of MR * NR / lanes FMAs with room to spare. Levels whose
// L1 rule gives KC >= 256 (AVX2 on a 32 KiB L1d) are unchanged. The cost: a skinny f64 GEMM (m = 64,
// n = 4096, k = 1024) at two threads, whose two packed B panels grow from 6 to 16 MiB, lost 6% (67
// to 64 GFLOP/s, medians of three). Not measured on Zen 5 (48 KiB L1d: KC 144 by the L1 rule).
#include <cstddef>

namespace cpuroof {

inline constexpr std::size_t kMinKc = 256;

// Bytes per cache instance (one core's L1d and L2, one L3 slice group); 0 means unknown, and the
// next smaller level's size stands in for it.
struct CacheSizes {
  std::size_t l1d = 0;
  std::size_t l2 = 0;
  std::size_t l3 = 0;
};

struct GemmBlocking {
  std::size_t mc = 0;
  std::size_t kc = 0;
  std::size_t nc = 0;
  bool operator==(const GemmBlocking&) const = default;
};

// Throws std::invalid_argument if l1d is 0 or mr, nr or elem_bytes is 0.
GemmBlocking gemm_blocking(const CacheSizes& caches, std::size_t mr, std::size_t nr, std::size_t elem_bytes);

}  // namespace cpuroof

namespace cpuroof {

// Tiles of the cache-blocked loop variant (no packing, no micro-kernel; loop_variants.cpp):
//
//   block  what stays resident                              cache  rule
//   NB     a row segment of C (NB elements), updated by     L1d    NB * b <= L1d / 4
//          every step p of the KB loop
//   KB     the B tile KB x NB, re-read for every row of A   L2     KB * NB * b <= L2 / 2
//
// NB is a multiple of a cache line of elements and KB of 8, each at least one step.
struct LoopBlocking {
  std::size_t kb = 0;
  std::size_t nb = 0;
};

LoopBlocking loop_blocking(const CacheSizes& caches, std::size_t elem_bytes);

}  // namespace cpuroof
