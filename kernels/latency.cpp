#include "latency.hpp"

#include <array>
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

template <std::size_t... I>
constexpr auto chase_table(std::index_sequence<I...>) {
  return std::array<void (*)(const ChaseLine**, std::size_t), sizeof...(I)>{&chase_k<static_cast<int>(I) + 1>...};
}
constexpr auto kChaseByChains = chase_table(std::make_index_sequence<kMaxChains>());

}  // namespace

void link_random_cycle(ChaseLine* lines, std::size_t n, std::uint64_t seed) {
  if (n == 0) throw std::invalid_argument("a chase needs at least one line");
  // Sattolo's algorithm on the successor array, kept in the lines themselves (no second array the
  // size of the buffer): swapping with a j strictly below i leaves one cycle of length n.
  for (std::size_t i = 0; i < n; ++i) lines[i].successor = i;
  SplitMix64 rng{seed};
  for (std::size_t i = n - 1; i > 0; --i) std::swap(lines[i].successor, lines[rng.below(i)].successor);
  for (std::size_t i = 0; i < n; ++i) lines[i].next = &lines[lines[i].successor];
}

std::size_t cycle_length(const ChaseLine* start, std::size_t limit) {
  const ChaseLine* p = start;
  for (std::size_t steps = 1; steps <= limit; ++steps) {
    p = p->next;
    if (p == start) return steps;
  }
  return 0;
}

std::vector<const ChaseLine*> chase_starts(const ChaseLine* first, std::size_t n, int k) {
  check_chains(k);
  std::vector<const ChaseLine*> starts;
  const ChaseLine* p = first;
  std::size_t at = 0;
  for (int i = 0; i < k; ++i) {
    const std::size_t want = static_cast<std::size_t>(i) * n / static_cast<std::size_t>(k);
    for (; at < want; ++at) p = p->next;
    starts.push_back(p);
  }
  return starts;
}

void chase(const ChaseLine** heads, int k, std::size_t steps) {
  check_chains(k);
  kChaseByChains[static_cast<std::size_t>(k - 1)](heads, steps);
}

}  // namespace cpuroof
