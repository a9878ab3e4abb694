// Bandwidth sweeps: every stream access kind over working sets from L1 to DRAM, every thread count.
// These are the sources of the bandwidth roofs (analysis/model/roofline.cpp).
#include <algorithm>
#include <chrono>
#include <limits>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "parallel.hpp"
#include "periodic_fill.hpp"
#include "pin_team.hpp"
#include "stream.hpp"
#include "stream_plain.hpp"

namespace cpuroof::bench {
namespace {

// Enough passes per iteration that fork/join cost stays far below the time of the passes.
constexpr double kBytesPerIteration = 32.0 * (1 << 20);
// The read sweep is the grid the analysis finds the memory levels on: sampled densely. The quick
// profile's only other kind is STREAM's headline triad.
constexpr std::string_view kReadAccess = "read";
constexpr std::string_view kHeadlineKind = "triad";
// Blocks of one input content past the caches that repetitions rotate over (StreamCase::input): as
// many as the quick profile's repetitions of a kernel, each filled once.
constexpr int kDramInputCopies = 3;

// One stream kind's loop at one size and thread count, with only the arrays the kind touches: they
// are first touched with the partition stream_run uses, by the threads that will use each page.
// `past_caches`: the working set is only DRAM (past BenchPlan::dense_max_bytes); there the kind's
// loop at half the vector width (`narrower`, when there is one) is a candidate too (choose_loop).
template <class T>
struct StreamCase {
  StreamLoop<T> loop;
  std::size_t n;
  int threads;
  AlignedBuffer<T> dst, x, y, z;
  StreamArgs<T> args;
  int passes;

  StreamCase(const StreamLoop<T>& loop_, std::size_t n_, int threads_, bool past_caches = false,
             const StreamLoop<T>* narrower = nullptr)
      : loop(loop_),
        n(n_),
        threads(threads_),
        dst(loop.kind->reduction() ? 0 : n),
        x(input(*loop.kind, 0, n, threads, past_caches)),
        y(input(*loop.kind, 1, n, threads, past_caches)),
        z(input(*loop.kind, 2, n, threads, past_caches)) {
    // The kernels only read x, y and z: a block that holds its input from an earlier repetition (the
    // pool's) keeps it. dst is set where the verification reads it (the first call) or the kind
    // does (in place); else the kernel writes it before anything reads it.
    const bool set_dst = !dst.empty() && (first_call_ahead() || loop.kind->store == StreamStore::in_place);
    parallel_chunks<T>(n, threads, [&](Range r, int) {
      if (!x.empty() && !x.holds_content()) fill_periodic(x.data(), r.begin, r.end, 7, x_at);
      if (!y.empty() && !y.holds_content()) fill_periodic(y.data(), r.begin, r.end, 5, y_at);
      if (!z.empty() && !z.holds_content()) fill_periodic(z.data(), r.begin, r.end, 3, z_at);
      if (set_dst) fill_periodic(dst.data(), r.begin, r.end, 3, dst_at);
    });
    x.filled(), y.filled(), z.filled();
    args = {dst.data(), x.data(), y.data(), z.data(), T(0.5), T(1), n};
    passes = passes_at(ws_bytes());
    if (loop.kind->reduction() || (past_caches && narrower)) choose_loop(past_caches ? narrower : nullptr);
  }

  // The case's loop and, for a reduction, its shape (StreamArgs::segments): of the candidates, the one
  // with the best time over the case's passes, the candidates timed alternately. Chosen at the case's
  // first repetition and kept, so every repetition times the same loop.
  // - A reduction runs as one stream or kReduceSegments, each run once to warm up and then timed five
  //   times (three rounds, unwarmed, picked four streams at 512 KiB in one quick run of three).
  // - Past the caches the loop at half the vector width competes too, and where a pass takes
  //   milliseconds three rounds without a warm-up do. One core of a 2-vCPU Zen 5 VM at 512 MiB, 30
  //   alternating passes each, 256-bit loops against 512-bit ones: `axpy` 14.6% faster (the slowest
  //   tenth of the pairs still 12%), `fill` 4%, `update` and `triad4` 2%, copy, scale, add and triad
  //   alike, `sum` 4.5% and `dot` 13% slower; two cores: `axpy` 3.6% faster, `dot` 12% slower. So
  //   OpenBLAS's 256-bit axpy (its Haswell kernel there) read up to 10% above a 512-bit `axpy` roof.
  void choose_loop(const StreamLoop<T>* narrower) {
    struct Shape {
      StreamLoop<T> loop;
      int segments;
    };
    static std::map<std::tuple<const StreamKind*, bool, std::size_t, int>, Shape> chosen;
    const auto key = std::make_tuple(loop.kind, loop.nt, n, threads);
    if (const auto it = chosen.find(key); it == chosen.end()) {
      std::vector<Shape> shapes;
      const StreamLoop<T>* candidates[] = {&loop, narrower};
      for (const StreamLoop<T>* l : candidates) {
        if (l == nullptr) continue;
        if (loop.kind->reduction())
          shapes.insert(shapes.end(), {{*l, kReduceSegments}, {*l, 1}});
        else
          shapes.push_back({*l, args.segments});
      }
      const int rounds = narrower ? 3 : 5;
      std::vector<double> best(shapes.size(), std::numeric_limits<double>::infinity());
      StreamArgs<T> a = args;
      for (int round = narrower ? 0 : -1; round < rounds; ++round)
        for (std::size_t s = 0; s < shapes.size(); ++s) {
          a.segments = shapes[s].segments;
          const auto start = std::chrono::steady_clock::now();
          benchmark::DoNotOptimize(stream_run<T>(shapes[s].loop, a, threads, passes));
          if (round >= 0)
            best[s] =
                std::min(best[s], std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
      chosen.emplace(key, shapes[std::min_element(best.begin(), best.end()) - best.begin()]);
      // The candidates wrote dst (an in-place kind's input too): set it again for verification.
      if (!dst.empty())
        parallel_chunks<T>(n, threads, [&](Range r, int) { fill_periodic(dst.data(), r.begin, r.end, 3, dst_at); });
    }
    const Shape& pick = chosen.at(key);
    loop = pick.loop;
    args.segments = pick.segments;
  }

  // Input `array` (0: x, 1: y, 2: z) of n elements, when the kind reads it, its content named as the
  // constructor fills it, so that the pool's block keeps it from one call to the next.
  // Within the caches it starts `array + 1` staggers into its block, and its name holds those and
  // the threads that first touch it (the partition stream_run uses).
  // Past the caches repetitions should each sample another block (in a quick run of a Zen 5 VM with
  // three repetitions on one block, `axpy` at one thread read 37, 49 and 42 GB/s at 512 MiB): the
  // pool keeps kDramInputCopies blocks of the content, each filled once (5-20 s of a quick run went
  // to filling them anew at every call), handed out in turn; every kind and thread count with the
  // same n shares them. It starts where its block does: the stagger keeps arrays side by side out
  // of each other's cache sets, which DRAM does not have, and a stream that starts 33 lines into a
  // 4 KiB page reads DRAM slower. One core of a Zen 5 VM summing 512 MiB, 30 alternating passes
  // each: 8% slower as one stream, 3% as four, started 33 lines in than started on the page;
  // started 64 lines in, as fast. In the bench's sweep (four rounds, 11 repetitions), `sum` read
  // 36-39 GB/s at one thread staggered and 38-42 not, while GEMV's matrix read 35-40.
  static AlignedBuffer<T> input(const StreamKind& kind, int array, std::size_t n, int threads, bool past_caches) {
    if (kind.inputs <= array) return {};
    constexpr std::uint64_t kStreamInputs = 0x73747265616d;  // "stream"
    if (past_caches)
      return AlignedBuffer<T>(n, 0, Pages::huge,
                              content_key({kStreamInputs, static_cast<std::uint64_t>(array), sizeof(T), n}),
                              kDramInputCopies);
    const std::size_t offset = static_cast<std::size_t>(array + 1) * kArrayStaggerBytes;
    return AlignedBuffer<T>(n, offset, Pages::huge,
                            content_key({kStreamInputs, static_cast<std::uint64_t>(array), sizeof(T), n,
                                         static_cast<std::uint64_t>(threads), offset}));
  }

  [[nodiscard]] double ws_bytes() const { return static_cast<double>(loop.kind->arrays() * n * sizeof(T)); }
  static int passes_at(double ws_bytes) { return std::max(1, static_cast<int>(kBytesPerIteration / ws_bytes)); }

  // What a case of these arguments costs (run_cost.hpp): the inputs are written once per copy
  // (kDramInputCopies past the caches, each counted here though the other kinds of the same n share
  // them), dst at the first call and, in place, at every call; the first call verifies one pass
  // (and reads the working set back to check it) and times its loop's candidates as choose_loop does.
  static Estimate estimate(const StreamKind& kind, std::size_t n, int threads, bool past_caches, bool narrower) {
    const double ws = static_cast<double>(kind.arrays() * n * sizeof(T));
    const int passes = passes_at(ws);
    const Cost per_iteration = stream_cost(kind, n, sizeof(T)) * passes;
    const double array = static_cast<double>(n * sizeof(T));
    const bool choose = kind.reduction() || (past_caches && narrower);
    const int shapes = (kind.reduction() ? 2 : 1) * (past_caches && narrower ? 2 : 1);
    const int rounds = past_caches && narrower ? 3 : 6;
    Estimate e = streaming_estimate(threads, ws, per_iteration);
    e.setup_bytes = kind.store == StreamStore::in_place ? array : 0.0;
    const int copies = past_caches ? kDramInputCopies : 1;
    e.first_call_setup_bytes = copies * kind.inputs * array + (kind.store == StreamStore::separate ? array : 0.0) + ws;
    e.first_call_iterations = 1.0 / passes + (choose ? shapes * rounds : 0);
    return e;
  }

  // The arrays as the constructor sets them: periods 7, 5 and 3, so that an index mix-up between
  // arrays fails verification. Every element of one pass depends on i modulo their product only.
  static T x_at(std::size_t i) { return T(1) + T(i % 7) / T(8); }
  static T y_at(std::size_t i) { return T(2) - T(i % 5) / T(8); }
  static T z_at(std::size_t i) { return T(0.25) + T(i % 3) / T(4); }
  static T dst_at(std::size_t i) { return T(i % 3); }
  static constexpr std::size_t kPeriod = 7 * 5 * 3;

  // Element i's operands as first set (the kernels write dst only), in double.
  [[nodiscard]] StreamElement element(std::size_t i) const {
    const StreamKind& k = *loop.kind;
    return {k.inputs >= 1 ? double(x_at(i)) : 0.0,
            k.inputs >= 2 ? double(y_at(i)) : 0.0,
            k.inputs >= 3 ? double(z_at(i)) : 0.0,
            k.reduction() ? 0.0 : double(dst_at(i)),
            double(args.s),
            double(args.t)};
  }

  // One pass against the kind's reference, evaluated in double once per phase of kPeriod (a check of
  // gigabytes runs at memory speed). Runs right after construction.
  bool verify(benchmark::State& state) {
    std::vector<double> want(kPeriod);
    for (std::size_t p = 0; p < kPeriod; ++p) want[p] = loop.kind->reference(element(p));
    const T got = stream_run<T>(loop, args, threads, 1);
    if (loop.kind->reduction()) {
      // Each phase's term times the number of indices below n in that phase.
      double sum = 0;
      for (std::size_t p = 0; p < kPeriod && p < n; ++p) sum += want[p] * double((n - 1 - p) / kPeriod + 1);
      return bench::verify(state, &got, &sum, 1, sum_rtol<T>(static_cast<double>(n)));
    }
    // One rounding per element, or one fused multiply-add.
    return verify_each(
        state, dst.data(), [&](std::size_t i) { return want[i % kPeriod]; }, n, sum_rtol<T>(2));
  }
  T call() { return stream_run<T>(loop, args, threads, passes); }
  [[nodiscard]] Report report() const {
    return {stream_cost(*loop.kind, n, sizeof(T)) * passes,
            threads,
            ws_bytes(),
            double(passes),
            "access=" + stream_access(*loop.kind, loop.nt) + " " + loop.label +
                (loop.kind->reduction() ? " segments=" + std::to_string(args.segments) : ""),
            stream_bus_bytes(*loop.kind, loop.nt, n, sizeof(T)) * passes};
  }
};

// The kind's loop at the widest level this CPU runs with half the vector bytes of the best one
// (avx512_256 beside avx512), if there is one.
template <class T>
std::optional<StreamLoop<T>> half_width_loop(const StreamKind& kind, bool nt) {
  std::optional<StreamLoop<T>> out;
  const int half = isa_vector_bytes(best_isa()) / 2;
  for (const Isa isa : supported_isas())  // narrowest first: the last match is the widest level
    if (half > 0 && isa_vector_bytes(isa) == half) out = stream_loop<T>(isa, kind, nt);
  return out;
}

// Of a sweep's working sets within the caches, every n-th counted down from the largest; those past
// them all.
std::vector<std::size_t> every_nth_within_caches(const BenchPlan& plan, const std::vector<std::size_t>& sizes, int n) {
  std::vector<std::size_t> out;
  int within = 0;
  for (auto it = sizes.rbegin(); it != sizes.rend(); ++it)
    if (*it > plan.dense_max_bytes || within++ % std::max(1, n) == 0) out.insert(out.begin(), *it);
  return out;
}

template <class T>
void register_dtype(const BenchPlan& plan, bool all_kinds, int per_octave_read, int per_octave_other, bool dram) {
  for (const StreamKind& kind : kStreamKinds) {
    const bool read = kind.access == kReadAccess;
    if (!all_kinds && !read && kind.name != kHeadlineKind) continue;
    for (bool nt : {false, true}) {
      if (nt && (!kind.has_nt() || !all_kinds)) continue;
      const StreamLoop<T> loop = stream_loop<T>(best_isa(), kind, nt);
      const std::optional<StreamLoop<T>> narrower = half_width_loop<T>(kind, nt);
      const int per_octave = read ? per_octave_read : per_octave_other;
      const std::size_t arrays = static_cast<std::size_t>(kind.arrays());
      for (const Placement& at : plan.placements) {
        const int threads = at.threads;
        const BenchPlan here = plan.at_threads(threads);
        const std::size_t multiple = 256 * arrays;
        auto sizes = dram ? sweep_sizes(here, per_octave, multiple)
                          : geometric_sizes(here.ws_min_bytes, here.dense_max_bytes, per_octave, multiple);
        if (!read) sizes = every_nth_within_caches(here, sizes, plan.stream_other_stride);
        for (std::size_t ws : sizes) {
          const std::size_t n = ws / (arrays * sizeof(T));
          const std::string kernel = std::string(kind.name) + (nt ? "_nt" : "");
          const bool past_caches = ws > here.dense_max_bytes;
          add(bench_name("stream", kernel, "hand", dtype_name<T>(),
                         with_kind({{"ws", std::to_string(ws)}, {"threads", std::to_string(threads)}}, at)),
              pinned(at,
                     [=](benchmark::State& s) {
                       run_case(s, StreamCase<T>(loop, n, threads, past_caches, narrower ? &*narrower : nullptr));
                     }),
              roof_repetitions_at(plan, static_cast<double>(ws), threads),
              StreamCase<T>::estimate(kind, n, threads, past_caches, narrower.has_value()));
        }
      }
    }
  }
}

// STREAM's triad written the plain way (stream_plain.hpp), at working sets from 8 MiB up: the baseline
// that the DRAM roof (best kind, non-temporal stores allowed) is compared against.
struct PlainTriadCase {
  static constexpr double kScale = 0.5;
  const StreamKind& kind = stream_kind("triad");
  std::size_t n;
  int threads;
  AlignedBuffer<double> a, b, c;
  int passes;

  PlainTriadCase(std::size_t n_, int threads_) : n(n_), threads(threads_), a(n), b(n), c(n) {
    // The plain loop's own partition: OpenMP's static schedule.
#pragma omp parallel for schedule(static) num_threads(threads)
    for (std::size_t i = 0; i < n; ++i) {
      a[i] = 0;
      b[i] = 1 + static_cast<double>(i % 7) / 8;
      c[i] = 2 - static_cast<double>(i % 5) / 8;
    }
    passes = std::max(1, static_cast<int>(kBytesPerIteration / ws_bytes()));
  }
  [[nodiscard]] double ws_bytes() const { return static_cast<double>(kind.arrays() * n * sizeof(double)); }
  bool verify(benchmark::State& state) {
    stream_triad_plain(a.data(), b.data(), c.data(), kScale, n, threads, 1);
    return verify_each(
        state, a.data(),
        [&](std::size_t i) {
          return kind.reference({b[i], c[i], 0, 0, kScale, 0});
        },
        n, sum_rtol<double>(2));
  }
  void call() { stream_triad_plain(a.data(), b.data(), c.data(), kScale, n, threads, passes); }
  [[nodiscard]] Report report() const {
    return {stream_cost(kind, n, sizeof(double)) * passes,
            threads,
            ws_bytes(),
            double(passes),
            "access=" + stream_access(kind, false),
            stream_bus_bytes(kind, false, n, sizeof(double)) * passes};
  }
};

void register_plain_triad(const BenchPlan& plan) {
  constexpr std::size_t kFrom = 8 << 20;
  constexpr std::size_t kMultiple = 256 * 3;
  for (int threads : plan.threads) {
    std::vector<std::size_t> sizes = sweep_sizes(plan.at_threads(threads), 1, kMultiple);
    if (plan.peer_ws_bytes > 0) sizes.push_back(plan.peer_ws_bytes / kMultiple * kMultiple);
    for (std::size_t ws : sizes) {
      if (ws < kFrom) continue;
      const std::size_t n = ws / (3 * sizeof(double));
      add(
          bench_name("stream", "triad", "naive", "f64",
                     {{"ws", std::to_string(ws)}, {"threads", std::to_string(threads)}}),
          [=](benchmark::State& s) { run_case(s, PlainTriadCase(n, threads)); },
          roof_repetitions_at(plan, static_cast<double>(ws), threads),
          streaming_estimate(threads, static_cast<double>(ws),
                             stream_cost(stream_kind("triad"), n, sizeof(double)) *
                                 std::max(1, static_cast<int>(kBytesPerIteration / static_cast<double>(ws)))));
    }
  }
}

// The A/A check of the setup: the same kernel registered twice, A and B, run interleaved like any
// comparison. The analysis requires their difference to sit inside its interval (analysis/checks/checks.hpp).
// Its own repetition count, whatever the profile's: from 3 repetitions each, the bootstrap interval
// of the median ratio is far too narrow (all three of A below all three of B, a 1-in-10 chance with
// no difference, already excludes 1), and five quick runs flagged A/A in three.
void register_aa(const BenchPlan&) {
  constexpr std::size_t kWs = 256 * 1024;  // in L2 on common CPUs: sensitive to noise, not to DRAM
  constexpr int kRepetitions = 15;
  const StreamLoop<double> loop = stream_loop<double>(best_isa(), stream_kind(kHeadlineKind), false);
  const std::size_t n = kWs / (loop.kind->arrays() * sizeof(double));
  for (const char* which : {"triad_a", "triad_b"})
    add(
        bench_name("aa", which, "hand", "f64", {{"ws", std::to_string(kWs)}, {"threads", "1"}}),
        [=](benchmark::State& s) { run_case(s, StreamCase<double>(loop, n, 1)); }, kRepetitions,
        StreamCase<double>::estimate(*loop.kind, n, 1, false, false));
}

void register_stream(const BenchPlan& plan) {
  // The f64 sweeps cover every access kind: the full profile samples each densely; the quick one the
  // read kind (the grid the analysis finds the levels on) twice as densely as the others. f32 moves
  // the same bytes: its read and triad sweeps, sparse and stopping before DRAM's gigabytes, are more
  // samples of those two kinds' roofs (the analysis takes the best of both dtypes).
  const int dense = plan.ws_points_per_octave;
  const int sparse = std::max(1, plan.ws_points_per_octave / 2);
  register_dtype<double>(plan, true, dense, plan.profile == Profile::full ? dense : sparse, true);
  register_dtype<float>(plan, false, sparse, sparse, false);
  register_plain_triad(plan);
}

nlohmann::json describe_stream() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const StreamKind& k : kStreamKinds)
    kernels.push_back({{"name", k.name},
                       {"description", k.formula},
                       {"access", k.access},
                       {"arrays_read", k.arrays_read()},
                       {"arrays_written", k.arrays_written()},
                       {"flops_per_element", k.flops},
                       {"in_place", k.store == StreamStore::in_place},
                       {"nt_variant", k.has_nt()}});
  return {{"description",
           "bandwidth sweeps: every access kind over working sets from L1 to DRAM; a kind's "
           "non-temporal-store variant is <name>_nt"},
          {"kernels", kernels}};
}

// Where the machine has several NUMA nodes: the DRAM read on one node's cores, its memory first
// touched by the cores of the same node (local) or of another (remote: node 1 reading node 0's).
// They are kernels of their own family, not roofs: the analysis sets each against the DRAM read
// roof of its thread count (a node's cores, which the stream sweep measures locally too), so a
// remote row reads as its share of local bandwidth. Only planned so far: no machine of several
// nodes has run it.
void register_numa(const BenchPlan& plan) {
  const auto& nodes = plan.numa_nodes;
  if (nodes.size() < 2) return;
  const StreamLoop<double> loop = stream_loop<double>(best_isa(), stream_kind("sum"), false);
  std::vector<std::pair<std::size_t, std::size_t>> rows;  // (the threads' node, the memory's node)
  for (std::size_t i = 0; i < nodes.size(); ++i) rows.emplace_back(i, i);
  rows.emplace_back(1, 0);
  const PlacementMethod method = placement_method(true, can_bind_threads());
  for (const auto& [run_node, memory_node] : rows) {
    const int threads = static_cast<int>(std::min(nodes[run_node].size(), nodes[memory_node].size()));
    const Placement run_at{"", threads, {nodes[run_node].begin(), nodes[run_node].begin() + threads}, {}};
    const Placement memory_at{"", threads, {nodes[memory_node].begin(), nodes[memory_node].begin() + threads}, {}};
    const std::size_t ws = plan.at_threads(threads).ws_max_bytes / 256 * 256;
    const std::size_t n = ws / sizeof(double);
    add(
        bench_name("numa", "sum", "hand", "f64",
                   {{"ws", std::to_string(ws)},
                    {"threads", std::to_string(threads)},
                    {"node", std::to_string(run_node)},
                    {"memory", std::to_string(memory_node)}}),
        [=](benchmark::State& s) {
          std::optional<StreamCase<double>> c;
          {
            const PinnedTeam touch(memory_at, method);  // the first touch places the pages
            if (!touch.error().empty()) return s.SkipWithError(touch.error().c_str());
            c.emplace(loop, n, threads, true);
          }
          const PinnedTeam team(run_at, method);
          if (!team.error().empty()) return s.SkipWithError(team.error().c_str());
          run_case(s, *c);
        },
        roof_repetitions_at(plan, static_cast<double>(ws), threads),
        StreamCase<double>::estimate(*loop.kind, n, threads, true, false));
  }
}

nlohmann::json describe_numa() {
  return {{"description",
           "DRAM read on one NUMA node's cores, the memory first touched on the same node (local) or "
           "another (remote); set against the DRAM read roof of as many threads"},
          {"kernels", nlohmann::json::array({{{"name", "sum"},
                                              {"description", "stream's read kind: return sum(x)"},
                                              {"access", "read"},
                                              {"arrays_read", 1},
                                              {"arrays_written", 0},
                                              {"flops_per_element", 1}}})}};
}

nlohmann::json describe_aa() {
  return {{"description",
           "the A/A check of the setup: one triad registered twice, 15 repetitions each, run "
           "interleaved like any comparison; their difference must sit inside its interval"},
          {"kernels", nlohmann::json::array({{{"name", "triad_a"}, {"description", "stream's triad, first copy"}},
                                             {{"name", "triad_b"}, {"description", "stream's triad, second copy"}}})}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(stream, register_stream, describe_stream);
// After stream: the A/A pair registered last when stream registered it.
CPUROOF_BENCH_FAMILY_WITH(aa, register_aa, describe_aa, stream);
CPUROOF_BENCH_FAMILY(numa, register_numa, describe_numa);

}  // namespace cpuroof::bench
