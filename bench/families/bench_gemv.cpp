// GEMV (kernels/gemv.hpp): y = A x and y = A^T x with a row-major A, square and rectangular,
// hand kernels beside OpenBLAS and Eigen, at one working set per memory level and every thread
// count, and the quantised (int8-weight) GEMV beside f32 gemv_n. Each kernel's access kind (the roof
// it is judged against) is in its row of kGemvKernels.
#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemv.hpp"
#include "gemv_q8.hpp"
#include "harness.hpp"
#include "reference_blas.hpp"

namespace cpuroof::bench {
namespace {

// Row count over column count: square, tall (many short rows) and wide (few long rows).
struct Shape {
  const char* name;
  double rows_per_column;
};
constexpr Shape kSquare{"square", 1}, kTall{"tall", 16}, kWide{"wide", 1.0 / 16};

template <class T>
struct GemvCase {
  const GemvKernel& kernel;
  Impl impl;
  Chosen<GemvFns<T>> hand;  // the hand loops, chosen at registration
  std::size_t m, n;
  int threads;
  AlignedBuffer<T> a, x, y;

  GemvCase(GemvOp op, Impl impl_, const Chosen<GemvFns<T>>& hand_, std::size_t m_, std::size_t n_, int threads_)
      : kernel(gemv_kernel(op)),
        impl(impl_),
        hand(hand_),
        m(m_),
        n(n_),
        threads(threads_),
        a(m * n),
        x(in()),
        y(out()) {
    // A first touched by the threads that read it: rows for gemv_n, column blocks for gemv_t.
    first_touch(
        threads, [&](int tid, int nt) { return gemv_partition<T>(op, m, n, tid, nt); },
        [&](std::size_t b, std::size_t e) {
          for (std::size_t i = 0; i < m; ++i) {
            if (op == GemvOp::n && (i < b || i >= e)) continue;
            const std::size_t j0 = op == GemvOp::n ? 0 : b, j1 = op == GemvOp::n ? n : e;
            // Row i holds input_x(i * 7 + j): periodic in j.
            fill_periodic(a.data() + i * n, j0, j1, kInputXPeriod,
                          [i](std::size_t k) { return input_x<T>(i * 7 + k); });
          }
        });
    fill_periodic(x.data(), 0, in(), kInputYPeriod, input_y<T>);
    for (std::size_t i = 0; i < out(); ++i) y[i] = T(0);
  }

  [[nodiscard]] std::size_t in() const { return kernel.op == GemvOp::n ? n : m; }
  [[nodiscard]] std::size_t out() const { return kernel.op == GemvOp::n ? m : n; }

  bool verify(benchmark::State& state) {
    call();
    const std::vector<double> want = gemv_reference<T>(kernel.op, m, n, a.data(), n, x.data());
    // Each output is a sum of `in` positive products.
    return bench::verify(state, y.data(), want.data(), out(), sum_rtol<T>(static_cast<double>(in())));
  }
  void call() {
    switch (impl) {
      case Impl::hand:
        gemv<T>(hand.fns, kernel.op, m, n, a.data(), n, x.data(), y.data(), threads);
        return;
      case Impl::openblas:
        gemv_openblas<T>(kernel.op, m, n, a.data(), n, x.data(), y.data(), threads);
        return;
      default:
        gemv_eigen<T>(kernel.op, m, n, a.data(), n, x.data(), y.data(), threads);
        return;
    }
  }
  [[nodiscard]] Report report() const {
    return {gemv_cost(kernel.op, m, n, sizeof(T)),
            threads,
            static_cast<double>((m * n + m + n) * sizeof(T)),
            1,
            "access=" + std::string(kernel.access) + (impl == Impl::hand ? " " + hand.label() : ""),
            0};
  }
};

// The quantised GEMV of an LLM decode step (kernels/gemv_q8.hpp) at the m, n of the f32 square case:
// the same flops on a quarter of the weight bytes. Named with dtype f32 (its arithmetic: the f32
// FMA roof applies) and kernel gemv_q8 (int8 weights).
struct GemvQ8Case {
  GemvQ8Loops loops;
  std::size_t m, n;
  int threads;
  AlignedBuffer<std::int8_t> w;
  AlignedBuffer<float> scale, x, y;

  GemvQ8Case(const GemvQ8Loops& loops_, std::size_t m_, std::size_t n_, int threads_)
      : loops(loops_), m(m_), n(n_), threads(threads_), w(m * n), scale(m), x(n), y(m) {
    first_touch(
        threads, [&](int tid, int nt) { return chunk_range(m, tid, nt, 1); },
        [&](std::size_t b, std::size_t e) {
          for (std::size_t i = b; i < e; ++i)
            for (std::size_t j = 0; j < n; ++j) w[i * n + j] = static_cast<std::int8_t>(1 + (i * 7 + j) % 100);
        });
    for (std::size_t i = 0; i < m; ++i) scale[i] = input_x<float>(i) / 128;
    for (std::size_t j = 0; j < n; ++j) x[j] = input_y<float>(j);
    for (std::size_t i = 0; i < m; ++i) y[i] = 0;
  }

  bool verify(benchmark::State& state) {
    call();
    const std::vector<double> want = gemv_q8_reference(m, n, w.data(), scale.data(), x.data());
    // Each output is a sum of n positive products.
    return bench::verify(state, y.data(), want.data(), m, sum_rtol<float>(static_cast<double>(n)));
  }
  void call() { gemv_q8(loops, m, n, w.data(), scale.data(), x.data(), y.data(), threads); }
  [[nodiscard]] Report report() const {
    return {gemv_q8_cost(m, n),
            threads,
            static_cast<double>(m * n + 4 * (2 * m + n)),
            1,
            "access=read weights=i8 isa=" + std::string(isa_name(loops.isa)),
            0};
  }
};

void register_q8(const BenchPlan& plan, std::size_t m, std::size_t n, const std::vector<int>& thread_counts) {
  const GemvQ8Loops loops = gemv_q8_loops(best_isa());
  for (int threads : thread_counts)
    add(
        bench_name("gemv", "gemv_q8", "hand", "f32",
                   {{"shape", kSquare.name}, {"m", num(m)}, {"n", num(n)}, {"threads", std::to_string(threads)}}),
        [=](benchmark::State& s) { run_case(s, GemvQ8Case(loops, m, n, threads)); },
        repetitions_at(plan, static_cast<double>(m * n), threads),  // int8 weights
        streaming_estimate(threads, static_cast<double>(m * n), gemv_q8_cost(m, n)));
}

template <class T>
void register_shape(const BenchPlan& plan, const Chosen<GemvFns<T>>& hand, Shape shape, std::size_t ws,
                    const std::vector<int>& thread_counts) {
  // ws ~ m n elements: n = sqrt(ws / (rows_per_column * elem)).
  const double elems = static_cast<double>(ws) / sizeof(T);
  const std::size_t n = std::max<std::size_t>(1, static_cast<std::size_t>(std::sqrt(elems / shape.rows_per_column)));
  const std::size_t m = std::max<std::size_t>(1, static_cast<std::size_t>(elems / static_cast<double>(n)));
  for (const GemvKernel& kernel : kGemvKernels)
    for (Impl impl : row_impls(kernel))
      for (int threads : thread_counts) {
        // Eigen runs GEMV on one thread whatever it is told (reference_blas.hpp).
        if (impl == Impl::eigen && threads != 1) continue;
        add(
            bench_name("gemv", std::string(kernel.name), impl_name(impl), dtype_name<T>(),
                       {{"shape", shape.name}, {"m", num(m)}, {"n", num(n)}, {"threads", std::to_string(threads)}}),
            [=, op = kernel.op](benchmark::State& s) { run_case(s, GemvCase<T>(op, impl, hand, m, n, threads)); },
            repetitions_at(plan, static_cast<double>(ws), threads),
            streaming_estimate(threads, static_cast<double>(ws), gemv_cost(kernel.op, m, n, sizeof(T))));
      }
  if (sizeof(T) == 4 && shape.rows_per_column == kSquare.rows_per_column) register_q8(plan, m, n, thread_counts);
}

template <class T>
void register_dtype(const BenchPlan& plan) {
  const Chosen<GemvFns<T>> hand = gemv_kernels<T>(best_isa());
  for (const BlasSet& set : blas_sets(plan)) {
    const std::size_t wi = set.index;
    if (!measure_dtype_at<T>(plan, wi, set.ws_bytes)) continue;
    const auto& threads = set.threads;
    register_shape<T>(plan, hand, kSquare, set.ws_bytes, threads);
    // Rectangular shapes: f64 at every other working set and thread count in the full profile;
    // otherwise the second working set (L2) on all cores, where per-row and per-column-block
    // overheads show most.
    if (plan.profile == Profile::full) {
      if (sizeof(T) == 4 || wi % 2 == 0) continue;
      register_shape<T>(plan, hand, kTall, set.ws_bytes, threads);
      register_shape<T>(plan, hand, kWide, set.ws_bytes, threads);
    } else if (wi == 1) {
      register_shape<T>(plan, hand, kTall, set.ws_bytes, {plan.threads.back()});
      register_shape<T>(plan, hand, kWide, set.ws_bytes, {plan.threads.back()});
    }
  }
}

// A decode step's projection (an 8192 x 8192 layer of a 7-13B model): f32 (256 MiB) and int8 (64 MiB)
// weights both beyond the last cache, where the quantised GEMV's quarter of the bytes shows in time.
constexpr std::size_t kDecodeSide = 8192;

void register_gemv(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
  const std::size_t decode_bytes = kDecodeSide * kDecodeSide * sizeof(float);
  if (plan.profile == Profile::full && decode_bytes <= plan.case_max_bytes)
    register_shape<float>(plan, gemv_kernels<float>(best_isa()), kSquare, decode_bytes, plan.kernel_threads);
}

nlohmann::json describe_gemv() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const GemvKernel& k : kGemvKernels) kernels.push_back(describe_row(k));
  kernels.push_back({{"name", "gemv_q8"},
                     {"description",
                      "y = diag(scale) W x, the quantised GEMV of an LLM decode step: int8 weights W "
                      "(m x n), one f32 scale per row, f32 x and y; weights converted to f32 in "
                      "registers and FMA'd"},
                     {"access", "read"},
                     {"cost", "2mn flop; mn weight bytes + 4(m + n) read, 4m written"},
                     {"impls", "hand"}});
  return {{"description",
           "matrix-vector products with a row-major A, square, tall and wide: hand, OpenBLAS and "
           "Eigen; A dominates the traffic"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(gemv, register_gemv, describe_gemv);

}  // namespace cpuroof::bench
