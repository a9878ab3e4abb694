// BLAS level 1 (kernels/blas1.hpp): z = x + y, axpy, dot (throughput) and dot_1acc (latency), hand
// kernels beside OpenBLAS and Eigen, at one working set per memory level and every thread count.
// Access kinds: add -> the add roof (2 reads, 1 write to a third array); axpy reads x and y and
// writes y in place, no write-allocate -> the axpy roof (the stream kind of the same shape: the
// triad roof would charge a third array, the one-array update roof has fewer loads per store);
// dot -> the dot roof (two arrays read: on some hosts two streams draw more from DRAM than the one
// of the read roof, which a hand dot then exceeded).
#include <vector>

#include "aligned_buffer.hpp"
#include "blas1.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "parallel.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

enum class Impl { hand, openblas, eigen };

const char* impl_name(Impl impl) {
  switch (impl) {
    case Impl::hand: return "hand";
    case Impl::openblas: return "openblas";
    case Impl::eigen: return "eigen";
  }
  return "";
}

const char* access_kind(Blas1Op op) {
  switch (op) {
    case Blas1Op::add: return "add";
    case Blas1Op::axpy: return "axpy";
    default: return "dot";
  }
}

// One call of the op through the chosen implementation; returns the dot product (0 otherwise).
template <class T>
T call(Impl impl, Blas1Op op, Isa isa, T a, const T* x, T* y, T* z, std::size_t n, int threads) {
  switch (op) {
    case Blas1Op::add:
      if (impl == Impl::hand) vec_add<T>(isa, x, y, z, n, threads);
      else vec_add_eigen<T>(x, y, z, n, threads);
      return 0;
    case Blas1Op::axpy:
      if (impl == Impl::hand) axpy<T>(isa, a, x, y, n, threads);
      else if (impl == Impl::openblas) axpy_openblas<T>(a, x, y, n, threads);
      else axpy_eigen<T>(a, x, y, n, threads);
      return 0;
    case Blas1Op::dot:
      if (impl == Impl::hand) return dot<T>(isa, x, y, n, threads);
      if (impl == Impl::openblas) return dot_openblas<T>(x, y, n, threads);
      return dot_eigen<T>(x, y, n, threads);
    case Blas1Op::dot_1acc: return dot_1acc<T>(isa, x, y, n, threads);
  }
  return 0;
}

template <class T>
bool check(benchmark::State& state, Impl impl, Blas1Op op, Isa isa, const T* x, T* y, T* z, std::size_t n,
           int threads) {
  const T a = T(0.5);
  if (op == Blas1Op::dot || op == Blas1Op::dot_1acc) {
    double want = 0;
    for (std::size_t i = 0; i < n; ++i) want += static_cast<double>(x[i]) * static_cast<double>(y[i]);
    const T got = call<T>(impl, op, isa, a, x, y, z, n, threads);
    // Worst case: one chain sums every term (dot_1acc's lanes and the threads only shorten chains).
    return verify(state, &got, &want, 1, sum_rtol<T>(static_cast<double>(n)));
  }
  const std::vector<T> y_before(y, y + n);
  call<T>(impl, op, isa, a, x, y, z, n, threads);
  const T* got = op == Blas1Op::add ? z : y;
  // One rounding per element (or one fused multiply-add).
  return verify_each(state, got,
                     [&](std::size_t i) {
                       return op == Blas1Op::add ? static_cast<double>(x[i]) + y_before[i]
                                                 : 0.5 * static_cast<double>(x[i]) + y_before[i];
                     },
                     n, sum_rtol<T>(2));
}

template <class T>
void run(benchmark::State& state, Impl impl, Blas1Op op, std::size_t n, int threads) {
  const Isa isa = best_isa();
  AlignedBuffer<T> x(n), y(n), z(n);
  parallel_chunks<T>(n, threads, [&](Range r, int) {
    for (std::size_t i = r.begin; i < r.end; ++i) { x[i] = input_x<T>(i); y[i] = input_y<T>(i); z[i] = T(0); }
  });
  if (first_call() && !check<T>(state, impl, op, isa, x.data(), y.data(), z.data(), n, threads)) return;

  // axpy alternates the sign of a, so y stays bounded however many calls are timed.
  T a = T(0.5);
  for (auto _ : state) {
    benchmark::DoNotOptimize(call<T>(impl, op, isa, a, x.data(), y.data(), z.data(), n, threads));
    benchmark::ClobberMemory();
    a = -a;
  }
  set_counters(state, blas1_cost(op, n, sizeof(T)), threads, static_cast<double>(blas1_arrays(op) * n * sizeof(T)));
  std::string label = std::string("access=") + access_kind(op);
  if (impl == Impl::hand) label += " isa=" + std::string(isa_name(isa));
  state.SetLabel(label);
}

std::vector<Impl> impls(Blas1Op op) {
  switch (op) {
    case Blas1Op::add: return {Impl::hand, Impl::eigen};
    case Blas1Op::dot_1acc: return {Impl::hand};
    default: return {Impl::hand, Impl::openblas, Impl::eigen};
  }
}

template <class T>
void register_dtype(const BenchPlan& plan) {
  const auto sets = blas_working_sets(plan);
  for (std::size_t wi = 0; wi < sets.size(); ++wi) {
    if (!measure_dtype_at<T>(plan, wi, sets[wi])) continue;
    for (Blas1Op op : kAllBlas1Ops) {
      const std::size_t n = sets[wi] / (blas1_arrays(op) * sizeof(T));
      for (Impl impl : impls(op))
        for (int threads : blas_threads(plan, sets[wi])) {
          // Eigen runs BLAS-1 on one thread whatever it is told (reference_blas.hpp).
          if (impl == Impl::eigen && threads != 1) continue;
          add(bench_name("blas1", std::string(blas1_op_name(op)), impl_name(impl), dtype_name<T>(),
                         {{"n", num(n)}, {"threads", std::to_string(threads)}}),
              [=](benchmark::State& s) { run<T>(s, impl, op, n, threads); });
        }
    }
  }
}

void register_blas1(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

}  // namespace

CPUROOF_BENCH_FAMILY(blas1, register_blas1);

}  // namespace cpuroof::bench
