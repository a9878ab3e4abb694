// Bandwidth sweeps: every stream access kind over working sets from L1 to DRAM, every thread count.
// These are the sources of the bandwidth roofs (analysis/roofs.cpp).
#include <algorithm>
#include <vector>

#include "aligned_buffer.hpp"
#include "harness.hpp"
#include "parallel.hpp"
#include "stream.hpp"
#include "stream_plain.hpp"

namespace cpuroof::bench {
namespace {

// Enough passes per iteration that fork/join cost stays far below the time of the passes.
constexpr double kBytesPerIteration = 32.0 * (1 << 20);

// The access kind a bandwidth roof is named after: sum reads only, fill writes only.
std::string access_kind(StreamOp op, bool nt) {
  const std::string base = op == StreamOp::sum ? "read" : op == StreamOp::fill ? "write" : std::string(stream_op_name(op));
  return nt ? base + "_nt" : base;
}

template <class T>
T reference_value(StreamOp op, const StreamArgs<T>& a, std::size_t i) {
  switch (op) {
    case StreamOp::copy: return a.x[i];
    case StreamOp::scale: return a.s * a.x[i];
    case StreamOp::add: return a.x[i] + a.y[i];
    case StreamOp::triad: return a.x[i] + a.s * a.y[i];
    case StreamOp::fill: return a.s;
    case StreamOp::update: return a.s * a.dst[i] + a.t;
    case StreamOp::axpy: return a.dst[i] + a.s * a.x[i];
    case StreamOp::sum:
    case StreamOp::dot: return 0;
  }
  return 0;
}

template <class T>
void run_stream(benchmark::State& state, StreamOp op, bool nt, std::size_t n, int threads) {
  const Isa isa = best_isa();
  AlignedBuffer<T> dst(n), x(n), y(n);
  // First touch with the partition stream_run uses, by the threads that will use each page.
  parallel_chunks<T>(n, threads, [&](Range r, int) {
    for (std::size_t i = r.begin; i < r.end; ++i) {
      x[i] = T(1) + T(i % 7) / T(8);
      y[i] = T(2) - T(i % 5) / T(8);
      dst[i] = T(i % 3);
    }
  });
  StreamArgs<T> args{dst.data(), x.data(), y.data(), T(0.5), T(1), n};

  // Verify one pass against a plain loop before timing anything (once per benchmark and process).
  if (first_call()) {
    if (stream_is_reduction(op)) {
      double want = 0;
      for (std::size_t i = 0; i < n; ++i) want += static_cast<double>(x[i]) * (op == StreamOp::dot ? y[i] : T(1));
      const T got = stream_run<T>(isa, op, nt, args, threads, 1);
      if (!verify(state, &got, &want, 1, sizeof(T) == 4 ? 1e-3 : 1e-10)) return;
    } else {
      const std::vector<T> before(dst.begin(), dst.end());  // in-place kinds read their destination
      StreamArgs<T> ref = args;
      ref.dst = const_cast<T*>(before.data());
      stream_run<T>(isa, op, nt, args, threads, 1);
      if (!verify_each(state, dst.data(), [&](std::size_t i) { return reference_value(op, ref, i); }, n,
                       sizeof(T) == 4 ? 1e-6 : 1e-14))
        return;
    }
  }

  const double ws_bytes = static_cast<double>(stream_arrays(op) * n * sizeof(T));
  const int passes = std::max(1, static_cast<int>(kBytesPerIteration / ws_bytes));
  for (auto _ : state) benchmark::DoNotOptimize(stream_run<T>(isa, op, nt, args, threads, passes));

  set_counters(state, stream_cost(op, n, sizeof(T)) * passes, threads, ws_bytes, passes);
  state.counters["bus_bytes"] = benchmark::Counter(stream_bus_bytes(op, nt, n, sizeof(T)) * passes,
                                                   benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel("access=" + access_kind(op, nt) +
                 " isa=" + std::string(isa_name(isa)));
}

template <class T>
void register_dtype(const BenchPlan& plan, bool all_kinds, int per_octave_read, int per_octave_other) {
  for (StreamOp op : kAllStreamOps) {
    const bool headline = op == StreamOp::sum || op == StreamOp::triad;
    if (!all_kinds && !headline) continue;
    for (bool nt : {false, true}) {
      if (nt && !stream_has_nt(op)) continue;
      if (nt && !all_kinds) continue;
      const int per_octave = op == StreamOp::sum ? per_octave_read : per_octave_other;
      const std::size_t arrays = static_cast<std::size_t>(stream_arrays(op));
      for (int threads : plan.threads) {
        for (std::size_t ws : geometric_sizes(plan.ws_min_bytes, plan.ws_max_bytes, per_octave, 256 * arrays)) {
          const std::size_t n = ws / (arrays * sizeof(T));
          const std::string kernel = std::string(stream_op_name(op)) + (nt ? "_nt" : "");
          add(bench_name("stream", kernel, "hand", dtype_name<T>(),
                         {{"ws", std::to_string(ws)}, {"threads", std::to_string(threads)}}),
              [=](benchmark::State& s) { run_stream<T>(s, op, nt, n, threads); });
        }
      }
    }
  }
}

// STREAM's triad written the plain way (stream_plain.hpp), at working sets from 8 MiB up: the baseline
// that the DRAM roof (best kind, non-temporal stores allowed) is compared against.
void run_plain_triad(benchmark::State& state, std::size_t n, int threads) {
  AlignedBuffer<double> a(n), b(n), c(n);
#pragma omp parallel for schedule(static) num_threads(threads)
  for (std::size_t i = 0; i < n; ++i) {
    a[i] = 0;
    b[i] = 1 + static_cast<double>(i % 7) / 8;
    c[i] = 2 - static_cast<double>(i % 5) / 8;
  }
  constexpr double s = 0.5;
  if (first_call()) {
    stream_triad_plain(a.data(), b.data(), c.data(), s, n, threads, 1);
    if (!verify_each(state, a.data(), [&](std::size_t i) { return b[i] + s * c[i]; }, n, 1e-14)) return;
  }
  const double ws_bytes = 3.0 * static_cast<double>(n) * sizeof(double);
  const int passes = std::max(1, static_cast<int>(kBytesPerIteration / ws_bytes));
  for (auto _ : state) {
    stream_triad_plain(a.data(), b.data(), c.data(), s, n, threads, passes);
    benchmark::ClobberMemory();
  }
  set_counters(state, stream_cost(StreamOp::triad, n, sizeof(double)) * passes, threads, ws_bytes, passes);
  state.counters["bus_bytes"] = benchmark::Counter(stream_bus_bytes(StreamOp::triad, false, n, sizeof(double)) * passes,
                                                   benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel("access=triad");
}

void register_plain_triad(const BenchPlan& plan) {
  constexpr std::size_t kFrom = 8 << 20;
  for (int threads : plan.threads)
    for (std::size_t ws : geometric_sizes(plan.ws_min_bytes, plan.ws_max_bytes, 1, 256 * 3)) {
      if (ws < kFrom) continue;
      const std::size_t n = ws / (3 * sizeof(double));
      add(bench_name("stream", "triad", "naive", "f64", {{"ws", std::to_string(ws)}, {"threads", std::to_string(threads)}}),
          [=](benchmark::State& s) { run_plain_triad(s, n, threads); });
    }
}

// The A/A check of the setup: the same kernel registered twice, A and B, run interleaved like any
// comparison. The analysis requires their difference to sit inside its interval (analysis/checks.hpp).
// Its own repetition count, whatever the profile's: from 3 repetitions each, the bootstrap interval
// of the median ratio is far too narrow (all three of A below all three of B, a 1-in-10 chance with
// no difference, already excludes 1), and five quick runs flagged A/A in three.
void register_aa() {
  constexpr std::size_t kWs = 256 * 1024;  // in L2 on common CPUs: sensitive to noise, not to DRAM
  constexpr int kRepetitions = 15;
  const std::size_t n = kWs / (3 * sizeof(double));
  for (const char* which : {"triad_a", "triad_b"})
    add(bench_name("aa", which, "hand", "f64", {{"ws", std::to_string(kWs)}, {"threads", "1"}}),
        [=](benchmark::State& s) { run_stream<double>(s, StreamOp::triad, false, n, 1); })
        ->Repetitions(kRepetitions);
}

void register_stream(const BenchPlan& plan) {
  // The f64 sweeps set the bandwidth roofs: the full profile samples every access kind densely; the
  // quick one the read kind (the grid the analysis finds the levels on) twice as densely as the
  // others. f32 moves the same bytes and sets no roof: its read and triad sweeps show that, sparsely.
  const int dense = plan.ws_points_per_octave;
  const int sparse = std::max(1, plan.ws_points_per_octave / 2);
  register_dtype<double>(plan, true, dense, plan.profile == Profile::full ? dense : sparse);
  register_dtype<float>(plan, false, sparse, sparse);
  register_plain_triad(plan);
  register_aa();
}

}  // namespace

CPUROOF_BENCH_FAMILY(stream, register_stream);

}  // namespace cpuroof::bench
