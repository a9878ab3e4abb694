// Arithmetic-intensity sweep (kernels/intensity.hpp): F = 1, 2, 4, ... flop per element of a
// copy-shaped kernel, f64 and f32, at an L2-sized and a DRAM-sized working set, every thread count.
// The analysis fits P(I) = min(P_peak, B*I) to each sweep (analysis/model/roofline_fit.hpp).
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
// The points up to this F move at memory speed past the caches on the cores met, so they take the
// extra repetitions DRAM points do (plan.hpp repetitions_at): F = 64 is I = 8 flop per byte in f32
// and 4 in f64, at or above one core's DRAM ridge on the Zen 5 VM (256 GFLOP/s f32 over 33 GB/s:
// 7.8; f64 3.9). Beyond it the arithmetic sets the time, which placement does not move, and one
// repetition there costs up to a second.
constexpr int kMemoryTimeMaxFlops = 64;
// Elements checked on the first call: the head (vector body), spread samples, and the tail code.
constexpr std::size_t kVerifyHead = 4096, kVerifyTail = 100;

// One F at one working set and thread count: x and y first touched with the partition
// intensity_run uses, by the threads that will use each page.
template <class T>
struct IntensityCase {
  const IntensityKernel& kernel = kIntensitySweep;
  Chosen<IntensityKernels<T>> chosen;  // the loop, chosen at registration
  int flops;
  std::size_t n;
  int threads;
  AlignedBuffer<T> x, y;
  int passes;

  IntensityCase(const Chosen<IntensityKernels<T>>& chosen_, int flops_, std::size_t ws_bytes, int threads_)
      : chosen(chosen_), flops(flops_), n(ws_bytes / (kernel.arrays() * sizeof(T))), threads(threads_), x(n), y(n) {
    parallel_chunks<T>(n, threads, [&](Range r, int) {
      for (std::size_t i = r.begin; i < r.end; ++i) {
        x[i] = T(0.5) + T(i & 15) / T(8);  // a mask, not a modulo: first touch of 128 MiB stays cheap
        y[i] = T(0);
      }
    });
    passes = passes_at(flops, ws_bytes);
  }
  static int passes_at(int flops, std::size_t ws_bytes) {
    const double work = static_cast<double>(ws_bytes) * std::max(1.0, flops / 4.0);
    return std::max(1, static_cast<int>(kBytesPerIteration / work));
  }
  static Estimate estimate(int flops, std::size_t ws_bytes, int threads) {
    const std::size_t n = ws_bytes / (kIntensitySweep.arrays() * sizeof(T));
    return streaming_estimate(threads, static_cast<double>(ws_bytes),
                              intensity_cost(flops, n, sizeof(T)) * passes_at(flops, ws_bytes));
  }

  // One pass, then the head (vector body), spread samples and the tail code against the reference.
  bool verify(benchmark::State& state) {
    intensity_run<T>(chosen.fns, flops, x.data(), y.data(), n, threads, 1);
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
    return bench::verify(state, got.data(), want.data(), got.size(), sizeof(T) == 4 ? 1e-6 : 1e-14);
  }
  void call() { intensity_run<T>(chosen.fns, flops, x.data(), y.data(), n, threads, passes); }
  [[nodiscard]] Report report() const {
    const double ws = static_cast<double>(kernel.arrays() * n * sizeof(T));
    return {intensity_cost(flops, n, sizeof(T)) * passes,
            threads,
            ws,
            double(passes),
            "access=" + std::string(kernel.access) + " " + chosen.label(),
            0};
  }
};

struct SweepSet {
  std::size_t ws_bytes;
  int max_flops;
};

std::vector<SweepSet> sweep_sets(const BenchPlan& plan) {
  switch (plan.profile) {
    case Profile::smoke:
      return {{64 * KiB, kIntensityMaxFlops}, {1 * MiB, 64}};
    case Profile::quick: {
      // DRAM: at least 4x the largest cache, as the stream sweep's quick maximum (within the memory
      // budget) allows. Its points past F = 256 (far above every ridge) are left to the full profile:
      // they cost most of the time.
      const std::size_t dram =
          std::min(std::max<std::size_t>(4 * plan.largest_cache_bytes, 64 * MiB), plan.ws_max_bytes);
      return {{256 * KiB, kIntensityMaxFlops}, {dram, 256}};
    }
    case Profile::full:
      return {{256 * KiB, kIntensityMaxFlops}, {plan.ws_max_bytes, kIntensityMaxFlops}};
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
  const Chosen<IntensityKernels<T>> chosen = intensity_kernels<T>(best_isa());
  for (int threads : plan.kernel_threads)
    for (const SweepSet& set : sweep_sets(plan.at_threads(threads)))
      for (int flops : flop_counts(plan, set.max_flops))
        add(
            bench_name("intensity", std::string(kIntensitySweep.name), "hand", dtype_name<T>(),
                       {{"ws", std::to_string(set.ws_bytes)},
                        {"f", std::to_string(flops)},
                        {"threads", std::to_string(threads)}}),
            [=, ws = set.ws_bytes](benchmark::State& s) { run_case(s, IntensityCase<T>(chosen, flops, ws, threads)); },
            flops <= kMemoryTimeMaxFlops ? repetitions_at(plan, static_cast<double>(set.ws_bytes), threads) : 0,
            IntensityCase<T>::estimate(flops, set.ws_bytes, threads));
}

void register_intensity(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

nlohmann::json describe_intensity() {
  const IntensityKernel& k = kIntensitySweep;
  nlohmann::json kernel = {
      {"name", k.name},
      {"description", k.description},
      {"access", k.access},
      {"arrays_read", k.arrays_read},
      {"arrays_written", k.arrays_written},
      {"vectors_in_flight", k.vectors_in_flight},
      {"max_flops_per_element", k.max_flops_per_element},
      {"cost", "F flop, " + std::to_string(k.arrays_read) + " element read and " + std::to_string(k.arrays_written) +
                   " written per element: I = F / (" + std::to_string(k.arrays()) + " * element size)"}};
  return {{"description",
           "arithmetic-intensity sweep: F = 1, 2, 4, ... flop per element of a copy-shaped kernel "
           "(parameter f), at a cache-sized and a DRAM-sized working set; the analysis fits "
           "P(I) = min(P_peak, B*I) to each sweep"},
          {"kernels", nlohmann::json::array({kernel})}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(intensity, register_intensity, describe_intensity);

}  // namespace cpuroof::bench
