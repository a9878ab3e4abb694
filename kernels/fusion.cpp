#include "fusion.hpp"

#include "fusion_levels.hpp"
#include "parallel.hpp"
#include "simd/exp.hpp"

namespace cpuroof {

std::string_view fusion_chain_name(FusionChain chain) {
  switch (chain) {
    case FusionChain::relu_chain: return "relu_chain";
    case FusionChain::silu_mul: return "silu_mul";
    case FusionChain::rmsnorm: return "rmsnorm";
  }
  return "unknown";
}

std::string_view fusion_mode_name(FusionMode mode) { return mode == FusionMode::eager ? "eager" : "fused"; }

double fusion_elements_touched(FusionChain chain, FusionMode mode, std::size_t rows, std::size_t cols) {
  const double n = static_cast<double>(rows * cols), r = static_cast<double>(rows), c = static_cast<double>(cols);
  const bool eager = mode == FusionMode::eager;
  switch (chain) {
    case FusionChain::relu_chain: return eager ? 4 * n : 2 * n;        // x, a, b, y | x, y
    case FusionChain::silu_mul: return eager ? 4 * n : 3 * n;          // g, t, u, y | g, u, y
    case FusionChain::rmsnorm: return 2 * n + c + (eager ? r : 0.0);   // x, y, w (+ one scale per row)
  }
  return 0;
}

// Floating-point operations per element of each op, as the kernels in fusion_impl.hpp do them.
template <class T>
static constexpr double silu_flops() {
  return 1 /* negate */ + simd::exp_flops<T>() + 1 /* 1 + e */ + 1 /* divide */;
}
static constexpr double kReluChainFlops = 4;      // *2, +1, max with 0, *0.5
static constexpr double kRmsElementFlops = 4;     // x*x accumulated (FMA), x*s, *w
static constexpr double kRmsRowFlops = 4;         // /cols, +eps, sqrt, reciprocal

Cost fusion_cost(FusionChain chain, FusionMode mode, std::size_t rows, std::size_t cols, std::size_t elem_bytes) {
  const double n = static_cast<double>(rows * cols), r = static_cast<double>(rows), c = static_cast<double>(cols);
  const double e = static_cast<double>(elem_bytes);
  const bool eager = mode == FusionMode::eager;
  switch (chain) {
    case FusionChain::relu_chain:
      // eager: four passes, each reads n and writes n; fused: one.
      return {kReluChainFlops * n, (eager ? 4 : 1) * n * e, (eager ? 4 : 1) * n * e};
    case FusionChain::silu_mul: {
      const double flops = (elem_bytes == 4 ? silu_flops<float>() : silu_flops<double>()) + 1;
      // eager: silu reads g writes t; mul reads t and u, writes y. fused: reads g and u, writes y.
      return {flops * n, (eager ? 3 : 2) * n * e, (eager ? 2 : 1) * n * e};
    }
    case FusionChain::rmsnorm:
      // eager: pass 1 reads x, writes one scale per row; pass 2 reads x, the scales and w, writes y.
      // fused: x is read from memory once (its second read, a row later, hits cache), w stays cached.
      return {kRmsElementFlops * n + kRmsRowFlops * r,
              (eager ? 2 * n + r + c : n + c) * e, (eager ? n + r : n) * e};
  }
  return {};
}

template <class T>
static FusionKernels<T> kernels(Isa isa) {
  return choose_level<FusionFamily, T, levels_built::fusion>(isa).fns;
}

template <class T>
FusionRange fusion_partition(FusionChain chain, const FusionArgs<T>& args, int tid, int threads) {
  const Range r = chain == FusionChain::rmsnorm ? chunk_range(args.rows, tid, threads, 1)
                                                : chunk_range(args.n(), tid, threads, line_grain<T>());
  return {r.begin, r.end};
}

template <class T>
void fusion_run(Isa isa, FusionChain chain, FusionMode mode, const FusionArgs<T>& args, int threads) {
  const FusionKernels<T> k = kernels<T>(isa);
#pragma omp parallel num_threads(threads)
  k.chunk(chain, mode, args, fusion_partition(chain, args, omp_get_thread_num(), omp_get_num_threads()));
}

template <class T>
void fusion_exp(Isa isa, const T* x, T* y, std::size_t n) {
  kernels<T>(isa).exp(x, y, n);
}

template FusionRange fusion_partition<float>(FusionChain, const FusionArgs<float>&, int, int);
template FusionRange fusion_partition<double>(FusionChain, const FusionArgs<double>&, int, int);
template void fusion_run<float>(Isa, FusionChain, FusionMode, const FusionArgs<float>&, int);
template void fusion_run<double>(Isa, FusionChain, FusionMode, const FusionArgs<double>&, int);
template void fusion_exp<float>(Isa, const float*, float*, std::size_t);
template void fusion_exp<double>(Isa, const double*, double*, std::size_t);

}  // namespace cpuroof
