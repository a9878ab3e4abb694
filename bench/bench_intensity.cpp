// Arithmetic-intensity sweep (kernels/intensity.hpp): F = 1, 2, 4, ... flop per element of a
// copy-shaped kernel, f64 and f32, at an L2-sized and a DRAM-sized working set, every thread count.
// The analysis fits P(I) = min(P_peak, B*I) to each sweep (analysis/roofline_fit.hpp).
#include <algorithm>
#include <vector>

#include "aligned_buffer.hpp"
#include "harness.hpp"
#include "intensity.hpp"
#include "parallel.hpp"

namespace cpuroof::bench {
namespace {

constexpr std::size_t KiB = 1024, MiB = 1024 * KiB;
// Bytes of traffic (divided by F/4 once compute dominates) per iteration: several passes over a
// cache-sized set keep fork/join cost far below the time measured.
constexpr double kBytesPerIteration = 32.0 * MiB;
// Elements checked on the first call: the head (vector body), spread samples, and the tail code.
constexpr std::size_t kVerifyHead = 4096, kVerifyTail = 100;

template <class T>
bool verify_sweep(benchmark::State& state, const T* x, const T* y, std::size_t n, int flops) {
  std::vector<std::size_t> idx;
  const std::size_t stride = std::max<std::size_t>(1, n / kVerifyHead);
  for (std::size_t i = 0; i < n; i += stride) idx.push_back(i);
  for (std::size_t i = n > kVerifyTail ? n - kVerifyTail : 0; i < n; ++i) idx.push_back(i);
  std::vector<T> got, want;
  for (std::size_t i : idx) {
    got.push_back(y[i]);
    want.push_back(intensity_reference<T>(flops, x[i]));
  }
  // Same operations in the same order, each FMA rounded once: equal up to the last bit; the
  // tolerance only allows for a multiply being fused where the reference does not fuse it.
  return verify(state, got.data(), want.data(), got.size(), sizeof(T) == 4 ? 1e-6 : 1e-14);
}

template <class T>
void run_sweep(benchmark::State& state, int flops, std::size_t ws_bytes, int threads) {
  const Isa isa = best_isa();
  const std::size_t n = ws_bytes / (2 * sizeof(T));
  AlignedBuffer<T> x(n), y(n);
  parallel_chunks<T>(n, threads, [&](Range r, int) {
    for (std::size_t i = r.begin; i < r.end; ++i) {
      x[i] = T(0.5) + T(i & 15) / T(8);  // a mask, not a modulo: first touch of 128 MiB stays cheap
      y[i] = T(0);
    }
  });
  if (first_call()) {
    intensity_run<T>(isa, flops, x.data(), y.data(), n, threads, 1);
    if (!verify_sweep(state, x.data(), y.data(), n, flops)) return;
  }
  const double work = static_cast<double>(ws_bytes) * std::max(1.0, flops / 4.0);
  const int passes = std::max(1, static_cast<int>(kBytesPerIteration / work));
  for (auto _ : state) {
    intensity_run<T>(isa, flops, x.data(), y.data(), n, threads, passes);
    benchmark::ClobberMemory();
  }
  set_counters(state, intensity_cost(flops, n, sizeof(T)) * passes, threads, static_cast<double>(2 * n * sizeof(T)),
               passes);
  state.SetLabel("access=copy isa=" + std::string(isa_name(isa)));
}

struct SweepSet {
  std::size_t ws_bytes;
  int max_flops;
};

std::vector<SweepSet> sweep_sets(const BenchPlan& plan) {
  switch (plan.profile) {
    case Profile::smoke: return {{64 * KiB, kIntensityMaxFlops}, {1 * MiB, 64}};
    case Profile::quick: {
      // DRAM: at least 4x the largest cache, as the stream sweep's quick maximum allows. Its points past
      // F = 256 (far above every ridge) are left to the full profile: they cost most of the time.
      const std::size_t dram = std::clamp<std::size_t>(4 * plan.largest_cache_bytes, 64 * MiB, plan.ws_max_bytes);
      return {{256 * KiB, kIntensityMaxFlops}, {dram, 256}};
    }
    case Profile::full: return {{256 * KiB, kIntensityMaxFlops}, {plan.ws_max_bytes, kIntensityMaxFlops}};
  }
  return {};
}

std::vector<int> flop_counts(const BenchPlan& plan, int max_flops) {
  std::vector<int> out;
  for (int f = 1; f <= max_flops; f *= 2)
    if (plan.profile != Profile::smoke || f == 1 || f == 2 || f == 64 || f == max_flops) out.push_back(f);
  return out;
}

template <class T>
void register_dtype(const BenchPlan& plan) {
  for (const SweepSet& set : sweep_sets(plan))
    for (int threads : plan.threads)
      for (int flops : flop_counts(plan, set.max_flops))
        add(bench_name("intensity", "sweep", "hand", dtype_name<T>(),
                       {{"ws", std::to_string(set.ws_bytes)}, {"f", std::to_string(flops)},
                        {"threads", std::to_string(threads)}}),
            [=](benchmark::State& s) { run_sweep<T>(s, flops, set.ws_bytes, threads); });
}

void register_intensity(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

}  // namespace

CPUROOF_BENCH_FAMILY(intensity, register_intensity, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
