#pragma once
// The chain loop of a low-precision peak row, over an instruction struct I that supplies:
//   static constexpr std::size_t row;   its index in kLowpInstructions
//   Acc, Operands                       the accumulator and the step's other inputs
//   static Acc start(int chain);  static Operands operands();
//   static void step(Acc&, const Operands&);  static double sum(Acc);  (sum: intrinsics, not a copy
//   through memory, which makes GCC keep the accumulators in memory inside the loop)
// SVE's sizeless types cannot be struct members: an SVE row's Operands is empty and its step makes
// the constant operands itself (loop-invariant, so the compiler keeps them in registers outside the loop).
// A step is inline asm: the instruction measured, accumulating in place (GCC otherwise copies a
// non-destructive intrinsic's accumulator each step), and opaque, so nothing is hoisted, shared
// between chains or folded.
// Included only by kernels/peak_lowp_<row>.cpp, each compiled with its row's flags; everything here
// has internal linkage so no code built with those flags can be picked by the linker for another unit.
#include <cstddef>
#include <utility>

#include "peak_lowp.hpp"

namespace cpuroof {
namespace {

// The chains are a pack of locals, not an array: SVE's sizeless accumulator types cannot be array
// elements. Inlined, so each chain keeps a register of its own.
template <class I, class... Acc>
[[gnu::always_inline]] inline double lowp_chains(std::int64_t iters, Acc... acc) {
  const typename I::Operands k = I::operands();
  for (std::int64_t it = 0; it < iters; ++it) (I::step(acc, k), ...);
  return (0.0 + ... + I::sum(acc));
}

template <class I, int... C>
double lowp_chain_loop(std::int64_t iters, std::integer_sequence<int, C...>) {
  return lowp_chains<I>(iters, I::start(C)...);
}

template <class I, int N>
double lowp_chain_loop(std::int64_t iters) {
  return lowp_chain_loop<I>(iters, std::make_integer_sequence<int, N>{});
}

template <class I, std::size_t K>
constexpr LowpFn lowp_entry() {
  if constexpr (lowp_fits(kLowpInstructions[I::row], kLowpChains[K]))
    return &lowp_chain_loop<I, kLowpChains[K]>;
  else
    return nullptr;
}

template <class I, std::size_t... K>
LowpLoops lowp_table(std::index_sequence<K...>) {
  return {{lowp_entry<I, K>()...}};
}

template <class I>
LowpLoops lowp_loops() {
  return lowp_table<I>(std::make_index_sequence<kLowpChainCount>{});
}

}  // namespace
}  // namespace cpuroof
