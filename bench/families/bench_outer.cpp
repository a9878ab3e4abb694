// Outer products and rank-k updates (kernels/outer.hpp), hand kernels beside OpenBLAS and Eigen:
//   rank1, rank1_set, rank1_set_nt   at one working set per memory level
//   rankk, rankk_set                 for k = 1, 2, 4, ... 64 at one size of C: the intensity sweep by shape
// Each kernel's access kind (the roof it is judged against) and baselines are in its row of
// kOuterKernels.
#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemm/gemm.hpp"
#include "harness.hpp"
#include "run_context.hpp"
#include "outer.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

// The hand code of the family, chosen once at registration: the register-tile loops and the
// micro-kernel of the packed GEMM that rankk runs from k = kRankKPacked on.
template <class T>
struct OuterHand {
  Chosen<OuterFns<T>> loops;
  MicroKernel<T> packed;
  CacheSizes caches;
};

template <class T>
OuterHand<T> outer_hand(Isa isa) {
  return {outer_kernels<T>(isa), gemm_microkernel<T>(isa).fns, host_caches()};
}

// One kernel of the family at one shape; k = 0 for the rank-1 kernels, whose x (m) and y (n) are
// held in a and b.
template <class T>
struct OuterCase {
  const OuterKernel& kernel;
  Impl impl;
  OuterHand<T> hand;
  std::size_t m, n, k;
  int threads;
  std::size_t kk;  // columns of A held: k, at least 1
  AlignedBuffer<T> a, b, c;

  OuterCase(OuterOp op, Impl impl_, const OuterHand<T>& hand_, std::size_t m_, std::size_t n_, std::size_t k_,
            int threads_)
      : kernel(outer_kernel(op)),
        impl(impl_),
        hand(hand_),
        m(m_),
        n(n_),
        k(k_),
        threads(threads_),
        kk(std::max<std::size_t>(k, 1)),
        a(m * kk),
        b(kk * n),
        c(m * n) {
    // C and A by rows, first touched by the threads that update them; B is shared.
    first_touch(
        threads, [&](int tid, int nt) { return outer_partition(m, tid, nt); },
        [&](std::size_t r0, std::size_t r1) {
          fill_periodic(c.data(), r0 * n, r1 * n, 3, initial_c);
          fill_periodic(a.data(), r0 * kk, r1 * kk, kInputXPeriod, input_x<T>);
        });
    fill_periodic(b.data(), 0, kk * n, kInputYPeriod, input_y<T>);
  }

  // C as the constructor sets it: verification takes it from here rather than from a copy.
  static T initial_c(std::size_t i) { return T(i % 3) / T(4); }  // period 3

  bool verify(benchmark::State& state) {
    call();
    // Large problems check every row_step-th row and the last (every thread's block is sampled):
    // a full reference of a k = 64 update of millions of elements would cost more than timing it.
    const std::size_t row_step = std::max<std::size_t>(1, m * n * kk / (std::size_t{1} << 24));
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < m; i += row_step) rows.push_back(i);
    if (rows.back() != m - 1) rows.push_back(m - 1);
    for (std::size_t i : rows) {
      // Each element: k positive products added to C (or to zero): k + 1 terms.
      const bool ok = verify_each(
          state, c.data() + i * n,
          [&](std::size_t j) {
            double s = kernel.set ? 0.0 : static_cast<double>(initial_c(i * n + j));
            for (std::size_t q = 0; q < kk; ++q)
              s += static_cast<double>(a[i * kk + q]) * static_cast<double>(b[q * n + j]);
            return s;
          },
          n, sum_rtol<T>(static_cast<double>(kk + 1)));
      if (!ok) return false;
    }
    return true;
  }

  void call() {
    const bool set = kernel.set;
    if (!kernel.rank_k) {
      switch (impl) {
        case Impl::hand:
          rank1<T>(hand.loops.fns, set, kernel.nt, m, n, a.data(), b.data(), c.data(), n, threads);
          return;
        case Impl::openblas:
          rank1_openblas<T>(set, m, n, a.data(), b.data(), c.data(), n, threads);
          return;
        default:
          rank1_eigen<T>(set, m, n, a.data(), b.data(), c.data(), n, threads);
          return;
      }
    }
    switch (impl) {
      case Impl::hand:
        rankk<T>(hand.loops.fns, hand.packed, hand.caches, set, m, n, k, a.data(), k, b.data(), n, c.data(), n,
                 threads);
        return;
      case Impl::openblas:
        rankk_openblas<T>(set, m, n, k, a.data(), k, b.data(), n, c.data(), n, threads);
        return;
      default:
        rankk_eigen<T>(set, m, n, k, a.data(), k, b.data(), n, c.data(), n, threads);
        return;
    }
  }

  [[nodiscard]] Report report() const {
    return {outer_cost(kernel, m, n, k, sizeof(T)),
            threads,
            static_cast<double>((m * n + m * kk + kk * n) * sizeof(T)),
            1,
            "access=" + std::string(kernel.access) + (impl == Impl::hand ? " " + hand.loops.label() : ""),
            0};
  }
};

template <class T>
void add_one(const BenchPlan& plan, const OuterHand<T>& hand, const OuterKernel& kernel, Impl impl, std::size_t m,
             std::size_t n, std::size_t k, int threads) {
  std::vector<std::pair<std::string, std::string>> params{{"m", num(m)}, {"n", num(n)}};
  if (kernel.rank_k) params.emplace_back("k", num(k));
  params.emplace_back("threads", std::to_string(threads));
  add(
      bench_name("outer", std::string(kernel.name), impl_name(impl), dtype_name<T>(), params),
      [=, op = kernel.op](benchmark::State& s) { run_case(s, OuterCase<T>(op, impl, hand, m, n, k, threads)); },
      repetitions_at(plan, static_cast<double>(m * n * sizeof(T)), threads),  // C's bytes: the most of its working set
      streaming_estimate(threads, static_cast<double>((m * n + (m + n) * std::max<std::size_t>(k, 1)) * sizeof(T)),
                         outer_cost(kernel, m, n, k, sizeof(T))));
}

template <class T>
void register_rank1(const BenchPlan& plan, const OuterHand<T>& hand) {
  const std::size_t last = blas_working_sets(plan).size() - 1;
  for (const BlasSet& set : blas_sets(plan)) {
    if (!measure_dtype_at<T>(plan, set.index, set.ws_bytes)) continue;
    const std::size_t m = static_cast<std::size_t>(std::sqrt(static_cast<double>(set.ws_bytes) / sizeof(T)));
    for (int threads : set.threads)
      for (const OuterKernel& kernel : kOuterKernels) {
        if (kernel.rank_k) continue;
        // Non-temporal stores only pay where C cannot stay in cache: the quick profile keeps the largest.
        if (kernel.nt && plan.profile != Profile::full && set.index != last) continue;
        for (Impl impl : row_impls(kernel)) {
          // Eigen runs rank-1 products on one thread whatever it is told (reference_blas.hpp).
          if (impl == Impl::eigen && threads != 1) continue;
          add_one<T>(plan, hand, kernel, impl, m, m, 0, threads);
        }
      }
  }
}

template <class T>
void register_rankk(const BenchPlan& plan, const OuterHand<T>& hand) {
  std::vector<std::size_t> ks;
  std::size_t side = 2048;
  switch (plan.profile) {
    case Profile::smoke:
      ks = {1, 7, 16};
      side = 63;
      break;
    case Profile::quick:
      ks = {1, 4, 16, 64};
      break;
    case Profile::full:
      ks = {1, 2, 4, 8, 16, 32, 64};
      break;
  }
  // f32 sweeps the quick profile's k only.
  if (sizeof(T) == 4) ks = {1, 4, 16, 64};
  // The quick profile sweeps k on all cores only.
  const std::vector<int> thread_counts =
      plan.profile == Profile::quick ? std::vector<int>{plan.threads.back()} : plan.kernel_threads;
  for (std::size_t k : ks)
    for (int threads : thread_counts)
      for (const OuterKernel& kernel : kOuterKernels) {
        if (!kernel.rank_k) continue;
        for (Impl impl : row_impls(kernel)) add_one<T>(plan, hand, kernel, impl, side, side, k, threads);
      }
}

void register_outer(const BenchPlan& plan) {
  const OuterHand<double> f64 = outer_hand<double>(best_isa());
  const OuterHand<float> f32 = outer_hand<float>(best_isa());
  register_rank1<double>(plan, f64);
  register_rank1<float>(plan, f32);
  register_rankk<double>(plan, f64);
  if (plan.profile == Profile::full) register_rankk<float>(plan, f32);
}

nlohmann::json describe_outer() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const OuterKernel& k : kOuterKernels) {
    nlohmann::json entry = describe_row(k);
    if (k.rank_k) entry["packed_from_k"] = kRankKPacked;
    kernels.push_back(entry);
  }
  return {{"description",
           "outer products and rank-k updates of a row-major C: hand, OpenBLAS and Eigen; rankk's "
           "intensity grows with k, from the memory roof towards the compute roof"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(outer, register_outer, describe_outer);

}  // namespace cpuroof::bench
