// Compute roofs: every peak shape (instruction mix x independent chains, kPeakShapes in
// kernels/peak.hpp) at every ISA level the CPU runs, f64 and f32, every thread count; the
// low-precision rows (int8, bf16, fp16 dot products and FMA, kLowpInstructions in
// kernels/peak_lowp.hpp) the CPU has; and the core clock the per-cycle figures divide by.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <utility>
#include <iostream>
#include <vector>

#include "clock.hpp"
#include "harness.hpp"
#include "peak.hpp"
#include "peak_lowp.hpp"
#include "pin_team.hpp"

namespace cpuroof::bench {
namespace {

// Loop trips per iteration: about four million cycles, far above fork/join and timer granularity
// (a quarter of that measured 1-5% lower FLOP/cycle at 1 thread, four builds interleaved).
constexpr std::int64_t kPeakTrips = 1 << 18;
constexpr std::uint64_t kClockTrips = 1 << 13;
// The clock paired with each peak measurement: an eighth of its cycles, untimed.
constexpr std::uint64_t kPairedClockTrips = 1 << 12;
// Trips of the first-call check against the plain C++ recurrence.
constexpr std::int64_t kCheckTrips = 1000;

// What the paired-clock case needs of a loop: run it, its reference and tolerance, its cost, its label.
template <class T>
struct FloatPeak {
  PeakLoop<T> loop;
  double run(std::int64_t iters, int threads) const { return peak_run<T>(loop, iters, threads); }
  double run_here(std::int64_t iters) const { return static_cast<double>(loop.fn(iters)); }  // this thread
  double reference(std::int64_t iters) const { return peak_reference<T>(loop, iters); }
  double tolerance() const { return sizeof(T) == 4 ? 1e-5 : 1e-12; }
  Cost cost(std::int64_t iters) const { return peak_cost(loop.kernel->shape, loop.isa, sizeof(T), iters); }
  std::string label() const { return "mix=" + loop.kernel->shape.mix() + " " + loop.label; }
};

// A low-precision row (kernels/peak_lowp.hpp): integer rows count OP, not FLOP (unit= in the label).
struct LowpPeak {
  LowpLoop loop;
  double run(std::int64_t iters, int threads) const { return lowp_run(loop, iters, threads); }
  double run_here(std::int64_t iters) const { return loop.fn(iters); }  // this thread
  double reference(std::int64_t iters) const { return lowp_reference(loop, iters); }
  double tolerance() const { return lowp_tolerance(*loop.row); }
  Cost cost(std::int64_t iters) const { return lowp_cost(loop, iters); }
  std::string label() const {
    return "mix=" + std::string(loop.row->mix) + " isa=" + std::string(loop.row->level) +
           " unit=" + std::string(lowp_unit(loop.row->dtype));
  }
};

// One loop at one level and thread count, run through run_case. Its one addition to the
// skeleton: after every timed iteration, untimed (the timer paused inside call()), the same threads
// run the dependent-add chain, so each repetition carries the clock it ran at: FLOP/cycle divides by
// a clock measured within milliseconds of the FLOPs, not minutes apart on a host whose frequency
// wanders. The case holds the State to pause its timer; set_clock() adds the clock_hz counter after
// run_case.
template <class Loop>
struct PeakCase {
  benchmark::State& state;
  Loop loop;
  int threads;
  std::vector<double> chain_hz;  // one per timed iteration

  PeakCase(benchmark::State& state_, const Loop& loop_, int threads_) : state(state_), loop(loop_), threads(threads_) {}

  // The kernel's result must match the same recurrence in plain C++: nothing was elided.
  bool verify(benchmark::State& s) {
    const double got = loop.run(kCheckTrips, 1);
    const double want = loop.reference(kCheckTrips);
    return bench::verify(s, &got, &want, 1, loop.tolerance());
  }
  double call() {
    const double out = loop.run(kPeakTrips, threads);
    state.PauseTiming();
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(clock_chain_parallel(kPairedClockTrips, threads));
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    chain_hz.push_back(static_cast<double>(kPairedClockTrips * kClockChainPerTrip) / seconds);
    state.ResumeTiming();
    return out;
  }
  [[nodiscard]] Report report() const { return {loop.cost(kPeakTrips) * threads, threads, 0, 1, loop.label(), 0}; }
  // The median chain of the repetition is its clock: a thread descheduled during one short chain only
  // slows that chain, and must not read as a slower core (nor may the luckiest chain set the clock).
  void set_clock(benchmark::State& s) {
    if (chain_hz.empty()) return;
    std::nth_element(chain_hz.begin(), chain_hz.begin() + chain_hz.size() / 2, chain_hz.end());
    s.counters["clock_hz"] = chain_hz[chain_hz.size() / 2];
  }
};

// The loop's FLOP per cycle while the core runs, untimed after each repetition: kRunningChunks chunks
// per thread, each timed alone (no fork/join inside: one parallel region around them all) and followed
// by the clock chain. A VM's pauses (about 50 us every millisecond on the Zen 5 VM) fall in few of
// these chunks (8-24 us on Zen 5: 4-12 cycles a trip) but in every millisecond repetition, so the
// median chunk is the core's rate and the repetition's the program's: the analysis tells the host's
// share from the kernel's by them (checks.csv's running_rate).
constexpr int kRunningChunks = 16;
constexpr std::int64_t kRunningChunkTrips = 1 << 13;
constexpr std::uint64_t kRunningClockTrips = 1 << 8;

template <class Loop>
double running_flop_per_cycle(const Loop& loop, int threads) {
  const double chunk_flops = loop.cost(kRunningChunkTrips).flops;  // one thread's
  std::vector<double> per_cycle(static_cast<std::size_t>(kRunningChunks * threads));
#pragma omp parallel num_threads(threads)
  {
    const auto seconds = [](auto from, auto to) { return std::chrono::duration<double>(to - from).count(); };
    const std::size_t first = static_cast<std::size_t>(omp_get_thread_num() * kRunningChunks);
    for (std::size_t c = 0; c < static_cast<std::size_t>(kRunningChunks); ++c) {
      const auto start = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(loop.run_here(kRunningChunkTrips));
      const auto ran = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(clock_chain(kRunningClockTrips));
      const auto end = std::chrono::steady_clock::now();
      const double hz = static_cast<double>(kRunningClockTrips * kClockChainPerTrip) / seconds(ran, end);
      per_cycle[first + c] = chunk_flops / seconds(start, ran) / hz;
    }
  }
  std::nth_element(per_cycle.begin(), per_cycle.begin() + per_cycle.size() / 2, per_cycle.end());
  return per_cycle[per_cycle.size() / 2];
}

// A register loop's repetition is only ever slowed (interrupts, a VM's pauses: 5-6% of the time on
// the Zen 5 VM, checks.csv's clock_share), and its roof, their 90th percentile, must reach the quiet
// ones the kernels judged against it may have had: twice the run's repetitions. In a quick run there
// with three, a 16x16 matmul read 127.0 GFLOP/s (126.7-127.9) against an f64 FMA roof of 126.3.
constexpr int kPeakRepetitionFactor = 2;

// What a peak case costs (run_cost.hpp): its loop's flops, the clock chain paused after each
// iteration, the running rate's chunks and chains after each call.
template <class Loop>
Estimate peak_estimate(const Loop& loop, int threads) {
  Estimate e;
  e.threads = threads;
  e.iteration_flops = loop.cost(kPeakTrips).flops * threads;
  e.untimed_iteration_cycles = static_cast<double>(kPairedClockTrips * kClockChainPerTrip);
  e.untimed_call_cycles = static_cast<double>(kRunningChunks * kRunningClockTrips * kClockChainPerTrip);
  e.untimed_call_iterations = static_cast<double>(kRunningChunks * kRunningChunkTrips) / kPeakTrips;
  e.first_call_iterations = static_cast<double>(kCheckTrips) / kPeakTrips;
  return e;
}

template <class Loop>
void add_peak(const std::string& name, const Loop& loop, const Placement& at, int run_repetitions) {
  const int threads = at.threads;
  add(name,
      pinned(at,
             [=](benchmark::State& s) {
               PeakCase<Loop> c(s, loop, threads);
               run_case(s, c);
               c.set_clock(s);
               if (!s.error_occurred()) s.counters["flop_per_cycle_running"] = running_flop_per_cycle(loop, threads);
             }),
      kPeakRepetitionFactor * run_repetitions, peak_estimate(loop, threads));
}

// Each thread's own clock, untimed after the benchmark's loop: the median of kThreadClockRounds chains
// per thread, then the slowest and fastest thread. Where threads ask for a kind of core rather than
// being bound to one (macOS), a thread clocked like the other kind ran there (analysis: placement check).
constexpr int kThreadClockRounds = 5;
std::pair<double, double> thread_clock_range(int threads) {
  std::vector<std::vector<double>> hz(static_cast<std::size_t>(threads));
  for (int round = 0; round < kThreadClockRounds; ++round) {
#pragma omp parallel num_threads(threads)
    {
      const auto start = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(clock_chain(kPairedClockTrips));
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      hz[static_cast<std::size_t>(omp_get_thread_num())].push_back(
          static_cast<double>(kPairedClockTrips * kClockChainPerTrip) / seconds);
    }
  }
  double slowest = 0, fastest = 0;
  for (auto& h : hz) {
    std::nth_element(h.begin(), h.begin() + kThreadClockRounds / 2, h.end());
    const double median = h[kThreadClockRounds / 2];
    slowest = slowest == 0 ? median : std::min(slowest, median);
    fastest = std::max(fastest, median);
  }
  return {slowest, fastest};
}

// The clock benchmark is a measurement of the core, not a kernel with a declared cost: it keeps its
// own loop (run_case would add flops, bytes and ai counters it has no use for).
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
  const auto [slowest, fastest] = thread_clock_range(threads);
  state.counters["thread_clock_min_hz"] = slowest;
  state.counters["thread_clock_max_hz"] = fastest;
}

template <class T>
void register_dtype(const BenchPlan& plan, Isa isa) {
  for (const PeakKernel& kernel : kPeakShapes) {
    if (!kernel.shape.fits(isa_vector_registers(isa))) continue;
    const MixWidth width = isa_vector_bytes(isa) == 0 ? MixWidth::scalar : MixWidth::vector;
    if (plan.profile != Profile::full && !peak_quick(kernel, isa_vector_registers(isa), width)) continue;
    const FloatPeak<T> loop{peak_loop<T>(isa, kernel.shape)};
    for (const Placement& at : plan.placements)
      add_peak(
          bench_name("peak", kernel.shape.name(), "hand", dtype_name<T>(),
                     with_kind({{"isa", std::string(isa_name(isa))}, {"threads", std::to_string(at.threads)}}, at)),
          loop, at, plan.repetitions);
  }
}

// The quick profile keeps 12 chains (4-cycle latency x 2 pipes, with headroom) and 16, which the
// slower dot products need: on a Zen 5 VM (one core, 3.69 GHz) vdpbf16ps zmm reached 88% of its model
// with 12 chains and 95% with 16 (24: 96%), vpdpbusd zmm 96% with either, avx_vnni's ymm form 10% more
// with 12 than with 8. Rows of 16 registers fit 12 only.
bool lowp_quick(int chains) { return chains == 12 || chains == 16; }

void register_lowp(const BenchPlan& plan) {
  for (const LowpInstruction& row : kLowpInstructions) {
    if (!lowp_supported(row)) {
      note_once("this CPU lacks " + std::string(row.instructions) + " (needs " + lowp_needs(row) + "): the " +
                std::string(row.dtype) + " " + std::string(row.level) + " roofs are skipped");
      continue;
    }
    for (int chains : kLowpChains) {
      if (!lowp_fits(row, chains) || (plan.profile != Profile::full && !lowp_quick(chains))) continue;
      const LowpPeak loop{lowp_loop(row, chains)};
      for (const Placement& at : plan.placements)
        add_peak(bench_name("peak", std::string(row.mix) + std::to_string(chains), "hand", std::string(row.dtype),
                            with_kind({{"isa", std::string(row.level)}, {"threads", std::to_string(at.threads)}}, at)),
                 loop, at, plan.repetitions);
    }
  }
}

// Every per-cycle figure divides by the clock: it gets more time than the profile's default.
constexpr double kClockMinTime = 0.05;

// What the clock benchmark costs (run_cost.hpp): its chain, timed, and each thread's rounds after.
Estimate clock_estimate(int threads) {
  Estimate e;
  e.threads = threads;
  e.iteration_cycles = static_cast<double>(kClockTrips * kClockChainPerTrip);
  e.untimed_call_cycles = static_cast<double>(kThreadClockRounds * kPairedClockTrips * kClockChainPerTrip);
  return e;
}

void register_clock(const BenchPlan& plan) {
  for (const Placement& at : plan.placements)
    add(bench_name("clock", "dep_add", "hand", "i64", with_kind({{"threads", std::to_string(at.threads)}}, at)),
        pinned(at, [threads = at.threads](benchmark::State& s) { run_clock(s, threads); }), 0,
        clock_estimate(at.threads), kClockMinTime);
}

nlohmann::json describe_clock() {
  return {{"description",
           "the core clock alone: a chain of dependent integer adds, one per cycle, on every "
           "thread (clock_hz), per thread count"},
          {"kernels",
           nlohmann::json::array(
               {{{"name", "dep_add"}, {"description", "a chain of dependent 64-bit integer adds, one per cycle"}}})}};
}

void register_peak(const BenchPlan& plan) {
  for (Isa isa : kAllIsas) {
    if (!cpu_supports(isa)) {
      note_once(isa_unsupported_reason(isa) + ": its roofs are skipped");
      continue;
    }
    register_dtype<double>(plan, isa);
    register_dtype<float>(plan, isa);
  }
  register_lowp(plan);
}

nlohmann::json describe_peak() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const PeakKernel& k : kPeakShapes) {
    const PeakShape& s = k.shape;
    std::string levels;
    for (Isa isa : kAllIsas)
      if (s.fits(isa_vector_registers(isa))) levels += (levels.empty() ? "" : " ") + std::string(isa_name(isa));
    kernels.push_back({{"name", s.name()},
                       {"description", peak_description(s)},
                       {"probes", k.probes},
                       {"mix", s.mix()},
                       {"chains", s.chains()},
                       {"registers", s.chains() + s.constants()},
                       {"levels", levels},
                       {"arrays_read", 0},
                       {"arrays_written", 0},
                       {"flops_per_lane_per_trip", s.flops_per_lane()},
                       {"cost", "lanes x " + std::to_string(s.flops_per_lane()) +
                                    " flop per loop trip per thread (2 per FMA chain, 1 per add or multiply chain)"}});
  }
  // The low-precision rows' names (dot<N>, fma<N>) not already a float shape's.
  for (int chains : kLowpChains) {
    for (const std::string_view mix : {std::string_view("dot"), std::string_view("fma")}) {
      const std::string name = std::string(mix) + std::to_string(chains);
      std::string levels, instructions;
      for (const LowpInstruction& row : kLowpInstructions) {
        if (row.mix != mix || !lowp_fits(row, chains)) continue;
        levels += (levels.empty() ? "" : " ") + std::string(row.level);
        instructions +=
            (instructions.empty() ? "" : ", ") + std::string(row.instructions) + " (" + std::string(row.dtype) + ")";
      }
      const bool float_shape = std::any_of(std::begin(kPeakShapes), std::end(kPeakShapes),
                                           [&](const PeakKernel& k) { return k.shape.name() == name; });
      if (levels.empty() || float_shape) continue;
      kernels.push_back({{"name", name},
                         {"description", std::to_string(chains) + " chains of " + instructions + ", in registers"},
                         {"probes", "low-precision peak: latency x pipes of the dot-product or FMA instruction"},
                         {"mix", std::string(mix)},
                         {"chains", chains},
                         {"levels", levels},
                         {"arrays_read", 0},
                         {"arrays_written", 0},
                         {"cost",
                          "2 x multiply-adds per chain step per loop trip per thread (OP for int8, FLOP "
                          "otherwise)"}});
    }
  }
  return {{"description",
           "compute roofs: independent accumulator chains of FMA, add and multiply that stay in "
           "registers, per ISA level (isa:<level>) and thread count; each repetition carries the core "
           "clock (clock_hz) of a dependent-add chain run right after it, untimed. "
           "Low-precision rows (i8, bf16, f16; isa:<row level>) run dot-product or FMA "
           "chains; i8 counts OP, not FLOP (unit=OP in the label). "
           "The clock family (clock/dep_add) measures that clock alone."},
          {"kernels", kernels}};
}

}  // namespace

// The clock first: it registered before peak's rows when peak registered it.
CPUROOF_BENCH_FAMILY_WITH(clock, register_clock, describe_clock, peak);
CPUROOF_BENCH_FAMILY(peak, register_peak, describe_peak);

}  // namespace cpuroof::bench
