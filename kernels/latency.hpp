#pragma once
// The latency family: dependent loads. A buffer's cache lines are linked into one cycle in a random
// order (every line once, the next line anywhere in the buffer, so neither a stride nor a page tells
// a prefetcher where the chase goes), and a chase follows the links: each load's address is the
// value the previous load returned, so one chain takes one full load latency per step. k chains
// started at points spread evenly along the cycle and followed interleaved keep up to k misses in
// flight at once: lines per second against k shows the memory-level parallelism.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cost.hpp"

namespace cpuroof {

inline constexpr std::size_t kChaseLineBytes = 64;
// One cache line of the chase: where to go next, and nothing else the chase reads.
struct alignas(kChaseLineBytes) ChaseLine {
  const ChaseLine* next;
};
static_assert(sizeof(ChaseLine) == kChaseLineBytes);

// The most chains one chase follows at once: past the misses any core met keeps in flight (16-24
// L1 fill buffers, and the L2's prefetches and misses beyond them: a Zen 4 VM's DRAM chase still
// rose at 32 chains). A core whose rate still rises at the most the plan measures keeps more
// misses in flight than that (the analysis says "128+" of a quick run).
inline constexpr int kMaxChains = 256;

// The order of one cycle through n lines, as line indices from line 0 (order[0] == 0, the rest a
// uniformly random permutation, drawn from `seed` the same way on every platform). Its own array
// of 4 bytes per line, a sixteenth of the buffer: shuffling it stays in cache far longer than
// shuffling the lines in place would, which at DRAM sizes took seconds. 1 <= n < 2^32.
std::vector<std::uint32_t> random_cycle_order(std::size_t n, std::uint64_t seed);

// Links lines[order[i]] to lines[order[i + 1]], and the last to lines[order[0]]: one cycle.
void link_cycle(ChaseLine* lines, const std::vector<std::uint32_t>& order);

// Steps from `start` until the chase is back at it, at most `limit` steps: the cycle's length, or 0
// when it does not return within `limit` (a broken cycle).
std::size_t cycle_length(const ChaseLine* start, std::size_t limit);

// k starting points spread evenly along the cycle `order` links: the i-th is i*n/k steps on from
// lines[0], so the k chains walk disjoint segments for n/k steps. 1 <= k <= min(kMaxChains, n).
std::vector<const ChaseLine*> chase_starts(const ChaseLine* lines, const std::vector<std::uint32_t>& order, int k);

// Whether k chains from `starts` (chase_starts of a cycle of n lines), each walking its own segment,
// end exactly at the next chain's start, and the last at the first: the cycle is n steps long and
// passes the starts where `order` says. The check run before timing: with many chains it runs at
// the speed of the parallel chase, not of one chain (seconds at DRAM sizes).
bool segments_close(const std::vector<const ChaseLine*>& starts, std::size_t n);

// Follows every chain in heads[0, k) `steps` steps, one step of each chain in turn, and leaves each
// head where its chain ended. 1 <= k <= kMaxChains.
void chase(const ChaseLine** heads, int k, std::size_t steps);

// Cost of `loads` dependent loads: no flops, one whole cache line read per load (the memory system
// moves lines, whatever the chase uses of them).
inline Cost chase_cost(double loads) { return {0.0, loads * static_cast<double>(kChaseLineBytes), 0.0}; }

}  // namespace cpuroof
