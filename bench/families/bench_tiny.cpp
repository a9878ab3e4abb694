// Tiny fixed-size ops (kernels/tiny.hpp), one kernel call per iteration at one thread, so
// time_per_call_ns is the time of one call: every row of kTinyKernels at the sizes of its row
// (matmul 4x4x4 ... 16x16x16, dot and axpy at n = 4 ... 64). Up to five ways to call each:
//   <op>/hand          the hand kernel, inlined at the call site
//   <op>_fnptr/hand    the same kernel through a volatile function pointer: an opaque call
//   <op>/eigen         Eigen's fixed-size types (inline too), where the row names them
//   <op>/openblas      the cblas call (argument checks, dispatch, its own loops), likewise
//   <op>/naive         the plain loop, auto-vectorised, where the row names one (matmul: for dot and
//                      axpy the plain loop is what the hand kernel already is)
// Far below both roofs, these are overhead-bound: per-call costs, not the machine, set the time.
// Inputs rotate among kSets copies, and memory is clobbered after every call, so nothing can be
// folded at compile time or hoisted out of the timing loop.
#include <utility>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "reference_blas.hpp"
#include "reference_tiny.hpp"
#include "tiny.hpp"

namespace cpuroof::bench {
namespace {

// How a benchmark calls the kernel: a compile-time choice, so that the hand and Eigen calls inline.
enum class Via { hand, fnptr, eigen, openblas, loop };

constexpr Impl via_impl(Via via) {
  switch (via) {
    case Via::eigen:
      return Impl::eigen;
    case Via::openblas:
      return Impl::openblas;
    case Via::loop:
      return Impl::naive;
    default:
      return Impl::hand;
  }
}

constexpr std::size_t kSets = 4;

template <int N, class T, Via V>
inline void matmul_call(const T* a, const T* b, T* c) {
  using Fn = void (*)(const T*, const T*, T*);
  if constexpr (V == Via::hand)
    tiny_matmul<N>(a, b, c);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_matmul<N, T>;
    fn(a, b, c);
  } else if constexpr (V == Via::eigen)
    tiny_matmul_eigen<N>(a, b, c);
  else if constexpr (V == Via::loop)
    tiny_matmul_loop<N>(a, b, c);
  else
    tiny_matmul_openblas<N>(a, b, c);
}

template <int N, class T, Via V>
inline T dot_call(const T* x, const T* y) {
  using Fn = T (*)(const T*, const T*);
  if constexpr (V == Via::hand)
    return tiny_dot<N>(x, y);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_dot<N, T>;
    return fn(x, y);
  } else if constexpr (V == Via::eigen)
    return tiny_dot_eigen<N>(x, y);
  else
    return tiny_dot_openblas<N>(x, y);
}

template <int N, class T, Via V>
inline void axpy_call(T a, const T* x, T* y) {
  using Fn = void (*)(T, const T*, T*);
  if constexpr (V == Via::hand)
    tiny_axpy<N>(a, x, y);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_axpy<N, T>;
    fn(a, x, y);
  } else if constexpr (V == Via::eigen)
    tiny_axpy_eigen<N>(a, x, y);
  else
    tiny_axpy_openblas<N>(a, x, y);
}

// One way of calling one row's kernel at one size: kSets copies of its operands (N x N matrices or
// vectors of N), rotated call by call.
template <class T, int N, TinyOp Op, Via V>
struct TinyCase {
  static constexpr std::size_t e = Op == TinyOp::matmul ? std::size_t{N} * N : std::size_t{N};
  AlignedBuffer<T> a, b, c;
  std::size_t it = 0;
  T alpha = T(0.5);  // axpy alternates its sign: y stays bounded however many calls are timed

  TinyCase() : a(kSets * e), b(kSets * e), c(kSets * e) {
    for (std::size_t i = 0; i < kSets * e; ++i) {
      a[i] = input_x<T>(i);
      b[i] = input_y<T>(i);
      c[i] = T(0);
    }
    set_library_threads(1);
  }

  bool verify(benchmark::State& state) {
    if constexpr (Op == TinyOp::matmul) {
      matmul_call<N, T, V>(a.data(), b.data(), c.data());
      // Each element: N positive products.
      return verify_each(
          state, c.data(),
          [&](std::size_t idx) {
            double s = 0;
            for (int k = 0; k < N; ++k)
              s += static_cast<double>(a[idx / N * N + k]) * static_cast<double>(b[k * N + idx % N]);
            return s;
          },
          e, sum_rtol<T>(N));
    } else if constexpr (Op == TinyOp::dot) {
      double want = 0;
      for (int i = 0; i < N; ++i) want += static_cast<double>(a[i]) * b[i];
      const T got = dot_call<N, T, V>(a.data(), b.data());
      return bench::verify(state, &got, &want, 1, sum_rtol<T>(N));
    } else {
      const std::vector<T> before(c.data(), c.data() + N);
      axpy_call<N, T, V>(T(0.5), a.data(), c.data());
      return verify_each(
          state, c.data(), [&](std::size_t i) { return 0.5 * static_cast<double>(a[i]) + before[i]; }, N,
          sum_rtol<T>(2));
    }
  }

  // Inlined into run_case's timed loop, so that the hand kernel is inlined at the call site.
  [[gnu::always_inline]] inline auto call() {
    const std::size_t s = (it++ % kSets) * e;
    if constexpr (Op == TinyOp::matmul) {
      matmul_call<N, T, V>(a.data() + s, b.data() + s, c.data() + s);
    } else if constexpr (Op == TinyOp::dot) {
      return dot_call<N, T, V>(a.data() + s, b.data() + s);
    } else {
      axpy_call<N, T, V>(alpha, a.data() + s, c.data() + s);
      alpha = -alpha;
    }
  }

  [[nodiscard]] Report report() const {
    // The operands one call touches, as this bench has always counted them: axpy's count includes
    // a third N-element operand it does not use, kept so that runs stay comparable.
    const std::size_t operands = Op == TinyOp::dot ? 2 : 3;
    std::string label;
    if constexpr (V == Via::hand || V == Via::fnptr || V == Via::loop) {
      constexpr std::string_view isa = tiny_compiled_isa();
      if (!isa.empty()) label = "isa=" + std::string(isa);
    }
    return {tiny_cost(Op, N, sizeof(T)), 1, static_cast<double>(operands * e * sizeof(T)), 1, label, 0};
  }
};

template <class T, int N, TinyOp Op, Via V>
void add_via() {
  constexpr const TinyKernel& kernel = tiny_kernel(Op);
  add(
      bench_name("tiny", std::string(kernel.name) + (V == Via::fnptr ? "_fnptr" : ""), impl_name(via_impl(V)),
                 dtype_name<T>(), {{"n", num(N)}, {"threads", "1"}}),
      [](benchmark::State& s) { run_case(s, TinyCase<T, N, Op, V>()); }, 0,
      streaming_estimate(1, static_cast<double>(3 * N * sizeof(T)), tiny_cost(Op, N, sizeof(T))));
}

// Every way the row names of calling its kernel at size N.
template <class T, int N, TinyOp Op>
void register_n() {
  constexpr const TinyKernel& kernel = tiny_kernel(Op);
  add_via<T, N, Op, Via::hand>();
  add_via<T, N, Op, Via::fnptr>();
  if constexpr (!kernel.eigen.empty()) add_via<T, N, Op, Via::eigen>();
  if constexpr (!kernel.openblas.empty()) add_via<T, N, Op, Via::openblas>();
  if constexpr (!kernel.naive.empty()) add_via<T, N, Op, Via::loop>();
}

// The row's sizes: the smoke profile the first only.
template <class T, std::size_t K>
void register_row(const BenchPlan& plan) {
  constexpr TinyKernel kernel = kTinyKernels[K];
  register_n<T, kernel.sizes[0], kernel.op>();
  if (plan.profile == Profile::smoke) return;
  register_n<T, kernel.sizes[1], kernel.op>();
  register_n<T, kernel.sizes[2], kernel.op>();
}

template <class T, std::size_t... K>
void register_dtype(const BenchPlan& plan, std::index_sequence<K...>) {
  (register_row<T, K>(plan), ...);
}

void register_tiny(const BenchPlan& plan) {
  constexpr auto rows = std::make_index_sequence<std::size(kTinyKernels)>{};
  register_dtype<double>(plan, rows);
  register_dtype<float>(plan, rows);
}

nlohmann::json describe_tiny() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const TinyKernel& k : kTinyKernels) {
    nlohmann::json entry = describe_row(k);
    std::string sizes;
    for (int n : k.sizes) sizes += (sizes.empty() ? "" : " ") + std::to_string(n);
    entry["sizes"] = sizes;
    kernels.push_back(entry);
    nlohmann::json fnptr = entry;
    fnptr["name"] = std::string(k.name) + "_fnptr";
    fnptr["description"] = std::string(k.description) + "; through a volatile function pointer: an opaque call";
    fnptr["impls"] = impl_name(Impl::hand);
    for (const char* baseline : {"openblas", "eigen", "naive"}) fnptr.erase(baseline);
    kernels.push_back(fnptr);
  }
  return {{"description",
           "fixed-size kernels (sizes are template arguments), one call per iteration on one thread: "
           "overhead-bound, far below both roofs; ISA: the bench's own compile flags (" +
               std::string(tiny_compiled_isa().empty() ? "baseline" : tiny_compiled_isa()) + ")"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(tiny, register_tiny, describe_tiny);

}  // namespace cpuroof::bench
