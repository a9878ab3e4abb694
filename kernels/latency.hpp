#pragma once
// The latency family: dependent loads. A buffer's cache lines are linked into one cycle in a random
// order (Sattolo's algorithm: every line once, the next line anywhere in the buffer, so neither a
// stride nor a page tells a prefetcher where the chase goes), and a chase follows the links: each
// load's address is the value the previous load returned, so one chain takes one full load latency
// per step. k chains started at points spread evenly along the cycle and followed interleaved keep up
// to k misses in flight at once: lines per second against k shows the memory-level parallelism.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cost.hpp"

namespace cpuroof {

inline constexpr std::size_t kChaseLineBytes = 64;
// One cache line of the chase: where to go next, and nothing else the chase reads.
struct alignas(kChaseLineBytes) ChaseLine {
  const ChaseLine* next;
  std::size_t successor;  // the next line's index, while link_random_cycle draws the cycle
};
static_assert(sizeof(ChaseLine) == kChaseLineBytes);

// The most chains one chase follows at once: beyond the misses any core keeps in flight (Intel's
// fill buffers hold 10-16 lines, Zen's miss address buffers 24, Apple's more, but not 32).
inline constexpr int kMaxChains = 32;

// Links lines[0, n) into one cycle through every line, in an order drawn from `seed` (the same on
// every platform for a seed). n >= 1; a single line links to itself.
void link_random_cycle(ChaseLine* lines, std::size_t n, std::uint64_t seed);

// Steps from `start` until the chase is back at it, at most `limit` steps: the cycle's length, or 0
// when it does not return within `limit` (a broken cycle). The check run before timing.
std::size_t cycle_length(const ChaseLine* start, std::size_t limit);

// k starting points spread evenly along the cycle of n lines from `first`: the i-th is i*n/k steps on,
// so the k chains walk disjoint segments for n/k steps. 1 <= k <= kMaxChains.
std::vector<const ChaseLine*> chase_starts(const ChaseLine* first, std::size_t n, int k);

// Follows every chain in heads[0, k) `steps` steps, one step of each chain in turn, and leaves each
// head where its chain ended. 1 <= k <= kMaxChains.
void chase(const ChaseLine** heads, int k, std::size_t steps);

// Cost of `loads` dependent loads: no flops, one whole cache line read per load (the memory system
// moves lines, whatever the chase uses of them).
inline Cost chase_cost(double loads) { return {0.0, loads * static_cast<double>(kChaseLineBytes), 0.0}; }

}  // namespace cpuroof
