#include "cost_calibration.hpp"

#include <benchmark/benchmark.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <new>
#include <vector>

#include "aligned_buffer.hpp"
#include "clock.hpp"
#include "fastest_seconds.hpp"
#include "latency.hpp"
#include "parallel.hpp"
#include "peak.hpp"

namespace cpuroof::bench {
namespace {

constexpr int kTries = 3;  // calls a rate is the fastest of

double seconds_of(const auto& fn) {
  const auto start = std::chrono::steady_clock::now();
  fn();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void write_all(double* p, std::size_t n, int threads, double value) {
  parallel_chunks<double>(n, threads, [&](Range r, int) { std::fill(p + r.begin, p + r.end, value); });
  benchmark::ClobberMemory();
}

double read_all(const double* p, std::size_t n, int threads) {
  double total = 0;
  parallel_chunks<double>(n, threads, [&](Range r, int) {
    double s[8] = {};
    std::size_t i = r.begin;
    for (; i + 8 <= r.end; i += 8)
      for (int k = 0; k < 8; ++k) s[k] += p[i + k];
    for (; i < r.end; ++i) s[0] += p[i];
    double t = 0;
    for (const double v : s) t += v;
#pragma omp atomic
    total += t;
  });
  return total;
}

// The peak family's f64 FMA loop of twelve chains at the best level this CPU runs: the rate of the
// vectorised kernels (GEMM, the intensity sweep's upper end) at best.
double vector_flops_per_s() {
  constexpr std::int64_t kTrips = 1 << 14;
  constexpr PeakShape kShape{12, 0, 0};
  const PeakLoop<double> loop = peak_loop<double>(best_isa(), kShape);
  const double s = fastest_seconds(kTries, [&] { benchmark::DoNotOptimize(loop.fn(kTrips)); });
  return peak_cost(kShape, loop.isa, sizeof(double), kTrips).flops / s;
}

// One dependent chain of scalar multiply-adds, a naive reference's inner loop.
double scalar_flops_per_s() {
  constexpr int kTrips = 200000;
  volatile double scale_in = 0.999999, add_in = 1e-9;
  const double scale = scale_in, add = add_in;
  double x = 1;
  const double s = fastest_seconds(kTries, [&] {
    for (int t = 0; t < kTrips; ++t) x = x * scale + add;
    benchmark::DoNotOptimize(x);
  });
  return 2.0 * kTrips / s;
}

// Seconds per line of drawing and linking a random cycle over `bytes`, and per dependent load of a
// chase round it.
struct ChaseRates {
  double link_s, load_s;
};
ChaseRates chase_rates(std::size_t bytes) {
  const std::size_t lines = bytes / kChaseLineBytes;
  AlignedBuffer<ChaseLine> buffer(lines);
  std::vector<std::uint32_t> order;
  const double link = seconds_of([&] {
    order = random_cycle_order(lines, 1);
    link_cycle(buffer.data(), order);
  });
  std::vector<const ChaseLine*> heads = chase_starts(buffer.data(), order, 1);
  const std::size_t steps = std::min<std::size_t>(lines, 1 << 16);
  const double chase_s = fastest_seconds(kTries, [&] { chase(heads.data(), 1, steps); });
  return {link / static_cast<double>(lines), chase_s / static_cast<double>(steps)};
}

}  // namespace

CostRates calibrate_cost_rates(int threads, std::size_t last_cache_bytes) {
  CostRates r;
  r.threads = std::max(1, threads);
  r.last_cache_bytes = static_cast<double>(last_cache_bytes);
  constexpr std::size_t MiB = std::size_t{1} << 20;
  const std::size_t bytes = std::clamp<std::size_t>(4 * last_cache_bytes, 64 * MiB, 256 * MiB);
  const std::size_t n = bytes / sizeof(double);
  const double b = static_cast<double>(n * sizeof(double));
  // Memory the process may not get (a ulimit, a cgroup) leaves a rate unmeasured (0): that part of
  // the cost is then left out, never the run.
  try {
    AlignedBuffer<double> fresh(n);
    r.populate_bytes_per_s = b / seconds_of([&] { write_all(fresh.data(), n, r.threads, 1.0); });
    r.fill_bytes_per_s_all = b / fastest_seconds(kTries, [&] { write_all(fresh.data(), n, r.threads, 2.0); });
    r.fill_bytes_per_s_1 = b / fastest_seconds(kTries, [&] { write_all(fresh.data(), n, 1, 3.0); });
    r.dram_bytes_per_s_all =
        b / fastest_seconds(kTries, [&] { benchmark::DoNotOptimize(read_all(fresh.data(), n, r.threads)); });
    r.dram_bytes_per_s_1 = b / fastest_seconds(kTries, [&] { benchmark::DoNotOptimize(read_all(fresh.data(), n, 1)); });
  } catch (const std::bad_alloc&) {
  }
  {
    constexpr std::size_t kCacheBytes = 128 * 1024, kPasses = 64;
    AlignedBuffer<double> small(kCacheBytes / sizeof(double));
    write_all(small.data(), small.size(), 1, 1.0);
    r.cache_bytes_per_s = double(kCacheBytes * kPasses) / fastest_seconds(kTries, [&] {
                            for (std::size_t p = 0; p < kPasses; ++p)
                              benchmark::DoNotOptimize(read_all(small.data(), small.size(), 1));
                          });
  }
  const ChaseRates in_cache = chase_rates(std::size_t{1} << 20);
  r.link_s_cache = in_cache.link_s, r.load_s_cache = in_cache.load_s;
  try {
    const ChaseRates past = chase_rates(std::clamp<std::size_t>(2 * last_cache_bytes, 64 * MiB, 256 * MiB));
    r.link_s_dram = past.link_s, r.load_s_dram = past.load_s;
  } catch (const std::bad_alloc&) {
  }
  constexpr std::uint64_t kClockTrips = 1 << 12;
  r.clock_hz = static_cast<double>(kClockTrips * kClockChainPerTrip) /
               fastest_seconds(kTries, [&] { benchmark::DoNotOptimize(clock_chain(kClockTrips)); });
  r.flops_per_s = vector_flops_per_s();
  r.scalar_flops_per_s = scalar_flops_per_s();
  constexpr int kRegions = 200;
  r.call_s = fastest_seconds(kTries,
                             [&] {
                               for (int i = 0; i < kRegions; ++i) {
#pragma omp parallel num_threads(r.threads)
                                 benchmark::ClobberMemory();
                               }
                             }) /
             kRegions;
  return r;
}

}  // namespace cpuroof::bench
