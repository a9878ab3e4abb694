#pragma once
// Element-wise chains run two ways: eager (one pass per op, every intermediate written to memory, as an
// op-by-op framework runs them) and fused (one pass, intermediates stay in registers or in cache).
//   relu_chain  y = relu(x*2 + 1) * 0.5           eager: x->a (*2), a->b (+1), b->a (relu), a->y (*0.5)
//   silu_mul    y = silu(g) * u, silu(g) = g / (1 + exp(-g))
//                                                 eager: g->t (silu), t,u->y (*)
//   rmsnorm     y[r][j] = x[r][j] * w[j] / sqrt(mean_j x[r][j]^2 + eps)
//                                                 eager: x->s (one inverse RMS per row), x,s,w->y
//                                                 fused: row by row, the second read of a row hits cache
// Every eager pass writes to a different array than it reads (as a framework allocates a new tensor per
// op), so eager and fused passes see the same store behaviour and their ratio is the ratio of bytes.
// exp is simd/exp.hpp's polynomial, vectorised at every ISA level.
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

enum class FusionChain { relu_chain, silu_mul, rmsnorm };
enum class FusionMode { eager, fused };
inline constexpr FusionChain kAllFusionChains[] = {FusionChain::relu_chain, FusionChain::silu_mul, FusionChain::rmsnorm};

std::string_view fusion_chain_name(FusionChain chain);
std::string_view fusion_mode_name(FusionMode mode);

template <class T>
struct FusionConstants {
  static constexpr T mul = T(2), add = T(1), out_scale = T(0.5);  // relu_chain
  static constexpr T eps = T(1e-6);                               // rmsnorm
};

// Buffers of one call over rows x cols elements (relu_chain and silu_mul treat them as one flat array).
template <class T>
struct FusionArgs {
  const T* x = nullptr;  // relu_chain: x; silu_mul: g; rmsnorm: x
  const T* u = nullptr;  // silu_mul only: the multiplier
  const T* w = nullptr;  // rmsnorm only: gain, cols elements
  T* y = nullptr;        // output, rows*cols
  T* a = nullptr;        // eager intermediates: rows*cols elements (rmsnorm: rows elements)
  T* b = nullptr;        // relu_chain eager only: a second intermediate
  std::size_t rows = 1;
  std::size_t cols = 0;
  [[nodiscard]] std::size_t n() const { return rows * cols; }
};

// Arrays the chain's mode touches, in elements (the working set is this times sizeof(T)).
double fusion_elements_touched(FusionChain chain, FusionMode mode, std::size_t rows, std::size_t cols);
// Declared cost of one call: flops (exp counted as simd/exp.hpp's operations) and the compulsory
// bytes of every pass: eager counts each intermediate once written and once read back.
Cost fusion_cost(FusionChain chain, FusionMode mode, std::size_t rows, std::size_t cols, std::size_t elem_bytes);

// One call on `threads` threads: element ranges (relu_chain, silu_mul) or row ranges (rmsnorm) from
// parallel.hpp's partition; each thread runs the eager passes one after another over its own range.
template <class T>
void fusion_run(Isa isa, FusionChain chain, FusionMode mode, const FusionArgs<T>& args, int threads);

// The partition fusion_run uses: [begin, end) of elements, or of rows for rmsnorm (for first touch).
struct FusionRange { std::size_t begin, end; };
template <class T>
FusionRange fusion_partition(FusionChain chain, const FusionArgs<T>& args, int tid, int threads);

// y[i] = exp(x[i]) with simd/exp.hpp at one ISA level, one thread (exposed for testing its accuracy).
template <class T>
void fusion_exp(Isa isa, const T* x, T* y, std::size_t n);

// Per-ISA units, defined in fusion_<isa>.cpp: a thread's share of a call (range as fusion_partition).
template <class T>
struct FusionKernels {
  void (*chunk)(FusionChain, FusionMode, const FusionArgs<T>&, FusionRange);
  void (*exp)(const T*, T*, std::size_t);
};
struct FusionFamily {
  template <class T> using Kernels = FusionKernels<T>;
  template <Isa L, class T> static Kernels<T> at();
};

}  // namespace cpuroof
