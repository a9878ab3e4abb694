#pragma once
// The counters `cpuroof fit` and `cpuroof place` read from a Google Benchmark program: call
// cpuroof::set_counters once after the timed loop with what one iteration did, and the program's
// JSON (--benchmark_out=FILE) can be placed on a measured roofline:
//
//   #include <cpuroof/counters.hpp>
//   for (auto _ : state) my_kernel(x, y, n);
//   cpuroof::set_counters(state, /*flops=*/2.0 * n, /*bytes=*/16.0 * n);
//
// cpuroof's own benchmarks set their counters through this same function.
#include <benchmark/benchmark.h>

namespace cpuroof {

// `flops` and `bytes`: the floating-point operations and the bytes read plus written by one iteration
// of the timed loop, written as rates per second (SI; Google Benchmark divides by the iteration's
// time). `ai` is their ratio in FLOP/byte (0 when no bytes move). `threads`: the threads the
// iteration ran on (recorded as omp_threads: Google Benchmark writes its own "threads");
// `ws_bytes`: the working set, which picks the memory level it is placed against (0: unknown);
// `calls`: kernel calls per iteration, so the time of one call can be judged for overhead.
inline void set_counters(benchmark::State& state, double flops, double bytes, int threads = 1, double ws_bytes = 0,
                         double calls = 1) {
  using benchmark::Counter;
  state.counters["flops"] = Counter(flops, Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = Counter(bytes, Counter::kIsIterationInvariantRate);
  state.counters["ai"] = Counter(bytes > 0 ? flops / bytes : 0.0);
  state.counters["omp_threads"] = Counter(threads);
  state.counters["ws_bytes"] = Counter(ws_bytes);
  state.counters["calls"] = Counter(calls);
}

}  // namespace cpuroof
