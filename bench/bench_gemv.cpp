// GEMV (kernels/gemv.hpp): y = A x and y = A^T x with a row-major A, square and rectangular,
// hand kernels beside OpenBLAS and Eigen, at one working set per memory level and every thread
// count. A dominates the traffic: the read roof applies.
#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemv.hpp"
#include "harness.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

enum class Impl { hand, openblas, eigen };
const char* impl_name(Impl impl) { return impl == Impl::hand ? "hand" : impl == Impl::openblas ? "openblas" : "eigen"; }

// Row count over column count: square, tall (many short rows) and wide (few long rows).
struct Shape {
  const char* name;
  double rows_per_column;
};
constexpr Shape kSquare{"square", 1}, kTall{"tall", 16}, kWide{"wide", 1.0 / 16};

template <class T>
void call(Impl impl, GemvOp op, Isa isa, std::size_t m, std::size_t n, const T* a, const T* x, T* y, int threads) {
  switch (impl) {
    case Impl::hand: gemv<T>(isa, op, m, n, a, n, x, y, threads); return;
    case Impl::openblas: gemv_openblas<T>(op, m, n, a, n, x, y, threads); return;
    case Impl::eigen: gemv_eigen<T>(op, m, n, a, n, x, y, threads); return;
  }
}

template <class T>
void run(benchmark::State& state, Impl impl, GemvOp op, std::size_t m, std::size_t n, int threads) {
  const Isa isa = best_isa();
  const std::size_t in = op == GemvOp::n ? n : m, out = op == GemvOp::n ? m : n;
  AlignedBuffer<T> a(m * n), x(in), y(out);
  // A first touched by the threads that read it: rows for gemv_n, column blocks for gemv_t.
  first_touch(threads, [&](int tid, int nt) { return gemv_partition<T>(op, m, n, tid, nt); },
              [&](std::size_t b, std::size_t e) {
                for (std::size_t i = 0; i < m; ++i) {
                  if (op == GemvOp::n && (i < b || i >= e)) continue;
                  const std::size_t j0 = op == GemvOp::n ? 0 : b, j1 = op == GemvOp::n ? n : e;
                  for (std::size_t j = j0; j < j1; ++j) a[i * n + j] = input_x<T>(i * 7 + j);
                }
              });
  for (std::size_t i = 0; i < in; ++i) x[i] = input_y<T>(i);
  for (std::size_t i = 0; i < out; ++i) y[i] = T(0);

  if (first_call()) {
    call<T>(impl, op, isa, m, n, a.data(), x.data(), y.data(), threads);
    std::vector<double> want(out, 0.0);
    for (std::size_t i = 0; i < m; ++i)
      for (std::size_t j = 0; j < n; ++j)
        want[op == GemvOp::n ? i : j] += static_cast<double>(a[i * n + j]) * x[op == GemvOp::n ? j : i];
    // Each output is a sum of `in` positive products.
    if (!verify(state, y.data(), want.data(), out, sum_rtol<T>(static_cast<double>(in)))) return;
  }

  for (auto _ : state) {
    call<T>(impl, op, isa, m, n, a.data(), x.data(), y.data(), threads);
    benchmark::ClobberMemory();
  }
  set_counters(state, gemv_cost(op, m, n, sizeof(T)), threads, static_cast<double>((m * n + m + n) * sizeof(T)));
  state.SetLabel(impl == Impl::hand ? "access=read isa=" + std::string(isa_name(isa)) : std::string("access=read"));
}

template <class T>
void register_shape(Shape shape, std::size_t ws, const std::vector<int>& thread_counts) {
  // ws ~ m n elements: n = sqrt(ws / (rows_per_column * elem)).
  const double elems = static_cast<double>(ws) / sizeof(T);
  const std::size_t n = std::max<std::size_t>(1, static_cast<std::size_t>(std::sqrt(elems / shape.rows_per_column)));
  const std::size_t m = std::max<std::size_t>(1, static_cast<std::size_t>(elems / static_cast<double>(n)));
  for (GemvOp op : {GemvOp::n, GemvOp::t})
    for (Impl impl : {Impl::hand, Impl::openblas, Impl::eigen})
      for (int threads : thread_counts) {
        // Eigen runs GEMV on one thread whatever it is told (reference_blas.hpp).
        if (impl == Impl::eigen && threads != 1) continue;
        add(bench_name("gemv", op == GemvOp::n ? "gemv_n" : "gemv_t", impl_name(impl), dtype_name<T>(),
                       {{"shape", shape.name}, {"m", num(m)}, {"n", num(n)}, {"threads", std::to_string(threads)}}),
            [=](benchmark::State& s) { run<T>(s, impl, op, m, n, threads); });
      }
}

template <class T>
void register_dtype(const BenchPlan& plan) {
  const auto sets = blas_working_sets(plan);
  for (std::size_t wi = 0; wi < sets.size(); ++wi) {
    if (!measure_dtype_at<T>(plan, wi, sets[wi])) continue;
    const auto threads = blas_threads(plan, sets[wi]);
    register_shape<T>(kSquare, sets[wi], threads);
    // Rectangular shapes: f64 at every other working set and thread count in the full profile;
    // otherwise the second working set (L2) on all cores, where per-row and per-column-block
    // overheads show most.
    if (plan.profile == Profile::full) {
      if (sizeof(T) == 4 || wi % 2 == 0) continue;
      register_shape<T>(kTall, sets[wi], threads);
      register_shape<T>(kWide, sets[wi], threads);
    } else if (wi == 1) {
      register_shape<T>(kTall, sets[wi], {plan.threads.back()});
      register_shape<T>(kWide, sets[wi], {plan.threads.back()});
    }
  }
}

void register_gemv(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

}  // namespace

CPUROOF_BENCH_FAMILY(gemv, register_gemv, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
