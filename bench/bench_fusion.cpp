// Fusion (kernels/fusion.hpp): each element-wise chain eager (one pass per op, intermediates in
// memory) and fused (one pass), f32 at DRAM size, 1 and all threads. Eager and fused repetitions are
// interleaved by the profile's random interleaving; the analysis (analysis/fusion_report.hpp) sets the
// measured speedup beside the one the declared bytes predict.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "aligned_buffer.hpp"
#include "fusion.hpp"
#include "harness.hpp"
#include "parallel.hpp"

namespace cpuroof::bench {
namespace {

constexpr std::size_t MiB = 1024 * 1024;
constexpr std::size_t kVerifySamples = 4096;

// The chain in plain double-precision C++ for element i (rmsnorm: `inv_rms` of i's row given).
template <class T>
double reference(FusionChain chain, const FusionArgs<T>& a, std::size_t i, double inv_rms) {
  using C = FusionConstants<T>;
  const double x = a.x[i];
  switch (chain) {
    case FusionChain::relu_chain: return std::max(x * C::mul + C::add, 0.0) * C::out_scale;
    case FusionChain::silu_mul: return x / (1 + std::exp(-x)) * a.u[i];
    case FusionChain::rmsnorm: return x * inv_rms * a.w[i % a.cols];
  }
  return 0;
}

template <class T>
double reference_inv_rms(const FusionArgs<T>& a, std::size_t row) {
  double ss = 0;
  for (std::size_t j = 0; j < a.cols; ++j) ss += static_cast<double>(a.x[row * a.cols + j]) * a.x[row * a.cols + j];
  return 1 / std::sqrt(ss / static_cast<double>(a.cols) + FusionConstants<T>::eps);
}

// Tolerance for f32, argued per chain: relu_chain does exact or once-rounded operations (a few ulp);
// silu_mul adds simd/exp.hpp's few ulp, a divide and a multiply (under 10 ulp); rmsnorm's sum of
// squares runs in 4 accumulators per lane, so a partial sum has up to cols/4 terms, each addition
// rounding once (relative error <= cols/4 ulp), halved by the square root, then two multiplies.
template <class T>
double tolerance(FusionChain chain, std::size_t cols) {
  const double ulp = std::numeric_limits<T>::epsilon();
  switch (chain) {
    case FusionChain::relu_chain: return 4 * ulp;
    case FusionChain::silu_mul: return 16 * ulp;
    case FusionChain::rmsnorm: return (static_cast<double>(cols) / 8 + 4) * ulp;
  }
  return 0;
}

template <class T>
bool verify_chain(benchmark::State& state, FusionChain chain, const FusionArgs<T>& a) {
  const std::size_t n = a.n(), stride = std::max<std::size_t>(1, n / kVerifySamples);
  std::vector<T> got;
  std::vector<double> want;
  std::size_t last_row = a.rows;
  double inv = 0;
  for (std::size_t i = 0; i < n; i += stride) {
    if (chain == FusionChain::rmsnorm && i / a.cols != last_row) inv = reference_inv_rms(a, last_row = i / a.cols);
    got.push_back(a.y[i]);
    want.push_back(reference(chain, a, i, inv));
  }
  if (n > 0) {  // the last element goes through the tail code
    if (chain == FusionChain::rmsnorm) inv = reference_inv_rms(a, a.rows - 1);
    got.push_back(a.y[n - 1]);
    want.push_back(reference(chain, a, n - 1, inv));
  }
  return verify(state, got.data(), want.data(), got.size(), tolerance<T>(chain, a.cols));
}

template <class T>
void run_chain(benchmark::State& state, FusionChain chain, FusionMode mode, std::size_t rows, std::size_t cols,
               int threads) {
  const Isa isa = best_isa();
  const std::size_t n = rows * cols;
  const bool eager = mode == FusionMode::eager;
  const bool silu = chain == FusionChain::silu_mul, rms = chain == FusionChain::rmsnorm;
  // Only the arrays this chain and mode use: the working set is what it touches.
  AlignedBuffer<T> x(n), y(n), u(silu ? n : 0), w(rms ? cols : 0);
  AlignedBuffer<T> a(eager ? (rms ? rows : n) : 0), b(eager && chain == FusionChain::relu_chain ? n : 0);
  FusionArgs<T> args{x.data(), u.data(), w.data(), y.data(), a.data(), b.data(), rows, cols};
  // First touch by the threads that use each range; rows for rmsnorm.
#pragma omp parallel num_threads(threads)
  {
    const FusionRange r = fusion_partition(chain, args, omp_get_thread_num(), omp_get_num_threads());
    const std::size_t lo = rms ? r.begin * cols : r.begin, hi = rms ? r.end * cols : r.end;
    for (std::size_t i = lo; i < hi; ++i) {
      // Masks, not modulos: the first touch of hundreds of MiB stays cheap. silu's g spans [-8, 8).
      x[i] = silu ? T(i & 1023) / T(64) - T(8) : T(i & 15) / T(4) - T(1.5);
      y[i] = T(0);
      if (silu) u[i] = T(1) + T(i & 7) / T(8);
      if (eager && !rms) a[i] = T(0);
      if (b.size() > 0) b[i] = T(0);
    }
    if (eager && rms)
      for (std::size_t row = r.begin; row < r.end; ++row) a[row] = T(0);
  }
  for (std::size_t j = 0; j < w.size(); ++j) w[j] = T(0.5) + T(j & 7) / T(16);

  if (first_call()) {
    fusion_run<T>(isa, chain, mode, args, threads);
    if (!verify_chain(state, chain, args)) return;
  }
  for (auto _ : state) {
    fusion_run<T>(isa, chain, mode, args, threads);
    benchmark::ClobberMemory();
  }
  const Cost cost = fusion_cost(chain, mode, rows, cols, sizeof(T));
  set_counters(state, cost, threads, fusion_elements_touched(chain, mode, rows, cols) * sizeof(T));
  // Every store here is a normal store to a line not yet cached, which the memory system first reads
  // (write-allocate): the traffic the bus really carries.
  state.counters["bus_bytes"] = benchmark::Counter(cost.bytes() + cost.bytes_written,
                                                   benchmark::Counter::kIsIterationInvariantRate);
  // The bandwidth roof that applies: relu passes and rmsnorm's fused pass read one array and write
  // another (copy); fused silu reads two (add); mixed eager passes name none (the best kind applies).
  std::string access;
  if (chain == FusionChain::relu_chain || (rms && !eager)) access = "access=copy ";
  if (silu && !eager) access = "access=add ";
  state.SetLabel(access + "isa=" + std::string(isa_name(isa)));
}

struct Size {
  std::size_t rows, cols;
};

// rmsnorm rows of 4096 floats (16 KiB: a row stays in L1 between its two reads); the element-wise
// chains see the same n as one flat array. Each array is at least twice the largest cache, so even
// the fused pass's working set (two arrays) is 4x the cache: DRAM, not partly the last-level cache.
std::vector<Size> sizes(const BenchPlan& plan) {
  constexpr std::size_t cols = 4096;
  const std::size_t per_array =
      std::max<std::size_t>(32 * MiB, 2 * plan.largest_cache_bytes) / sizeof(float) / cols * cols;
  switch (plan.profile) {
    case Profile::smoke: return {{7, 257}};  // awkward: not a multiple of any vector width
    case Profile::quick: return {{per_array / cols, cols}};
    case Profile::full: return {{per_array / cols, cols}, {2 * per_array / cols, cols}};
  }
  return {};
}

void register_fusion(const BenchPlan& plan) {
  std::vector<int> threads{plan.threads.front()};
  if (plan.threads.back() != threads.front()) threads.push_back(plan.threads.back());
  for (FusionChain chain : kAllFusionChains)
    for (const Size& size : sizes(plan))
      for (int t : threads)
        for (FusionMode mode : {FusionMode::eager, FusionMode::fused}) {
          std::vector<std::pair<std::string, std::string>> params{{"n", std::to_string(size.rows * size.cols)}};
          if (chain == FusionChain::rmsnorm) params.emplace_back("cols", std::to_string(size.cols));
          params.emplace_back("threads", std::to_string(t));
          const std::string kernel = std::string(fusion_chain_name(chain)) + "_" + std::string(fusion_mode_name(mode));
          add(bench_name("fusion", kernel, "hand", "f32", params),
              [=](benchmark::State& s) { run_chain<float>(s, chain, mode, size.rows, size.cols, t); });
        }
}

}  // namespace

CPUROOF_BENCH_FAMILY(fusion, register_fusion, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
