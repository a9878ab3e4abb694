#pragma once
// Element-wise chains run two ways: eager (one pass per op, every intermediate written to memory, as an
// op-by-op framework runs them) and fused (one pass, intermediates stay in registers or in cache).
// Each chain is one row of kFusionChains: its formula, its eager passes, the traffic and flops each
// way declares (the cost derives from them), the bandwidth roof each way is judged against, its
// reference, and what limits its fused pass when fusion gains less than the bytes predict. Its two
// loops (eager and fused) are in fusion_impl.hpp. The bench, the tests and the run's kernel catalogue
// (which the analysis reads) iterate the rows.
// Every eager pass writes to a different array than it reads (as a framework allocates a new tensor per
// op), so eager and fused passes see the same store behaviour and their ratio is the ratio of bytes.
// exp is simd/exp.hpp's polynomial, vectorised at every ISA level.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

enum class FusionMode { eager, fused };
inline constexpr FusionMode kFusionModes[] = {FusionMode::eager, FusionMode::fused};
constexpr std::string_view fusion_mode_name(FusionMode mode) { return mode == FusionMode::eager ? "eager" : "fused"; }

template <class T>
struct FusionConstants {
  static constexpr T mul = T(2), add = T(1), out_scale = T(0.5);  // relu_chain
  static constexpr T eps = T(1e-6);                               // rmsnorm
};

// Elements one way of running a chain reads and writes: so many per element of the rows x cols
// input (n = rows*cols), per row, and per column. Compulsory traffic: eager counts each intermediate
// once written and once read back.
struct FusionTraffic {
  double read_n = 0, read_rows = 0, read_cols = 0;
  double write_n = 0, write_rows = 0;
  // True when the traffic is a multiple of n alone (no per-row or per-column terms).
  [[nodiscard]] constexpr bool per_element() const { return read_rows == 0 && read_cols == 0 && write_rows == 0; }
  [[nodiscard]] constexpr double elements_per_n() const { return read_n + write_n; }
};

// Floating-point operations, the same both ways (eager and fused share their per-op functions).
struct FusionFlops {
  double per_element;    // beyond the exps
  int exps_per_element;  // each simd::exp_flops<T>() operations (simd/exp.hpp)
  double per_row;
};

// One element's operands, for a reference evaluated in double.
struct FusionElement {
  double x;                // relu_chain: x; silu_mul: g; rmsnorm: x
  double u;                // silu_mul's multiplier
  double w;                // rmsnorm's gain of the element's column
  double row_mean_square;  // rmsnorm: mean of x^2 over the element's row (chains with by_rows)
};

struct FusionChain {
  std::string_view name;          // the chain; benchmarks are <name>_eager and <name>_fused
  std::string_view formula;       // one line, for people
  std::string_view eager_passes;  // each eager pass: what it reads -> what it writes (the op)
  std::string_view fused_pass;
  std::string_view access_fused;  // the bandwidth roof kind the fused pass is judged against
  std::string_view access_eager;  // the eager passes' kind when they share one; "" when they do not
  bool multiplier;                // reads u, n elements
  bool gain;                      // reads w, cols elements
  int eager_intermediates;        // arrays eager writes and reads back (n elements, rows when by_rows)
  // Works row by row: needs its row's statistics, partitions rows among threads, keeps one eager
  // intermediate per row, and names its cols in its benchmarks.
  bool by_rows;
  FusionTraffic eager, fused;
  FusionFlops flops;
  // Verification tolerance in units of the element type's epsilon, plus a share per column (sums over a row).
  double tolerance_ulps, tolerance_ulps_per_col;
  double (*reference)(const FusionElement&);
  // What limits the fused pass when fusion gains less than the bytes predict: one sentence, which the
  // report appends to its own.
  std::string_view why_slower;

  [[nodiscard]] constexpr const FusionTraffic& traffic(FusionMode m) const {
    return m == FusionMode::eager ? eager : fused;
  }
  [[nodiscard]] constexpr std::string_view access(FusionMode m) const {
    return m == FusionMode::eager ? access_eager : access_fused;
  }
  // Distinct arrays the fused pass reads and writes.
  [[nodiscard]] constexpr int arrays_read() const { return 1 + multiplier + gain; }
  [[nodiscard]] constexpr int arrays_written() const { return 1; }
};

inline constexpr FusionChain kFusionChains[] = {
    {"relu_chain",
     "y = relu(x*2 + 1) * 0.5",
     "x->a (*2), a->b (+1), b->a (relu), a->y (*0.5)",
     "x->y",
     "copy",
     "copy",
     false,
     false,
     2,
     false,
     // eager: four passes, each reads n and writes n; fused: one.
     {4, 0, 0, 4, 0},
     {1, 0, 0, 1, 0},
     {4 /* *2, +1, max with 0, *0.5 */, 0, 0},
     // Exact or once-rounded operations: a few ulp.
     4,
     0,
     [](const FusionElement& e) {
       using C = FusionConstants<double>;
       return std::max(e.x * C::mul + C::add, 0.0) * C::out_scale;
     },
     "Per-element instructions (loads, stores, the ops, loop control) rather than DRAM traffic limit it."},
    {"silu_mul",
     "y = silu(g) * u, silu(g) = g / (1 + exp(-g))",
     "g->t (silu), t,u->y (*)",
     "g,u->y",
     "add",
     "",
     true,
     false,
     1,
     false,
     // eager: silu reads g writes t; mul reads t and u, writes y. fused: reads g and u, writes y.
     {3, 0, 0, 2, 0},
     {2, 0, 0, 1, 0},
     {3 /* negate, 1 + e, divide */ + 1 /* * u */, 1, 0},
     // simd/exp.hpp's few ulp, a divide and a multiply: under 10 ulp.
     16,
     0,
     [](const FusionElement& e) { return e.x / (1 + std::exp(-e.x)) * e.u; },
     "Each element costs a polynomial exp and a division (divides are not pipelined like FMAs), so the "
     "arithmetic, not the bytes, sets its time."},
    {"rmsnorm",
     "y[r][j] = x[r][j] * w[j] / sqrt(mean_j x[r][j]^2 + eps)",
     "x->s (one inverse RMS per row), x,s,w->y",
     "row by row: x->inverse RMS, then x,w->y (the second read of a row hits cache)",
     "copy",
     "",
     false,
     true,
     1,
     true,
     // eager: pass 1 reads x, writes one scale per row; pass 2 reads x, the scales and w, writes y.
     // fused: x is read from memory once (its second read, a row later, hits cache), w stays cached.
     {2, 1, 1, 1, 1},
     {1, 0, 1, 1, 0},
     {4 /* x*x accumulated (FMA), x*s, *w */, 0, 4 /* /cols, +eps, sqrt, reciprocal */},
     // The sum of squares runs in 4 accumulators per lane, so a partial sum has up to cols/4 terms,
     // each addition rounding once (relative error <= cols/4 ulp), halved by the square root, then two
     // multiplies.
     4,
     1.0 / 8,
     [](const FusionElement& e) { return e.x / std::sqrt(e.row_mean_square + FusionConstants<double>::eps) * e.w; },
     "A row is read twice (sum of squares, then scale); the second read comes from cache and is not free, and "
     "the row's reduction must finish before its scaling starts, so loads and stores do not overlap across that "
     "boundary."},
};
inline constexpr std::size_t kFusionChainCount = std::size(kFusionChains);

// The row named `name`; throws std::invalid_argument for an unknown name.
constexpr const FusionChain& fusion_chain(std::string_view name) {
  for (const FusionChain& c : kFusionChains)
    if (c.name == name) return c;
  throw std::invalid_argument("unknown fusion chain '" + std::string(name) + "'");
}
constexpr std::size_t fusion_chain_index(const FusionChain& chain) {
  return static_cast<std::size_t>(&chain - kFusionChains);
}

// Buffers of one call over rows x cols elements (chains without by_rows treat them as one flat array).
template <class T>
struct FusionArgs {
  const T* x = nullptr;  // relu_chain: x; silu_mul: g; rmsnorm: x
  const T* u = nullptr;  // chains with a multiplier (silu_mul)
  const T* w = nullptr;  // chains with a gain (rmsnorm): cols elements
  T* y = nullptr;        // output, rows*cols
  T* a = nullptr;        // eager's first intermediate: rows*cols elements (rows for by_rows chains)
  T* b = nullptr;        // eager's second intermediate (relu_chain)
  std::size_t rows = 1;
  std::size_t cols = 0;
  [[nodiscard]] std::size_t n() const { return rows * cols; }
};

// Elements of the arrays the chain's mode touches (the working set is this times sizeof(T)).
double fusion_elements_touched(const FusionChain& chain, FusionMode mode, std::size_t rows, std::size_t cols);
// Declared cost of one call, from the row's traffic and flops (exp counted as simd/exp.hpp's
// operations for the element size).
Cost fusion_cost(const FusionChain& chain, FusionMode mode, std::size_t rows, std::size_t cols, std::size_t elem_bytes);
// Verification tolerance, relative, for elements of T.
template <class T>
double fusion_tolerance(const FusionChain& chain, std::size_t cols);

// A thread's share of a call: [begin, end) of elements, or of rows for by_rows chains.
struct FusionRange {
  std::size_t begin, end;
};
// The partition fusion_run uses (for first touch).
template <class T>
FusionRange fusion_partition(const FusionChain& chain, const FusionArgs<T>& args, int tid, int threads);

// The loops at one level: [chain index][mode], and y[i] = exp(x[i]) with simd/exp.hpp.
template <class T>
using FusionChunkFn = void (*)(const FusionArgs<T>&, FusionRange);
template <class T>
struct FusionKernels {
  FusionChunkFn<T> chunk[kFusionChainCount][2];
  void (*exp)(const T*, T*, std::size_t);
};
struct FusionFamily {
  template <class T>
  using Kernels = FusionKernels<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};
// The loops for a level, chosen once; throws std::invalid_argument when the CPU lacks the level.
template <class T>
Chosen<FusionKernels<T>> fusion_kernels(Isa isa);

// One call on `threads` threads, each on its range of fusion_partition; each thread runs the eager
// passes one after another over its own range.
template <class T>
void fusion_run(const FusionKernels<T>& k, const FusionChain& chain, FusionMode mode, const FusionArgs<T>& args,
                int threads);

// y[i] = exp(x[i]) on one thread (exposed for testing its accuracy).
template <class T>
void fusion_exp(const FusionKernels<T>& k, const T* x, T* y, std::size_t n);

}  // namespace cpuroof
