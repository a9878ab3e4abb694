// Compute roofs: every peak shape (instruction mix x independent chains) at every ISA level the CPU
// runs, f64 and f32, every thread count; and the core clock the per-cycle figures divide by.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <vector>

#include "clock.hpp"
#include "harness.hpp"
#include "peak.hpp"

namespace cpuroof::bench {
namespace {

// Loop trips per iteration: about four million cycles, far above fork/join and timer granularity
// (a quarter of that measured 1-5% lower FLOP/cycle at 1 thread, four builds interleaved).
constexpr std::int64_t kPeakTrips = 1 << 18;
constexpr std::uint64_t kClockTrips = 1 << 13;
// The clock paired with each peak measurement: an eighth of its cycles, untimed.
constexpr std::uint64_t kPairedClockTrips = 1 << 12;

template <class T>
void run_peak(benchmark::State& state, Isa isa, PeakShape shape, int threads) {
  // The kernel's result must match the same recurrence in plain C++: nothing was elided.
  constexpr std::int64_t kCheckTrips = 1000;
  if (first_call()) {
    const T got = peak_run<T>(isa, shape, kCheckTrips, 1);
    const T want = peak_reference<T>(isa, shape, kCheckTrips);
    if (!verify(state, &got, &want, 1, sizeof(T) == 4 ? 1e-5 : 1e-12)) return;
  }

  // After every timed iteration, untimed, the same threads run the dependent-add chain: each
  // repetition carries the clock it ran at, so FLOP/cycle divides by a clock measured within
  // milliseconds of the FLOPs, not minutes apart on a host whose frequency wanders. The median
  // chain of the repetition is its clock: a thread descheduled during one short chain only slows
  // that chain, and must not read as a slower core (nor may the luckiest chain set the clock).
  std::vector<double> chain_hz;
  for (auto _ : state) {
    benchmark::DoNotOptimize(peak_run<T>(isa, shape, kPeakTrips, threads));
    state.PauseTiming();
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(clock_chain_parallel(kPairedClockTrips, threads));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    chain_hz.push_back(static_cast<double>(kPairedClockTrips * kClockChainPerTrip) / seconds);
    state.ResumeTiming();
  }
  set_counters(state, peak_cost(shape, isa, sizeof(T), kPeakTrips) * threads, threads, 0);
  if (!chain_hz.empty()) {
    std::nth_element(chain_hz.begin(), chain_hz.begin() + chain_hz.size() / 2, chain_hz.end());
    state.counters["clock_hz"] = chain_hz[chain_hz.size() / 2];
  }
  state.SetLabel("mix=" + shape.mix() + " isa=" + std::string(isa_name(isa)));
}

void run_clock(benchmark::State& state, int threads) {
  const std::uint64_t want = kClockTrips * kClockChainPerTrip * static_cast<std::uint64_t>(threads);
  const double got_check = static_cast<double>(clock_chain_parallel(kClockTrips, threads));
  const double want_check = static_cast<double>(want);
  if (!verify(state, &got_check, &want_check, 1, 0.0)) return;
  for (auto _ : state) benchmark::DoNotOptimize(clock_chain_parallel(kClockTrips, threads));
  // Cycles per second of one core: every thread runs the whole chain.
  state.counters["clock_hz"] = benchmark::Counter(static_cast<double>(kClockTrips * kClockChainPerTrip),
                                                  benchmark::Counter::kIsIterationInvariantRate);
  state.counters["omp_threads"] = threads;
}

bool quick_shape(const PeakShape& s) {
  // The quick profile keeps one short and one long chain count per mix.
  static const PeakShape keep[] = {{8, 0, 0}, {12, 0, 0}, {16, 0, 0}, {0, 8, 0}, {0, 12, 0}, {0, 0, 8},
                                   {0, 0, 12}, {6, 6, 0}, {8, 4, 0}, {8, 8, 0}, {12, 6, 0}};
  for (const auto& k : keep)
    if (k == s) return true;
  return false;
}

template <class T>
void register_dtype(const BenchPlan& plan, Isa isa) {
  for (const PeakShape& shape : peak_shapes(isa)) {
    if (plan.profile != Profile::full && !quick_shape(shape)) continue;
    for (int threads : plan.threads)
      add(bench_name("peak", shape.name(), "hand", dtype_name<T>(),
                     {{"isa", std::string(isa_name(isa))}, {"threads", std::to_string(threads)}}),
          [=](benchmark::State& s) { run_peak<T>(s, isa, shape, threads); });
  }
}

void register_peak(const BenchPlan& plan) {
  for (int threads : plan.threads)
    // Every per-cycle figure divides by this: give it more time than the profile's default.
    add(bench_name("clock", "dep_add", "hand", "i64", {{"threads", std::to_string(threads)}}),
        [=](benchmark::State& s) { run_clock(s, threads); })
        ->MinTime(0.05);
  for (Isa isa : kAllIsas) {
    if (!cpu_supports(isa)) {
      std::cerr << "cpuroof-bench: this CPU lacks ISA level '" << isa_name(isa) << "': its roofs are skipped\n";
      continue;
    }
    register_dtype<double>(plan, isa);
    register_dtype<float>(plan, isa);
  }
}

}  // namespace

CPUROOF_BENCH_FAMILY(peak, register_peak, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
