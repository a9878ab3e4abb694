// Tiny fixed-size ops (kernels/tiny.hpp), one kernel call per iteration at one thread, so
// time_per_call_ns is the time of one call: 4x4x4, 8x8x8 and 16x16x16 matmul, dot and axpy at
// n = 4 ... 64. Four ways to call each:
//   <op>/hand          the hand kernel, inlined at the call site
//   <op>_fnptr/hand    the same kernel through a volatile function pointer: an opaque call
//   <op>/eigen         Eigen's fixed-size types (inline too)
//   <op>/openblas      the cblas call (argument checks, dispatch, its own loops)
//   matmul/naive       the plain triple loop, auto-vectorised (matmul only: for dot and axpy the
//                      plain loop is what the hand kernel already is)
// Far below both roofs, these are overhead-bound: per-call costs, not the machine, set the time.
// Inputs rotate among kSets copies, and memory is clobbered after every call, so nothing can be
// folded at compile time or hoisted out of the timing loop.
#include <vector>

#include "aligned_buffer.hpp"
#include "blas1.hpp"
#include "blas_common.hpp"
#include "harness.hpp"
#include "reference_blas.hpp"
#include "reference_tiny.hpp"
#include "tiny.hpp"

namespace cpuroof::bench {
namespace {

enum class Op { matmul, dot, axpy };
enum class Via { hand, fnptr, eigen, openblas, loop };

constexpr std::size_t kSets = 4;

const char* op_name(Op op) { return op == Op::matmul ? "matmul" : op == Op::dot ? "dot" : "axpy"; }

std::string kernel_name(Op op, Via via) { return std::string(op_name(op)) + (via == Via::fnptr ? "_fnptr" : ""); }
const char* impl_name(Via via) {
  switch (via) {
    case Via::eigen: return "eigen";
    case Via::openblas: return "openblas";
    case Via::loop: return "naive";
    default: return "hand";
  }
}

// Operand elements of one call: N x N matrices, or vectors of N.
template <int N> constexpr std::size_t operand_elems(Op op) { return op == Op::matmul ? std::size_t{N} * N : N; }

template <int N, class T, Via V>
void matmul(const T* a, const T* b, T* c) {
  using Fn = void (*)(const T*, const T*, T*);
  if constexpr (V == Via::hand) tiny_matmul<N>(a, b, c);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_matmul<N, T>;
    fn(a, b, c);
  } else if constexpr (V == Via::eigen) tiny_matmul_eigen<N>(a, b, c);
  else if constexpr (V == Via::loop) tiny_matmul_loop<N>(a, b, c);
  else tiny_matmul_openblas<N>(a, b, c);
}

template <int N, class T, Via V>
T dot_call(const T* x, const T* y) {
  using Fn = T (*)(const T*, const T*);
  if constexpr (V == Via::hand) return tiny_dot<N>(x, y);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_dot<N, T>;
    return fn(x, y);
  } else if constexpr (V == Via::eigen) return tiny_dot_eigen<N>(x, y);
  else return tiny_dot_openblas<N>(x, y);
}

template <int N, class T, Via V>
void axpy_call(T a, const T* x, T* y) {
  using Fn = void (*)(T, const T*, T*);
  if constexpr (V == Via::hand) tiny_axpy<N>(a, x, y);
  else if constexpr (V == Via::fnptr) {
    Fn volatile fn = &tiny_axpy<N, T>;
    fn(a, x, y);
  } else if constexpr (V == Via::eigen) tiny_axpy_eigen<N>(a, x, y);
  else tiny_axpy_openblas<N>(a, x, y);
}

template <int N, class T, Via V>
bool check(benchmark::State& state, Op op, const T* a, const T* b, T* c) {
  if (op == Op::matmul) {
    matmul<N, T, V>(a, b, c);
    // Each element: N positive products.
    return verify_each(state, c,
                       [&](std::size_t idx) {
                         double s = 0;
                         for (int k = 0; k < N; ++k) s += static_cast<double>(a[idx / N * N + k]) * b[k * N + idx % N];
                         return s;
                       },
                       std::size_t{N} * N, sum_rtol<T>(N));
  }
  if (op == Op::dot) {
    double want = 0;
    for (int i = 0; i < N; ++i) want += static_cast<double>(a[i]) * b[i];
    const T got = dot_call<N, T, V>(a, b);
    return verify(state, &got, &want, 1, sum_rtol<T>(N));
  }
  const std::vector<T> before(c, c + N);
  axpy_call<N, T, V>(T(0.5), a, c);
  return verify_each(state, c, [&](std::size_t i) { return 0.5 * static_cast<double>(a[i]) + before[i]; }, N,
                     sum_rtol<T>(2));
}

template <int N, class T, Via V>
void run(benchmark::State& state, Op op) {
  const std::size_t e = operand_elems<N>(op);
  AlignedBuffer<T> a(kSets * e), b(kSets * e), c(kSets * e);
  for (std::size_t i = 0; i < kSets * e; ++i) { a[i] = input_x<T>(i); b[i] = input_y<T>(i); c[i] = T(0); }
  set_library_threads(1);
  if (first_call() && !check<N, T, V>(state, op, a.data(), b.data(), c.data())) return;

  std::size_t it = 0;
  T alpha = T(0.5);  // axpy alternates its sign: y stays bounded however many calls are timed
  for (auto _ : state) {
    const std::size_t s = (it++ % kSets) * e;
    if (op == Op::matmul) matmul<N, T, V>(a.data() + s, b.data() + s, c.data() + s);
    else if (op == Op::dot) benchmark::DoNotOptimize(dot_call<N, T, V>(a.data() + s, b.data() + s));
    else axpy_call<N, T, V>(alpha, a.data() + s, c.data() + s);
    benchmark::ClobberMemory();
    alpha = -alpha;
  }
  const Cost cost = op == Op::matmul ? tiny_matmul_cost(N, sizeof(T))
                                     : blas1_cost(op == Op::dot ? Blas1Op::dot : Blas1Op::axpy, N, sizeof(T));
  set_counters(state, cost, 1, static_cast<double>((op == Op::dot ? 2 : 3) * e * sizeof(T)));
  if (V == Via::hand || V == Via::fnptr || V == Via::loop) {
    constexpr std::string_view isa = tiny_compiled_isa();
    if (!isa.empty()) state.SetLabel("isa=" + std::string(isa));
  }
}

template <int N, class T>
void register_n(Op op) {
  auto one = [op](Via via, void (*fn)(benchmark::State&, Op)) {
    add(bench_name("tiny", kernel_name(op, via), impl_name(via), dtype_name<T>(), {{"n", num(N)}, {"threads", "1"}}),
        [fn, op](benchmark::State& s) { fn(s, op); });
  };
  one(Via::hand, &run<N, T, Via::hand>);
  one(Via::fnptr, &run<N, T, Via::fnptr>);
  one(Via::eigen, &run<N, T, Via::eigen>);
  one(Via::openblas, &run<N, T, Via::openblas>);
  if (op == Op::matmul) one(Via::loop, &run<N, T, Via::loop>);
}

template <class T>
void register_dtype(const BenchPlan& plan) {
  register_n<4, T>(Op::matmul);
  register_n<4, T>(Op::dot);
  register_n<4, T>(Op::axpy);
  if (plan.profile == Profile::smoke) return;
  register_n<8, T>(Op::matmul);
  register_n<16, T>(Op::matmul);
  for (Op op : {Op::dot, Op::axpy}) {
    register_n<16, T>(op);
    register_n<64, T>(op);
  }
}

void register_tiny(const BenchPlan& plan) {
  register_dtype<double>(plan);
  register_dtype<float>(plan);
}

}  // namespace

CPUROOF_BENCH_FAMILY(tiny, register_tiny, [] { return nlohmann::json::object(); });

}  // namespace cpuroof::bench
