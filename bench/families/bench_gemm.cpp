// GEMM: the hand-written variants (naive, reordered, blocked, packed) beside OpenBLAS and Eigen, same
// shapes and thread counts in the same run, one row of kGemmKernels (gemm/gemm.hpp) per kernel name.
// Every kernel is verified against an OpenBLAS result before it is timed; that reference is itself
// checked against long-double dot products.
#include <algorithm>
#include <limits>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemm/gemm.hpp"
#include "bench_gemm_lowp.hpp"
#include "gemm_inputs.hpp"
#include "gemm_reference_cache.hpp"
#include "harness.hpp"
#include "run_context.hpp"
#include "parallel.hpp"
#include "reference_gemm.hpp"

namespace cpuroof::bench {
namespace {

template <class T>
double gemm_rtol(std::size_t k) {
  return 2.0 * static_cast<double>(std::max<std::size_t>(k, 1)) * std::numeric_limits<T>::epsilon();
}

// The OpenBLAS results of the shapes measured, within the plan's memory (gemm_reference_cache.hpp).
GemmReferenceCache& reference_cache() {
  static GemmReferenceCache cache;
  return cache;
}

// The OpenBLAS result for a shape, shared by the benchmarks of that shape and dtype while the cache
// keeps it; nullptr (with the benchmark skipped) if OpenBLAS disagrees with long-double dot products
// at sampled entries.
template <class T>
const T* reference(benchmark::State& state, const Shape& s, const T* a, const T* b, int threads) {
  if (const T* cached = reference_cache().find<T>(s.m, s.n, s.k)) return cached;
  std::vector<T> c(s.m * s.n);
  gemm_openblas<T>(s.m, s.n, s.k, a, b, c.data(), threads);
  const std::size_t samples = std::min<std::size_t>(64, s.m * s.n);
  for (std::size_t t = 0; t < samples; ++t) {
    const std::size_t at = t == 0 ? 0 : t == 1 ? s.m * s.n - 1 : (t * 2654435761u) % (s.m * s.n);
    const std::size_t i = at / s.n, j = at % s.n;
    long double want = 0;
    for (std::size_t p = 0; p < s.k; ++p) want += static_cast<long double>(a[i * s.k + p]) * b[p * s.n + j];
    const double w = static_cast<double>(want);
    if (!verify(state, &c[at], &w, 1, gemm_rtol<T>(s.k))) return nullptr;
  }
  return reference_cache().insert<T>(s.m, s.n, s.k, std::move(c));
}

// The hand code of the family, chosen once at registration: the packed GEMM's micro-kernel, and the
// caches that size the blocked and packed variants' blocks.
template <class T>
struct GemmHand {
  Chosen<MicroKernel<T>> packed;
  CacheSizes caches;
};

// One implementation of one kernel row: the <kernel>/<impl> pair of a benchmark name.
struct Variant {
  const GemmKernel* kernel;
  Impl impl;
};

template <class T>
struct GemmCase {
  Variant v;
  GemmHand<T> hand;
  Shape s;
  int threads;
  AlignedBuffer<T> a, b, c;

  GemmCase(Variant v_, const GemmHand<T>& hand_, Shape s_, int threads_)
      : v(v_), hand(hand_), s(s_), threads(threads_), a(s.m * s.k), b(s.k * s.n), c(s.m * s.n) {
    // First touch by the threads that compute, row blocks of each matrix alike.
    parallel_chunks<T>(a.size(), threads, [&](Range r, int) {
      for (auto i = r.begin; i < r.end; ++i) a[i] = input_value<T>(i, 1);
    });
    parallel_chunks<T>(b.size(), threads, [&](Range r, int) {
      for (auto i = r.begin; i < r.end; ++i) b[i] = input_value<T>(i, 2);
    });
    parallel_chunks<T>(c.size(), threads, [&](Range r, int) { std::fill(c.data() + r.begin, c.data() + r.end, T(0)); });
  }

  bool verify(benchmark::State& state) {
    const T* want = reference<T>(state, s, a.data(), b.data(), threads);
    if (!want) return false;
    call();
    return bench::verify(state, c.data(), want, c.size(), gemm_rtol<T>(s.k));
  }

  void call() {
    const std::size_t m = s.m, n = s.n, k = s.k;
    switch (v.kernel->variant) {
      case GemmVariant::naive:
        gemm_naive<T>(m, n, k, a.data(), b.data(), c.data(), threads);
        return;
      case GemmVariant::reordered:
        gemm_reordered<T>(m, n, k, a.data(), b.data(), c.data(), threads);
        return;
      case GemmVariant::blocked:
        gemm_blocked<T>(hand.caches, m, n, k, a.data(), b.data(), c.data(), threads);
        return;
      case GemmVariant::packed:
        gemm_packed<T>(hand.packed.fns, hand.caches, m, n, k, a.data(), b.data(), c.data(), threads);
        return;
      case GemmVariant::library:
        if (v.impl == Impl::openblas)
          gemm_openblas<T>(m, n, k, a.data(), b.data(), c.data(), threads);
        else
          gemm_eigen<T>(m, n, k, a.data(), b.data(), c.data(), threads);
        return;
    }
  }

  [[nodiscard]] Report report() const {
    std::string label;
    if (v.kernel->variant == GemmVariant::packed) label = hand.packed.label();
    if (v.impl == Impl::openblas) label = "openblas_core=" + openblas_core_name();
    const double ws = static_cast<double>((a.size() + b.size() + c.size()) * sizeof(T));
    return {gemm_cost(s.m, s.n, s.k, sizeof(T)), threads, ws, 1, label, 0};
  }
};

// What a case costs (run_cost.hpp): the naive loop is dependent scalar chains, the others run
// vectorised; the first call computes the reference (reference_cache: about a library call) and
// one call more to check against it.
template <class T>
Estimate gemm_estimate(Variant v, const Shape& s, int threads) {
  const Cost cost = gemm_cost(s.m, s.n, s.k, sizeof(T));
  const double ws = static_cast<double>((s.m * s.k + s.k * s.n + s.m * s.n) * sizeof(T));
  const bool naive = v.kernel->variant == GemmVariant::naive;
  Estimate e = streaming_estimate(threads, ws, cost);
  if (naive) std::swap(e.iteration_flops, e.iteration_chain_flops);
  e.first_call_iterations = 2;
  return e;
}

template <class T>
void add_point(const GemmHand<T>& hand, Variant v, const Shape& s, int threads, int repetitions) {
  add(
      bench_name("gemm", std::string(v.kernel->name), impl_name(v.impl), dtype_name<T>(),
                 {{"m", std::to_string(s.m)},
                  {"n", std::to_string(s.n)},
                  {"k", std::to_string(s.k)},
                  {"threads", std::to_string(threads)}}),
      [=](benchmark::State& st) { run_case(st, GemmCase<T>(v, hand, s, threads)); }, repetitions,
      gemm_estimate<T>(v, s, threads));
}

// Every implementation of every row, in table order, that `keep` accepts.
template <class Keep>
std::vector<Variant> variants_where(Keep keep) {
  std::vector<Variant> out;
  for (const GemmKernel& kernel : kGemmKernels)
    for (Impl impl : row_impls(kernel))
      if (keep(kernel, impl)) out.push_back({&kernel, impl});
  return out;
}

// What one profile measures: shapes per group of variants, dtypes and thread counts.
struct Group {
  std::vector<Variant> variants;
  std::vector<Shape> shapes;
  bool both_dtypes = true;
  // Thread counts: the plan's (quick: 1 and all cores), 1 and all cores, or all cores only. The
  // largest shapes also run fewer repetitions (0: the profile's), so that the full profile keeps
  // within its time budget.
  enum class Threads { plan, ends, all_cores } threads = Threads::plan;
  int repetitions = 0;
};

std::vector<Group> groups(Profile p) {
  const auto all = variants_where([](const GemmKernel&, Impl) { return true; });
  const auto tiled = variants_where([](const GemmKernel& k, Impl) { return k.tiled; });
  switch (p) {
    case Profile::smoke:
      return {{all, {square(17), square(64), {64, 7, 33}}}};
    case Profile::quick:
      return {{all, {square(256)}}, {tiled, {square(1024)}}, {tiled, {square(257), {4096, 64, 1024}}, false}};
    case Profile::full:
      return {{variants_where([](const GemmKernel& k, Impl) { return k.variant == GemmVariant::naive; }),
               {square(64), square(256), square(512)}},
              {variants_where([](const GemmKernel& k, Impl) { return !k.tiled && k.variant != GemmVariant::naive; }),
               {square(64), square(256), square(257), square(512)}},
              {tiled,
               {square(64),
                square(128),
                square(256),
                square(257),
                square(512),
                square(1000),
                square(1023),
                square(1024),
                square(1025),
                square(2048),
                {4096, 64, 1024},    // tall-skinny C
                {64, 4096, 1024},    // short-wide C
                {2048, 2048, 64},    // rank-64 update: low intensity
                {256, 256, 4096}}},  // long inner products
              {variants_where([](const GemmKernel& k, Impl i) { return k.tiled && i != Impl::eigen; }),
               {square(4096)},
               true,
               Group::Threads::ends,
               2},
              {variants_where([](const GemmKernel&, Impl i) { return i == Impl::eigen; }),
               {square(4096)},
               true,
               Group::Threads::all_cores,
               2}};
  }
  return {};
}

void register_gemm(const BenchPlan& plan) {
  const GemmHand<double> f64{gemm_microkernel<double>(best_isa()), host_caches()};
  const GemmHand<float> f32{gemm_microkernel<float>(best_isa()), host_caches()};
  // Results beyond the one in use fit beside the buffer pool: the largest working set, a quarter of the budget.
  reference_cache().set_capacity(plan.ws_max_bytes);
  // The quick profile measures 1 thread and all cores; the full one every count in the plan.
  const std::vector<int> ends = {plan.threads.front(), plan.threads.back()};
  for (const Group& g : groups(plan.profile)) {
    std::vector<int> threads = g.threads == Group::Threads::all_cores ? std::vector<int>{plan.threads.back()}
                               : plan.profile == Profile::full && g.threads == Group::Threads::plan
                                   ? plan.kernel_threads
                                   : ends;
    threads.erase(std::unique(threads.begin(), threads.end()), threads.end());
    for (const Shape& s : g.shapes) {
      // A, B, C and the cached reference C, in f64: a shape the memory budget cannot hold is left out.
      if ((s.m * s.k + s.k * s.n + 2 * s.m * s.n) * sizeof(double) > plan.case_max_bytes) {
        plan.memory_cuts.push_back("gemm " + num(s.m) + "x" + num(s.n) + "x" + num(s.k) + " left out");
        continue;
      }
      for (Variant v : g.variants)
        for (int t : threads) {
          for (bool is_f64 : {true, false}) {
            if (!is_f64 && !g.both_dtypes) continue;
            if (is_f64)
              add_point<double>(f64, v, s, t, g.repetitions);
            else
              add_point<float>(f32, v, s, t, g.repetitions);
          }
        }
    }
  }
  register_gemm_lowp(plan);
}

nlohmann::json describe_gemm() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const GemmKernel& k : kGemmKernels) kernels.push_back(describe_row(k));
  for (auto& k : describe_gemm_lowp()) kernels.push_back(std::move(k));
  return {{"description",
           "C = A B, row-major: the hand loop orders, the BLIS-style packed GEMM with an MR x NR "
           "micro-kernel per ISA level, OpenBLAS and Eigen; compute-bound at large shapes"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(gemm, register_gemm, describe_gemm);

}  // namespace cpuroof::bench
