#include "latency.hpp"

#include <array>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

namespace cpuroof {
namespace {

// splitmix64: a small generator whose sequence is fixed by its definition, unlike the standard
// library's distributions, so a seed gives the same cycle with every compiler.
struct SplitMix64 {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, bound) by rejection (bound > 0): no modulo bias, even for a buffer of 2^27 lines.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    std::uint64_t x = next();
    while (x >= limit) x = next();
    return x % bound;
  }
};

// Where chain i of k starts along a cycle of n lines; segment_begin(k, k, n) == n.
std::size_t segment_begin(int i, int k, std::size_t n) {
  return static_cast<std::size_t>(i) * n / static_cast<std::size_t>(k);
}

void check_chains(int k) {
  if (k < 1 || k > kMaxChains)
    throw std::invalid_argument("chains " + std::to_string(k) + " outside 1.." + std::to_string(kMaxChains));
}

// K chains in registers (or the stack beyond them: those loads hit L1 and overlap with the misses).
template <int K>
void chase_k(const ChaseLine** heads, std::size_t steps) {
  std::array<const ChaseLine*, K> p;
  for (int j = 0; j < K; ++j) p[j] = heads[j];
  for (std::size_t s = 0; s < steps; ++s)
    for (int j = 0; j < K; ++j) p[j] = p[j]->next;
  for (int j = 0; j < K; ++j) heads[j] = p[j];
}

// Chains past the registers: a count known only at run time, the heads in an array on the stack
// (those loads hit L1 and overlap with the misses, as a spilled chase_k's do).
void chase_many(const ChaseLine** heads, int k, std::size_t steps) {
  std::array<const ChaseLine*, kMaxChains> p;
  for (int j = 0; j < k; ++j) p[j] = heads[j];
  for (std::size_t s = 0; s < steps; ++s)
    for (int j = 0; j < k; ++j) p[j] = p[j]->next;
  for (int j = 0; j < k; ++j) heads[j] = p[j];
}

// Up to this many chains each count has its own loop, the heads in registers where they fit.
constexpr int kUnrolledChains = 32;

template <std::size_t... I>
constexpr auto chase_table(std::index_sequence<I...>) {
  return std::array<void (*)(const ChaseLine**, std::size_t), sizeof...(I)>{&chase_k<static_cast<int>(I) + 1>...};
}
constexpr auto kChaseByChains = chase_table(std::make_index_sequence<kUnrolledChains>());

}  // namespace

std::vector<std::uint32_t> random_cycle_order(std::size_t n, std::uint64_t seed) {
  if (n == 0 || n > std::numeric_limits<std::uint32_t>::max())
    throw std::invalid_argument("a chase needs 1 to 2^32-1 lines, not " + std::to_string(n));
  std::vector<std::uint32_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = static_cast<std::uint32_t>(i);
  // Fisher-Yates over order[1, n): every cyclic order through line 0 equally likely.
  SplitMix64 rng{seed};
  for (std::size_t i = n - 1; i > 1; --i) std::swap(order[i], order[1 + rng.below(i)]);
  return order;
}

void link_cycle(ChaseLine* lines, const std::vector<std::uint32_t>& order) {
  const std::size_t n = order.size();
  for (std::size_t i = 0; i + 1 < n; ++i) lines[order[i]].next = &lines[order[i + 1]];
  if (n > 0) lines[order[n - 1]].next = &lines[order[0]];
}

std::size_t cycle_length(const ChaseLine* start, std::size_t limit) {
  const ChaseLine* p = start;
  for (std::size_t steps = 1; steps <= limit; ++steps) {
    p = p->next;
    if (p == start) return steps;
  }
  return 0;
}

std::vector<const ChaseLine*> chase_starts(const ChaseLine* lines, const std::vector<std::uint32_t>& order, int k) {
  check_chains(k);
  const std::size_t n = order.size();
  if (static_cast<std::size_t>(k) > n)
    throw std::invalid_argument(std::to_string(k) + " chains on a cycle of " + std::to_string(n) + " lines");
  std::vector<const ChaseLine*> starts;
  for (int i = 0; i < k; ++i) starts.push_back(&lines[order[segment_begin(i, k, n)]]);
  return starts;
}

bool segments_close(const std::vector<const ChaseLine*>& starts, std::size_t n) {
  const int k = static_cast<int>(starts.size());
  check_chains(k);
  std::vector<const ChaseLine*> heads = starts;
  const std::size_t shortest = n / static_cast<std::size_t>(k);
  chase(heads.data(), k, shortest);
  for (int i = 0; i < k; ++i) {
    // Segments of n/k steps rounded down or up: the longer ones take their last step alone.
    const std::size_t length = segment_begin(i + 1, k, n) - segment_begin(i, k, n);
    chase(&heads[static_cast<std::size_t>(i)], 1, length - shortest);
    if (heads[static_cast<std::size_t>(i)] != starts[static_cast<std::size_t>((i + 1) % k)]) return false;
  }
  return true;
}

void chase(const ChaseLine** heads, int k, std::size_t steps) {
  check_chains(k);
  if (k > kUnrolledChains) return chase_many(heads, k, steps);
  kChaseByChains[static_cast<std::size_t>(k - 1)](heads, steps);
}

}  // namespace cpuroof
