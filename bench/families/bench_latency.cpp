// Latency: dependent loads over a random cycle of cache lines (kernels/latency.hpp), on one thread.
// Three sweeps: the chase over working sets from L1 to DRAM on huge pages and on base pages (latency
// per memory level, and the TLB's reach); k chains interleaved at a few sizes (memory-level
// parallelism); and the chase at a DRAM size while the other threads of the team run STREAM's triad
// (latency under load). The analysis finds the levels and their latencies (analysis/model/latency.cpp).
#include <algorithm>
#include <map>
#include <atomic>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "latency.hpp"
#include "latency_plan.hpp"
#include "parallel.hpp"
#include "pin_team.hpp"
#include "stream.hpp"

namespace cpuroof::bench {
namespace {

// Loads per iteration, all chains together: milliseconds at DRAM latency, far above the timer's
// step and a loaded run's fork/join, while a sweep point in L1 still takes well under one.
constexpr double kLoadsPerIteration = 1 << 16;
// One cycle for every run and machine: the same lines in the same order, so runs compare.
constexpr std::uint64_t kCycleSeed = 0x6c6174656e6379;  // "latency"
// Huge pages cover 2 MiB each: a smaller working set on huge pages sits in the start of one.
constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;
// Elements of each background triad call: 96 KiB over its three arrays, a few microseconds at any
// bandwidth, so the background threads see the chase's end at once and add no tail to its time.
constexpr std::size_t kBackgroundBlock = std::size_t{1} << 12;

const char* pages_name(Pages pages) { return pages == Pages::huge ? "huge" : "base"; }

// The cycle's order over `lines` lines, drawn once per size in the run and kept: drawing it took more
// than the chase's own time at every call. Keeping it also never hands its memory (4 bytes a line)
// back to the OS: on the Zen 5 VMs here the 512 MiB chase on base pages read 650-2400 ns per load for
// a while after such a free, 180-190 otherwise; huge pages were not slowed. (Their hypervisor, PVM,
// keeps shadow page tables, which an unmap may make it rebuild a trap per page touched: the likely
// cause, not seen.)
const std::vector<std::uint32_t>& cycle_order(std::size_t lines) {
  static std::map<std::size_t, std::vector<std::uint32_t>> drawn;
  auto it = drawn.find(lines);
  if (it == drawn.end()) it = drawn.emplace(lines, random_cycle_order(lines, kCycleSeed)).first;
  return it->second;
}

// A working set of `ws` bytes linked into one random cycle, on the pages asked for, with the starts
// of `chains` chains and of the check's chains. The linked block's content is named: its pointers
// are its own addresses, so the pool's block (2 MiB and more) keeps the cycle from one call to the
// next, linked once.
struct ChaseBuffer {
  std::size_t lines;
  Pages pages;
  AlignedBuffer<ChaseLine> buffer;
  const std::vector<std::uint32_t>& order;
  std::vector<const ChaseLine*> starts, check_starts;

  ChaseBuffer(std::size_t ws, Pages pages_, int chains)
      : lines(ws / kChaseLineBytes),
        pages(pages_),
        // On huge pages, a working set below one huge page is the start of one: the OS maps only
        // blocks of a huge page and more on them (aligned_buffer.hpp).
        buffer(pages == Pages::huge ? std::max(lines, kHugePageBytes / kChaseLineBytes) : lines, 0, pages,
               content_key({kCycleSeed, lines, static_cast<std::uint64_t>(pages)})),
        order(cycle_order(lines)) {
    if (!buffer.holds_content()) {
      link_cycle(buffer.data(), order);
      buffer.filled();
    }
    starts = chase_starts(buffer.data(), order, chains);
    check_starts = chase_starts(buffer.data(), order, static_cast<int>(std::min<std::size_t>(kMaxChains, lines)));
  }
  [[nodiscard]] double ws_bytes() const { return static_cast<double>(lines * kChaseLineBytes); }

  // Chains round the whole cycle each end where the next began: a broken cycle is never timed.
  bool verify(benchmark::State& state) const {
    if (segments_close(check_starts, lines)) return true;
    state.SkipWithError("verification failed: the chase's cycle does not pass its lines in the order drawn");
    return false;
  }
};

// Sets the counters the analysis reads beyond run_case's: loads (lines per second), ns_per_load
// (the inverse, per chain step when chains is 1), chains. The caller checks the run was not skipped.
void set_chase_counters(benchmark::State& state, double loads_per_iteration, int chains) {
  using benchmark::Counter;
  state.counters["loads"] = Counter(loads_per_iteration, Counter::kIsIterationInvariantRate);
  // kInvert of a rate gives seconds per load; counting loads in billions gives nanoseconds.
  state.counters["ns_per_load"] =
      Counter(loads_per_iteration / 1e9, Counter::kIsIterationInvariantRate | Counter::kInvert);
  state.counters["chains"] = Counter(chains);
}

// k chains (k = 1: the plain chase) over one working set, one thread.
struct ChaseCase {
  ChaseBuffer buf;
  int chains;
  std::size_t steps;
  std::vector<const ChaseLine*> heads;

  ChaseCase(std::size_t ws, Pages pages, int chains_)
      : buf(ws, pages, chains_),
        chains(chains_),
        steps(static_cast<std::size_t>(kLoadsPerIteration) / static_cast<std::size_t>(chains)),
        heads(buf.starts) {}

  bool verify(benchmark::State& state) { return buf.verify(state); }
  // Each call goes on from where the last one stopped: the chains never restart on lines just read.
  const ChaseLine* call() {
    chase(heads.data(), chains, steps);
    return heads.front();
  }
  [[nodiscard]] double loads() const { return static_cast<double>(steps) * chains; }
  [[nodiscard]] Report report() const {
    return {chase_cost(loads()), 1, buf.ws_bytes(), 1, std::string("access=chase pages=") + pages_name(buf.pages)};
  }
};

// The chase on the team's first thread while the others run STREAM's triad over arrays of their
// own, block by block, until the chase is done; they count the bytes they moved.
struct LoadedCase {
  ChaseBuffer buf;
  int background;  // threads running the triad
  StreamLoop<double> triad;
  std::size_t n;  // triad elements, all background threads together
  AlignedBuffer<double> dst, x, y;
  std::size_t steps = static_cast<std::size_t>(kLoadsPerIteration);
  const ChaseLine* head;
  double background_bytes = 0;  // over every call so far

  LoadedCase(std::size_t chase_ws, std::size_t background_ws, int background_)
      : buf(chase_ws, Pages::huge, 1),
        background(background_),
        triad(stream_loop<double>(best_isa(), stream_kind("triad"), false)),
        n(background > 0 ? background_ws / (3 * sizeof(double)) : 0),
        dst(n),
        x(n, kArrayStaggerBytes),
        y(n, 2 * kArrayStaggerBytes),
        head(buf.starts.front()) {
    // Each background thread first-touches its own part, with the team the calls use.
    team([&](int tid) {
      if (tid == 0) return;
      const Range r = part(tid);
      for (std::size_t i = r.begin; i < r.end; ++i) dst[i] = 0, x[i] = 1, y[i] = 2;
    });
  }

  [[nodiscard]] Range part(int tid) const { return chunk_range(n, tid - 1, background, line_grain<double>()); }
  template <class Fn>
  void team(Fn&& fn) const {
#pragma omp parallel num_threads(background + 1)
    fn(omp_get_thread_num());
  }

  bool verify(benchmark::State& state) { return buf.verify(state); }
  const ChaseLine* call() {
    std::atomic<bool> done{false};
    double moved = 0;
    const double bytes_per_element = stream_cost(*triad.kind, 1, sizeof(double)).bytes();
    team([&](int tid) {
      if (tid == 0) {
        chase(&head, 1, steps);
        done.store(true, std::memory_order_relaxed);
        return;
      }
      const Range r = part(tid);
      std::size_t mine = 0;
      for (std::size_t at = r.begin; r.size() > 0 && !done.load(std::memory_order_relaxed);) {
        const std::size_t count = std::min(kBackgroundBlock, r.end - at);
        triad.fn({dst.data() + at, x.data() + at, y.data() + at, nullptr, 0.5, 0, count, 1});
        mine += count;
        at = at + count == r.end ? r.begin : at + count;
      }
#pragma omp atomic
      moved += static_cast<double>(mine) * bytes_per_element;
    });
    background_bytes += moved;
    return head;
  }
  [[nodiscard]] Report report() const {
    return {chase_cost(static_cast<double>(steps)), 1, buf.ws_bytes(), 1, "access=chase pages=huge"};
  }
};

template <class Case>
void run_chase(benchmark::State& state, Case&& c, int chains) {
  run_case(state, c);
  if (!state.error_occurred()) set_chase_counters(state, c.report().per_iteration.bytes() / kChaseLineBytes, chains);
}

// What a chase of `chains` chains costs (run_cost.hpp): its first call draws and links its cycle
// (a block under 2 MiB, which the pool does not keep, every call); an iteration's loads follow each
// other within a chain.
Estimate chase_estimate(std::size_t ws, int chains) {
  constexpr std::size_t kKeptFrom = std::size_t{2} << 20;  // aligned_buffer.hpp: the pool keeps these
  Estimate e;
  e.ws_bytes = static_cast<double>(ws);
  (ws >= kKeptFrom ? e.first_call_setup_lines : e.setup_lines) = static_cast<double>(ws / kChaseLineBytes);
  e.iteration_loads = kLoadsPerIteration / chains;
  return e;
}

// The loaded chase: the chase's, and its background triad's arrays (as many bytes again) written.
Estimate loaded_estimate(std::size_t ws, int threads) {
  Estimate e = chase_estimate(ws, 1);
  e.threads = threads;
  e.setup_bytes = static_cast<double>(ws);
  return e;
}

// The chase's sweep, on both kinds of pages.
void register_sweep(const BenchPlan& plan, const Placement& at) {
  for (Pages pages : {Pages::huge, Pages::base})
    for (std::size_t ws : latency_sweep_sizes(plan))
      add(bench_name("latency", "chase", "hand", "ptr",
                     with_kind({{"ws", num(ws)}, {"pages", pages_name(pages)}, {"threads", "1"}}, at)),
          pinned(at, [=](benchmark::State& s) { run_chase(s, ChaseCase(ws, pages, 1), 1); }), 0, chase_estimate(ws, 1));
}

void register_mlp(const BenchPlan& plan, const Placement& at) {
  for (std::size_t ws : mlp_sizes(plan))
    for (int k : mlp_chains(plan))
      add(bench_name(
              "latency", "mlp", "hand", "ptr",
              with_kind({{"ws", num(ws)}, {"pages", "huge"}, {"chains", std::to_string(k)}, {"threads", "1"}}, at)),
          pinned(at, [=](benchmark::State& s) { run_chase(s, ChaseCase(ws, Pages::huge, k), k); }), 0,
          chase_estimate(ws, k));
}

// The loaded chase at the DRAM size, the background triad over as many bytes again.
void register_loaded(const BenchPlan& plan) {
  // The chase's own thread's DRAM: the background threads share the memory bus, not its cache.
  const std::size_t ws = latency_dram_bytes(plan.at_threads(1)) / kLatencyWsMultiple * kLatencyWsMultiple;
  for (const Placement& at : loaded_placements(plan)) {
    const int background = at.threads - 1;
    add(bench_name("latency", "loaded", "hand", "ptr",
                   with_kind({{"ws", num(ws)},
                              {"pages", "huge"},
                              {"background", std::to_string(background)},
                              {"threads", std::to_string(at.threads)}},
                             at)),
        pinned(at,
               [=](benchmark::State& s) {
                 LoadedCase c(ws, ws, background);
                 run_chase(s, c, 1);
                 if (s.error_occurred()) return;
                 s.counters["background_threads"] = benchmark::Counter(background);
                 s.counters["background_bytes"] = benchmark::Counter(c.background_bytes, benchmark::Counter::kIsRate);
               }),
        0, loaded_estimate(ws, at.threads));
  }
}

void register_latency(const BenchPlan& plan) {
  for (const Placement& at : plan.placements) {
    if (at.threads != 1) continue;
    register_sweep(plan.at_threads(1), at);
    register_mlp(plan.at_threads(1), at);
  }
  register_loaded(plan);
}

nlohmann::json describe_latency() {
  const auto kernel = [](const char* name, const char* description) {
    return nlohmann::json{{"name", name},
                          {"description", description},
                          {"access", "chase"},
                          {"bytes_per_load", kChaseLineBytes},
                          {"flops_per_load", 0}};
  };
  return {
      {"description",
       "dependent loads over one random cycle through a working set's cache lines: latency per "
       "memory level on huge and base pages, memory-level parallelism, latency under load"},
      {"kernels", nlohmann::json::array(
                      {kernel("chase", "p = p->next over a random cycle, one chain: the latency of one load"),
                       kernel("mlp", "chains:k independent chains interleaved: lines per second against k"),
                       kernel("loaded", "the chase on one thread while background:b threads run stream's triad")})}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(latency, register_latency, describe_latency);

}  // namespace cpuroof::bench
