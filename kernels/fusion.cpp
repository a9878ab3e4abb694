#include "fusion.hpp"

#include <limits>

#include "fusion_levels.hpp"
#include "parallel.hpp"
#include "simd/exp.hpp"

namespace cpuroof {

double fusion_elements_touched(const FusionChain& chain, FusionMode mode, std::size_t rows, std::size_t cols) {
  const double n = static_cast<double>(rows * cols), r = static_cast<double>(rows), c = static_cast<double>(cols);
  // x and y, the multiplier, the gain, and eager's intermediates.
  double out = 2 * n + (chain.multiplier ? n : 0.0) + (chain.gain ? c : 0.0);
  if (mode == FusionMode::eager) out += chain.eager_intermediates * (chain.by_rows ? r : n);
  return out;
}

Cost fusion_cost(const FusionChain& chain, FusionMode mode, std::size_t rows, std::size_t cols,
                 std::size_t elem_bytes) {
  const double n = static_cast<double>(rows * cols), r = static_cast<double>(rows), c = static_cast<double>(cols);
  const double e = static_cast<double>(elem_bytes);
  const double exp_flops = elem_bytes == 4 ? simd::exp_flops<float>() : simd::exp_flops<double>();
  const FusionFlops& f = chain.flops;
  const FusionTraffic& t = chain.traffic(mode);
  return {(f.per_element + f.exps_per_element * exp_flops) * n + f.per_row * r,
          (t.read_n * n + t.read_rows * r + t.read_cols * c) * e, (t.write_n * n + t.write_rows * r) * e};
}

template <class T>
double fusion_tolerance(const FusionChain& chain, std::size_t cols) {
  return (chain.tolerance_ulps + chain.tolerance_ulps_per_col * static_cast<double>(cols)) *
         std::numeric_limits<T>::epsilon();
}

template <class T>
Chosen<FusionKernels<T>> fusion_kernels(Isa isa) {
  return choose_level<FusionFamily, T, levels_built::fusion>(isa);
}

template <class T>
FusionRange fusion_partition(const FusionChain& chain, const FusionArgs<T>& args, int tid, int threads) {
  const Range r =
      chain.by_rows ? chunk_range(args.rows, tid, threads, 1) : chunk_range(args.n(), tid, threads, line_grain<T>());
  return {r.begin, r.end};
}

template <class T>
void fusion_run(const FusionKernels<T>& k, const FusionChain& chain, FusionMode mode, const FusionArgs<T>& args,
                int threads) {
  const FusionChunkFn<T> fn = k.chunk[fusion_chain_index(chain)][mode == FusionMode::eager ? 0 : 1];
  if (runs_on_caller(threads)) {
    fn(args, fusion_partition(chain, args, 0, 1));
    return;
  }
#pragma omp parallel num_threads(threads)
  fn(args, fusion_partition(chain, args, omp_get_thread_num(), omp_get_num_threads()));
}

template <class T>
void fusion_exp(const FusionKernels<T>& k, const T* x, T* y, std::size_t n) {
  k.exp(x, y, n);
}

template double fusion_tolerance<float>(const FusionChain&, std::size_t);
template double fusion_tolerance<double>(const FusionChain&, std::size_t);
template Chosen<FusionKernels<float>> fusion_kernels<float>(Isa);
template Chosen<FusionKernels<double>> fusion_kernels<double>(Isa);
template FusionRange fusion_partition<float>(const FusionChain&, const FusionArgs<float>&, int, int);
template FusionRange fusion_partition<double>(const FusionChain&, const FusionArgs<double>&, int, int);
template void fusion_run<float>(const FusionKernels<float>&, const FusionChain&, FusionMode, const FusionArgs<float>&,
                                int);
template void fusion_run<double>(const FusionKernels<double>&, const FusionChain&, FusionMode,
                                 const FusionArgs<double>&, int);
template void fusion_exp<float>(const FusionKernels<float>&, const float*, float*, std::size_t);
template void fusion_exp<double>(const FusionKernels<double>&, const double*, double*, std::size_t);

}  // namespace cpuroof
