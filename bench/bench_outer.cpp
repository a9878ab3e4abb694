// Outer products and rank-k updates (kernels/outer.hpp), hand kernels beside OpenBLAS and Eigen:
//   rank1       C += x y^T at one working set per memory level   (update roof)
//               OpenBLAS ?ger, Eigen C.noalias() += x * y^T
//   rank1_set   C  = x y^T, likewise                             (write roof; rank1_set_nt: write_nt)
//               OpenBLAS ?gemm with K = 1, beta = 0, Eigen C.noalias() = x * y^T
//   rankk       C += A B for k = 1, 2, 4, ... 64 at one size of C: the intensity sweep by shape
//               OpenBLAS ?gemm beta = 1, Eigen C.noalias() += A * B
//   rankk_set   C  = A B, likewise; OpenBLAS ?gemm beta = 0 (a scaling pass over C, then the product)
#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "machine_info.hpp"
#include "outer.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

enum class Impl { hand, openblas, eigen };
const char* impl_name(Impl impl) { return impl == Impl::hand ? "hand" : impl == Impl::openblas ? "openblas" : "eigen"; }

struct Variant {
  bool set = false;  // C = ... instead of C += ...
  bool nt = false;   // non-temporal stores (hand rank1_set only)
};

// A rank-k problem; k = 0 means the rank-1 kernels with vectors x (m) and y (n).
struct Problem {
  std::size_t m, n, k;
};

template <class T>
void call(Impl impl, Variant v, Isa isa, Problem p, const T* a, const T* b, T* c, int threads) {
  if (p.k == 0) {
    if (impl == Impl::hand) rank1<T>(isa, v.set, v.nt, p.m, p.n, a, b, c, p.n, threads);
    else if (impl == Impl::openblas) rank1_openblas<T>(v.set, p.m, p.n, a, b, c, p.n, threads);
    else rank1_eigen<T>(v.set, p.m, p.n, a, b, c, p.n, threads);
    return;
  }
  if (impl == Impl::hand) rankk<T>(isa, host_caches(), v.set, p.m, p.n, p.k, a, p.k, b, p.n, c, p.n, threads);
  else if (impl == Impl::openblas) rankk_openblas<T>(v.set, p.m, p.n, p.k, a, p.k, b, p.n, c, p.n, threads);
  else rankk_eigen<T>(v.set, p.m, p.n, p.k, a, p.k, b, p.n, c, p.n, threads);
}

template <class T>
void run(benchmark::State& state, Impl impl, Variant v, Problem p, int threads) {
  const Isa isa = best_isa();
  const std::size_t k = std::max<std::size_t>(p.k, 1);
  AlignedBuffer<T> a(p.m * k), b(k * p.n), c(p.m * p.n);
  // C and A by rows, first touched by the threads that update them; B is shared.
  first_touch(threads, [&](int tid, int nt) { return outer_partition(p.m, tid, nt); },
              [&](std::size_t r0, std::size_t r1) {
                for (std::size_t i = r0 * p.n; i < r1 * p.n; ++i) c[i] = T(i % 3) / T(4);
                for (std::size_t i = r0 * k; i < r1 * k; ++i) a[i] = input_x<T>(i);
              });
  for (std::size_t i = 0; i < k * p.n; ++i) b[i] = input_y<T>(i);

  if (first_call()) {
    const std::vector<T> before(c.begin(), c.end());
    call<T>(impl, v, isa, p, a.data(), b.data(), c.data(), threads);
    // Large problems check every row_step-th row and the last (every thread's block is sampled):
    // a full reference of a k = 64 update of millions of elements would cost more than timing it.
    const std::size_t row_step = std::max<std::size_t>(1, p.m * p.n * k / (std::size_t{1} << 24));
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < p.m; i += row_step) rows.push_back(i);
    if (rows.back() != p.m - 1) rows.push_back(p.m - 1);
    for (std::size_t i : rows) {
      // Each element: k positive products added to C (or to zero): k + 1 terms.
      const bool ok = verify_each(state, c.data() + i * p.n,
                                  [&](std::size_t j) {
                                    double s = v.set ? 0.0 : static_cast<double>(before[i * p.n + j]);
                                    for (std::size_t q = 0; q < k; ++q)
                                      s += static_cast<double>(a[i * k + q]) * static_cast<double>(b[q * p.n + j]);
                                    return s;
                                  },
                                  p.n, sum_rtol<T>(static_cast<double>(k + 1)));
      if (!ok) return;
    }
  }

  for (auto _ : state) {
    call<T>(impl, v, isa, p, a.data(), b.data(), c.data(), threads);
    benchmark::ClobberMemory();
  }
  const Cost cost = p.k == 0 ? (v.set ? rank1_set_cost(p.m, p.n, sizeof(T)) : rank1_cost(p.m, p.n, sizeof(T)))
                             : rankk_cost(p.m, p.n, p.k, !v.set, sizeof(T));
  set_counters(state, cost, threads, static_cast<double>((p.m * p.n + p.m * k + k * p.n) * sizeof(T)));
  std::string label = std::string("access=") + (!v.set ? "update" : v.nt ? "write_nt" : "write");
  if (impl == Impl::hand) label += " isa=" + std::string(isa_name(isa));
  state.SetLabel(label);
}

template <class T>
void add_one(const std::string& kernel, Impl impl, Variant v, Problem p, int threads) {
  std::vector<std::pair<std::string, std::string>> params{{"m", num(p.m)}, {"n", num(p.n)}};
  if (p.k > 0) params.emplace_back("k", num(p.k));
  params.emplace_back("threads", std::to_string(threads));
  add(bench_name("outer", kernel, impl_name(impl), dtype_name<T>(), params),
      [=](benchmark::State& s) { run<T>(s, impl, v, p, threads); });
}

template <class T>
void register_rank1(const BenchPlan& plan) {
  const auto sets = blas_working_sets(plan);
  for (std::size_t wi = 0; wi < sets.size(); ++wi) {
    if (!measure_dtype_at<T>(plan, wi, sets[wi])) continue;
    const std::size_t m = static_cast<std::size_t>(std::sqrt(static_cast<double>(sets[wi]) / sizeof(T)));
    const Problem p{m, m, 0};
    for (int threads : blas_threads(plan, sets[wi])) {
      for (Impl impl : {Impl::hand, Impl::openblas, Impl::eigen}) {
        // Eigen runs rank-1 products on one thread whatever it is told (reference_blas.hpp).
        if (impl == Impl::eigen && threads != 1) continue;
        add_one<T>("rank1", impl, {false, false}, p, threads);
        add_one<T>("rank1_set", impl, {true, false}, p, threads);
      }
      // Non-temporal stores only pay where C cannot stay in cache: the quick profile keeps the largest.
      if (plan.profile == Profile::full || wi + 1 == sets.size())
        add_one<T>("rank1_set_nt", Impl::hand, {true, true}, p, threads);
    }
  }
}

template <class T>
void register_rankk(const BenchPlan& plan) {
  std::vector<std::size_t> ks;
  std::size_t side = 2048;
  switch (plan.profile) {
    case Profile::smoke: ks = {1, 7, 16}; side = 63; break;
    case Profile::quick: ks = {1, 4, 16, 64}; break;
    case Profile::full: ks = {1, 2, 4, 8, 16, 32, 64}; break;
  }
  // f32 sweeps the quick profile's k only.
  if (sizeof(T) == 4) ks = {1, 4, 16, 64};
  // The quick profile sweeps k on all cores only.
  const std::vector<int> thread_counts = plan.profile == Profile::quick ? std::vector<int>{plan.threads.back()} : plan.threads;
  for (std::size_t k : ks)
    for (int threads : thread_counts) {
      const Problem p{side, side, k};
      for (Impl impl : {Impl::hand, Impl::openblas, Impl::eigen}) add_one<T>("rankk", impl, {false, false}, p, threads);
      for (Impl impl : {Impl::hand, Impl::openblas}) add_one<T>("rankk_set", impl, {true, false}, p, threads);
    }
}

void register_outer(const BenchPlan& plan) {
  register_rank1<double>(plan);
  register_rank1<float>(plan);
  register_rankk<double>(plan);
  if (plan.profile == Profile::full) register_rankk<float>(plan);
}

}  // namespace

CPUROOF_BENCH_FAMILY(outer, register_outer, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
