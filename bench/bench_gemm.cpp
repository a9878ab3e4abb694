// GEMM: the hand-written variants (naive, reordered, blocked, packed) beside OpenBLAS and Eigen, same
// shapes and thread counts in the same run, one row of kGemmKernels (gemm/gemm.hpp) per kernel name.
// Every kernel is verified against an OpenBLAS result before it is timed; that reference is itself
// checked against long-double dot products.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <limits>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemm/gemm.hpp"
#include "gemm_bf16.hpp"
#include "gemm_i8.hpp"
#include "gemm_reference_cache.hpp"
#include "harness.hpp"
#include "machine_info.hpp"
#include "parallel.hpp"
#include "reference_gemm.hpp"

namespace cpuroof::bench {
namespace {

struct Shape {
  std::size_t m, n, k;
};

// Positive inputs in [0.5, 1.5): then |A||B| = A*B, and the error bound of a length-k dot product,
// gamma_k * (|A||B|)_ij ~ k * eps/2 * C_ij, is relative to the result itself. Kernel and reference each
// carry at most that error: they may differ by k * eps * C_ij; the check allows twice that.
template <class T>
T input_value(std::size_t i, unsigned salt) {
  const std::uint32_t h = static_cast<std::uint32_t>(i * 2654435761u + salt * 40503u);
  return T(0.5) + static_cast<T>(h >> 22) / T(1024);
}

template <class T>
double gemm_rtol(std::size_t k) { return 2.0 * static_cast<double>(std::max<std::size_t>(k, 1)) * std::numeric_limits<T>::epsilon(); }

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
    parallel_chunks<T>(a.size(), threads, [&](Range r, int) { for (auto i = r.begin; i < r.end; ++i) a[i] = input_value<T>(i, 1); });
    parallel_chunks<T>(b.size(), threads, [&](Range r, int) { for (auto i = r.begin; i < r.end; ++i) b[i] = input_value<T>(i, 2); });
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
      case GemmVariant::naive: gemm_naive<T>(m, n, k, a.data(), b.data(), c.data(), threads); return;
      case GemmVariant::reordered: gemm_reordered<T>(m, n, k, a.data(), b.data(), c.data(), threads); return;
      case GemmVariant::blocked: gemm_blocked<T>(hand.caches, m, n, k, a.data(), b.data(), c.data(), threads); return;
      case GemmVariant::packed:
        gemm_packed<T>(hand.packed.fns, hand.caches, m, n, k, a.data(), b.data(), c.data(), threads);
        return;
      case GemmVariant::library:
        if (v.impl == Impl::openblas) gemm_openblas<T>(m, n, k, a.data(), b.data(), c.data(), threads);
        else gemm_eigen<T>(m, n, k, a.data(), b.data(), c.data(), threads);
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

template <class T>
benchmark::internal::Benchmark* add_point(const GemmHand<T>& hand, Variant v, const Shape& s, int threads) {
  return add(bench_name("gemm", std::string(v.kernel->name), impl_name(v.impl), dtype_name<T>(),
                        {{"m", std::to_string(s.m)}, {"n", std::to_string(s.n)}, {"k", std::to_string(s.k)},
                         {"threads", std::to_string(threads)}}),
             [=](benchmark::State& st) { run_case(st, GemmCase<T>(v, hand, s, threads)); });
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

Shape square(std::size_t n) { return {n, n, n}; }

std::vector<Group> groups(Profile p) {
  const auto all = variants_where([](const GemmKernel&, Impl) { return true; });
  const auto tiled = variants_where([](const GemmKernel& k, Impl) { return k.tiled; });
  switch (p) {
    case Profile::smoke: return {{all, {square(17), square(64), {64, 7, 33}}}};
    case Profile::quick:
      return {{all, {square(256)}},
              {tiled, {square(1024)}},
              {tiled, {square(257), {4096, 64, 1024}}, false}};
    case Profile::full:
      return {{variants_where([](const GemmKernel& k, Impl) { return k.variant == GemmVariant::naive; }),
               {square(64), square(256), square(512)}},
              {variants_where([](const GemmKernel& k, Impl) { return !k.tiled && k.variant != GemmVariant::naive; }),
               {square(64), square(256), square(257), square(512)}},
              {tiled,
               {square(64), square(128), square(256), square(257), square(512), square(1000), square(1023),
                square(1024), square(1025), square(2048),
                {4096, 64, 1024},    // tall-skinny C
                {64, 4096, 1024},    // short-wide C
                {2048, 2048, 64},    // rank-64 update: low intensity
                {256, 256, 4096}}},  // long inner products
              {variants_where([](const GemmKernel& k, Impl i) { return k.tiled && i != Impl::eigen; }),
               {square(4096)}, true, Group::Threads::ends, 2},
              {variants_where([](const GemmKernel&, Impl i) { return i == Impl::eigen; }), {square(4096)}, true,
               Group::Threads::all_cores, 2}};
  }
  return {};
}

// The int8 GEMM (kernels/gemm_i8.hpp): u8 A, s8 B, exact s32 C, judged against the int8 VNNI roof
// (OpenBLAS has no integer GEMM). Verified exactly on 32 rows spread over C (the whole reference at
// n = 2048 would cost seconds of scalar loop per benchmark).
struct GemmI8Case {
  CacheSizes caches;
  Shape s;
  int threads;
  AlignedBuffer<std::uint8_t> a;
  AlignedBuffer<std::int8_t> b;
  AlignedBuffer<std::int32_t> c;

  GemmI8Case(const CacheSizes& caches_, const Shape& s_, int threads_)
      : caches(caches_), s(s_), threads(threads_), a(s.m * s.k), b(s.k * s.n), c(s.m * s.n) {
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<std::uint8_t>((i * 31 + 7) % 256);
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = static_cast<std::int8_t>(static_cast<int>((i * 17 + 3) % 256) - 128);
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = 0;
  }

  bool verify(benchmark::State& state) {
    call();
    const std::size_t step = std::max<std::size_t>(1, s.m / 32);
    for (std::size_t i = 0; i < s.m; i += step)
      for (std::size_t j = 0; j < s.n; ++j) {
        std::int64_t want = 0;
        for (std::size_t p = 0; p < s.k; ++p) want += std::int64_t{a[i * s.k + p]} * std::int64_t{b[p * s.n + j]};
        if (want != c[i * s.n + j]) {
          state.SkipWithError(("verification failed at C[" + num(i) + "][" + num(j) + "]: got " +
                               std::to_string(c[i * s.n + j]) + ", expected " + std::to_string(want))
                                  .c_str());
          return false;
        }
      }
    return true;
  }
  void call() { gemm_i8(caches, s.m, s.n, s.k, a.data(), b.data(), c.data(), threads); }
  [[nodiscard]] Report report() const {
    return {gemm_i8_cost(s.m, s.n, s.k), threads, static_cast<double>(a.size() + b.size() + 4 * c.size()), 1,
            "isa=avx512_vnni unit=OP", 0};
  }
};

void register_gemm_i8(const BenchPlan& plan) {
  if (!gemm_i8_supported()) {
    std::cerr << "cpuroof-bench: note: this CPU lacks AVX-512 VNNI: the int8 GEMM is skipped\n";
    return;
  }
  const std::vector<std::size_t> sides = plan.profile == Profile::full    ? std::vector<std::size_t>{256, 1024, 2048}
                                         : plan.profile == Profile::quick ? std::vector<std::size_t>{1024}
                                                                          : std::vector<std::size_t>{64};
  const CacheSizes caches = host_caches();
  for (std::size_t n : sides)
    for (int t : plan.threads)
      add(bench_name("gemm", "gemm_i8", "hand", "i8",
                     {{"m", num(n)}, {"n", num(n)}, {"k", num(n)}, {"threads", std::to_string(t)}}),
          [=](benchmark::State& st) { run_case(st, GemmI8Case(caches, square(n), t)); });
}

// The bf16 GEMM (kernels/gemm_bf16.hpp): bf16 A and B, f32 C, judged against the bf16 roof, beside
// OpenBLAS's cblas_sbgemm where the OpenBLAS found at configure time exports it, and beside the
// "convert and use f32" baseline: OpenBLAS sgemm on the same values widened to f32 (kernel
// gemm_bf16_as_f32, dtype f32, the widening untimed). Every implementation is checked on 32 rows
// spread over C against the double product, within the f32 summation bound (gemm_bf16_error_bound).
enum class Bf16Impl { hand, sbgemm, sgemm };

struct GemmBf16Case {
  Bf16Impl impl;
  CacheSizes caches;
  Shape s;
  int threads;
  AlignedBuffer<std::uint16_t> a, b;
  AlignedBuffer<float> a32, b32, c;

  GemmBf16Case(Bf16Impl impl_, const CacheSizes& caches_, const Shape& s_, int threads_)
      : impl(impl_), caches(caches_), s(s_), threads(threads_), a(s.m * s.k), b(s.k * s.n),
        a32(impl == Bf16Impl::sgemm ? s.m * s.k : 0), b32(impl == Bf16Impl::sgemm ? s.k * s.n : 0), c(s.m * s.n) {
    // Normal values in [0.5, 1.5) with every bf16 mantissa bit (vdpbf16ps flushes denormals).
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = bf16_from_float(input_value<float>(i, 1));
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = bf16_from_float(input_value<float>(i, 2));
    for (std::size_t i = 0; i < a32.size(); ++i) a32[i] = bf16_to_float(a[i]);
    for (std::size_t i = 0; i < b32.size(); ++i) b32[i] = bf16_to_float(b[i]);
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = 0;
  }

  bool verify(benchmark::State& state) {
    call();
    const std::size_t step = std::max<std::size_t>(1, s.m / 32);
    for (std::size_t i = 0; i < s.m; i += step)
      for (std::size_t j = 0; j < s.n; ++j) {
        double want = 0, abs_sum = 0;
        for (std::size_t p = 0; p < s.k; ++p) {
          const double t = double{bf16_to_float(a[i * s.k + p])} * bf16_to_float(b[p * s.n + j]);
          want += t;
          abs_sum += std::fabs(t);
        }
        const double got = c[i * s.n + j];
        if (!(std::fabs(got - want) <= gemm_bf16_error_bound(s.k, abs_sum))) {
          state.SkipWithError(("verification failed at C[" + num(i) + "][" + num(j) + "]: got " + std::to_string(got) +
                               ", expected " + std::to_string(want) + " within the f32 summation bound")
                                  .c_str());
          return false;
        }
      }
    return true;
  }
  void call() {
    switch (impl) {
      case Bf16Impl::hand: gemm_bf16(caches, s.m, s.n, s.k, a.data(), b.data(), c.data(), threads); return;
      case Bf16Impl::sbgemm: gemm_bf16_openblas(s.m, s.n, s.k, a.data(), b.data(), c.data(), threads); return;
      case Bf16Impl::sgemm: gemm_openblas<float>(s.m, s.n, s.k, a32.data(), b32.data(), c.data(), threads); return;
    }
  }
  [[nodiscard]] Report report() const {
    const bool widened = impl == Bf16Impl::sgemm;
    std::string label = impl == Bf16Impl::hand ? "isa=avx512_bf16" : "openblas_core=" + openblas_core_name();
    if (widened) label += " via=sgemm_on_widened_bf16";
    const Cost cost = widened ? gemm_cost(s.m, s.n, s.k, sizeof(float)) : gemm_bf16_cost(s.m, s.n, s.k);
    const double elem = widened ? 4 : 2;
    return {cost, threads, elem * static_cast<double>(s.m * s.k + s.k * s.n) + 4.0 * static_cast<double>(c.size()), 1, label, 0};
  }
};

void register_gemm_bf16(const BenchPlan& plan) {
  if (!gemm_bf16_supported()) {
    std::cerr << "cpuroof-bench: note: this CPU lacks AVX-512 BF16: the bf16 GEMM is skipped\n";
    return;
  }
  if (!gemm_bf16_openblas_available())
    std::cerr << "cpuroof-bench: note: the OpenBLAS found at configure time exports no cblas_sbgemm: the "
                 "bf16 GEMM has no OpenBLAS bf16 row beside it\n";
  const std::vector<std::size_t> sides = plan.profile == Profile::full    ? std::vector<std::size_t>{256, 1024, 2048}
                                         : plan.profile == Profile::quick ? std::vector<std::size_t>{1024}
                                                                          : std::vector<std::size_t>{64};
  const CacheSizes caches = host_caches();
  struct Row {
    Bf16Impl impl;
    const char* kernel;
    const char* impl_name;
    const char* dtype;
  };
  std::vector<Row> rows = {{Bf16Impl::hand, "gemm_bf16", "hand", "bf16"}};
  if (gemm_bf16_openblas_available()) rows.push_back({Bf16Impl::sbgemm, "gemm_bf16", "openblas", "bf16"});
  rows.push_back({Bf16Impl::sgemm, "gemm_bf16_as_f32", "openblas", "f32"});
  for (std::size_t n : sides)
    for (int t : plan.threads)
      for (const Row& r : rows)
        add(bench_name("gemm", r.kernel, r.impl_name, r.dtype,
                       {{"m", num(n)}, {"n", num(n)}, {"k", num(n)}, {"threads", std::to_string(t)}}),
            [=](benchmark::State& st) { run_case(st, GemmBf16Case(r.impl, caches, square(n), t)); });
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
                               : plan.profile == Profile::full && g.threads == Group::Threads::plan ? plan.threads
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
            auto* b = is_f64 ? add_point<double>(f64, v, s, t) : add_point<float>(f32, v, s, t);
            if (g.repetitions > 0) b->Repetitions(g.repetitions);
          }
        }
    }
  }
  register_gemm_i8(plan);
  register_gemm_bf16(plan);
}

nlohmann::json describe_gemm() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const GemmKernel& k : kGemmKernels) kernels.push_back(describe_row(k));
  kernels.push_back({{"name", "gemm_i8"},
                     {"description", "C = A B with u8 A, s8 B and exact s32 C: packed panels blocked from the caches "
                                     "and a 12 x 32 AVX-512 VNNI micro-tile (vpdpbusd); no library has one to compare"},
                     {"cost", "2mnk OP; mk + kn bytes read, 4mn written"},
                     {"impls", "hand"}});
  kernels.push_back({{"name", "gemm_bf16"},
                     {"description", "C = A B with bf16 A and B and f32 C: the int8 GEMM's packed driver and a "
                                     "12 x 32 AVX-512 BF16 micro-tile (vdpbf16ps), checked against the double "
                                     "product within the f32 summation bound. Eigen's bfloat16 product is not a row: its C is bf16, "
                                     "rounded at every addition (beyond the f32 bound: 256 products of 0.75 x 1.25 "
                                     "give 254, not 240), at about 22 GFLOP/s on one Zen 5 core"},
                     {"cost", "2mnk flop; 2(mk + kn) bytes read, 4mn written"},
                     {"openblas", "cblas_sbgemm (only where the OpenBLAS found at configure time exports it)"},
                     {"impls", gemm_bf16_openblas_available() ? "hand openblas" : "hand"}});
  kernels.push_back({{"name", "gemm_bf16_as_f32"},
                     {"description", "the convert-and-use-f32 baseline of gemm_bf16: the same bf16 values widened "
                                     "to f32 (untimed), then OpenBLAS sgemm"},
                     {"cost", "2mnk flop; 4(mk + kn) bytes read, 4mn written"},
                     {"openblas", "cblas_sgemm"},
                     {"impls", "openblas"}});
  return {{"description", "C = A B, row-major: the hand loop orders, the BLIS-style packed GEMM with an MR x NR "
                          "micro-kernel per ISA level, OpenBLAS and Eigen; compute-bound at large shapes"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(gemm, register_gemm, describe_gemm);

}  // namespace cpuroof::bench
