// BLAS level 1 (kernels/blas1.hpp): z = x + y, axpy, dot (throughput) and dot_1acc (latency), hand
// kernels beside OpenBLAS and Eigen, at one working set per memory level and every thread count.
// Each kernel's access kind (the roof it is judged against) is in its row of kBlas1Kernels.
#include <algorithm>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas1.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "parallel.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

template <class T>
struct Blas1Case {
  const Blas1Kernel& kernel;
  Impl impl;
  Chosen<Blas1Kernels<T>> hand;  // the hand loops, chosen at registration
  std::size_t n;
  int threads;
  AlignedBuffer<T> x, y, z;
  T a = T(0.5);

  Blas1Case(Blas1Op op, Impl impl_, const Chosen<Blas1Kernels<T>>& hand_, std::size_t n_, int threads_)
      : kernel(blas1_kernel(op)),
        impl(impl_),
        hand(hand_),
        n(n_),
        threads(threads_),
        x(n),
        y(n),
        z(kernel.op == Blas1Op::add ? n : 0) {
    parallel_chunks<T>(n, threads, [&](Range r, int) {
      fill_periodic(x.data(), r.begin, r.end, kInputXPeriod, input_x<T>);
      fill_periodic(y.data(), r.begin, r.end, kInputYPeriod, input_y<T>);
      if (!z.empty()) std::fill(z.data() + r.begin, z.data() + r.end, T(0));
    });
  }

  // One call of the kernel through the chosen implementation; returns the dot product (0 otherwise).
  T once() {
    const Blas1Kernels<T>& k = hand.fns;
    switch (kernel.op) {
      case Blas1Op::add:
        if (impl == Impl::hand)
          vec_add<T>(k, x.data(), y.data(), z.data(), n, threads);
        else
          vec_add_eigen<T>(x.data(), y.data(), z.data(), n, threads);
        return 0;
      case Blas1Op::axpy:
        if (impl == Impl::hand)
          axpy<T>(k, a, x.data(), y.data(), n, threads);
        else if (impl == Impl::openblas)
          axpy_openblas<T>(a, x.data(), y.data(), n, threads);
        else
          axpy_eigen<T>(a, x.data(), y.data(), n, threads);
        return 0;
      case Blas1Op::dot:
        if (impl == Impl::hand) return dot<T>(k, x.data(), y.data(), n, threads);
        if (impl == Impl::openblas) return dot_openblas<T>(x.data(), y.data(), n, threads);
        return dot_eigen<T>(x.data(), y.data(), n, threads);
      case Blas1Op::dot_1acc:
        return dot_1acc<T>(k, x.data(), y.data(), n, threads);
    }
    return 0;
  }

  bool verify(benchmark::State& state) {
    if (kernel.arrays_written == 0) {
      double want = 0;
#pragma omp parallel for schedule(static) reduction(+ : want) num_threads(verification_threads())
      for (std::size_t i = 0; i < n; ++i) want += static_cast<double>(x[i]) * static_cast<double>(y[i]);
      const T got = once();
      // Worst case: one chain sums every term (dot_1acc's lanes and the threads only shorten chains).
      return bench::verify(state, &got, &want, 1, sum_rtol<T>(static_cast<double>(n)));
    }
    // Every element depends on i modulo the inputs' periods' product: the reference once per phase.
    constexpr std::size_t kPeriod = kInputXPeriod * kInputYPeriod;
    const bool add = kernel.op == Blas1Op::add;
    std::vector<double> want(kPeriod);
    for (std::size_t p = 0; p < kPeriod; ++p) {
      const double x0 = input_x<T>(p), y0 = input_y<T>(p);
      want[p] = add ? x0 + y0 : double(a) * x0 + y0;
    }
    once();
    // One rounding per element (or one fused multiply-add).
    return verify_each(
        state, add ? z.data() : y.data(), [&](std::size_t i) { return want[i % kPeriod]; }, n, sum_rtol<T>(2));
  }
  // axpy alternates the sign of a, so y stays bounded however many calls are timed.
  T call() {
    const T out = once();
    a = -a;
    return out;
  }
  [[nodiscard]] Report report() const {
    return {blas1_cost(kernel.op, n, sizeof(T)),
            threads,
            static_cast<double>(kernel.arrays * n * sizeof(T)),
            1,
            "access=" + std::string(kernel.access) + (impl == Impl::hand ? " " + hand.label() : ""),
            0};
  }
};

template <class T>
void register_dtype(const BenchPlan& plan) {
  const Chosen<Blas1Kernels<T>> hand = blas1_kernels<T>(best_isa());
  for (const BlasSet& set : blas_sets(plan)) {
    if (!measure_dtype_at<T>(plan, set.index, set.ws_bytes)) continue;
    for (const Blas1Kernel& kernel : kBlas1Kernels) {
      const std::size_t n = set.ws_bytes / (kernel.arrays * sizeof(T));
      for (Impl impl : row_impls(kernel))
        for (int threads : set.threads) {
          // Eigen runs BLAS-1 on one thread whatever it is told (reference_blas.hpp).
          if (impl == Impl::eigen && threads != 1) continue;
          add(
              bench_name("blas1", std::string(kernel.name), impl_name(impl), dtype_name<T>(),
                         {{"n", num(n)}, {"threads", std::to_string(threads)}}),
              [=, op = kernel.op](benchmark::State& s) { run_case(s, Blas1Case<T>(op, impl, hand, n, threads)); },
              repetitions_at(plan, static_cast<double>(set.ws_bytes), threads),
              streaming_estimate(threads, static_cast<double>(set.ws_bytes), blas1_cost(kernel.op, n, sizeof(T))));
        }
    }
  }
}

void register_blas1(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

nlohmann::json describe_blas1() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const Blas1Kernel& k : kBlas1Kernels) {
    nlohmann::json entry = describe_row(k);
    entry["arrays_read"] = k.arrays_read;
    entry["arrays_written"] = k.arrays_written;
    entry["flops_per_element"] = k.flops;
    kernels.push_back(entry);
  }
  return {{"description", "BLAS level 1 over contiguous vectors: hand, OpenBLAS and Eigen"}, {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(blas1, register_blas1, describe_blas1);

}  // namespace cpuroof::bench
