#pragma once
// Tiny fixed-size kernels: sizes are template arguments, so every loop is fully unrolled and
// vectorised at compile time (GCC vector types), and the kernels are inline so that a call site pays
// no call at all. One row of kTinyKernels per kernel (its facts: cost, baselines, the sizes the bench
// instantiates); the bench, the tests and the run's kernel catalogue derive from the rows.
// They are not built per ISA level (cmake/IsaLevels.cmake) and have no run-time dispatch: inlining
// is what they measure, so they are compiled with the flags of the code that includes them (the
// bench: -march=native when CPUROOF_NATIVE is on); tiny_compiled_isa() says which level that was.
// Row-major N x N matrices.
#include <array>
#include <cstddef>
#include <cstring>
#include <utility>
#include <string_view>

#include "blas1.hpp"
#include "cost.hpp"
#include "isa_compiled.hpp"

namespace cpuroof {

enum class TinyOp { matmul, dot, axpy };

struct TinyKernel {
  TinyOp op;
  std::string_view name;  // the kernel in benchmark names (its opaque-call variant: <name>_fnptr)
  std::string_view description;
  std::string_view cost;      // tiny_cost, in words
  std::string_view openblas;  // the OpenBLAS baseline (reference_tiny.hpp), "" for none
  std::string_view eigen;     // the Eigen baseline (reference_tiny.hpp), "" for none
  std::string_view naive;     // the plain loop (reference_tiny.hpp), "" where the hand kernel is one
  std::array<int, 3> sizes;   // N the bench instantiates; the smoke profile the first only
};

// Far below both roofs: overhead-bound, so no access kind.
inline constexpr TinyKernel kTinyKernels[] = {
    {TinyOp::matmul,
     "matmul",
     "C = A B, N x N: a register tile of C takes all N rank-1 updates",
     "2N^3 flop; 2N^2 elements read, N^2 written",
     "cblas_?gemm",
     "fixed-size Matrix<N, N> product",
     "the plain triple loop, auto-vectorised (tiny_matmul_loop)",
     {4, 8, 16}},
    {TinyOp::dot,
     "dot",
     "sum x[i]*y[i] over N, two vector accumulators",
     "2N flop; 2N elements read",
     "cblas_?dot",
     "fixed-size Matrix<N, 1>::dot",
     "",
     {4, 16, 64}},
    {TinyOp::axpy,
     "axpy",
     "y = a*x + y over N",
     "2N flop; 2N elements read, N written",
     "cblas_?axpy",
     "fixed-size Matrix<N, 1> += a * x",
     "",
     {4, 16, 64}},
};

constexpr const TinyKernel& tiny_kernel(TinyOp op) { return kTinyKernels[static_cast<std::size_t>(op)]; }

inline Cost tiny_matmul_cost(std::size_t n, std::size_t elem_bytes) {
  const double N = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  return {2 * N * N * N, 2 * N * N * b, N * N * b};
}

// One call of a row's kernel at size n: tiny_matmul_cost, or blas1_cost of dot and axpy.
inline Cost tiny_cost(TinyOp op, std::size_t n, std::size_t elem_bytes) {
  switch (op) {
    case TinyOp::matmul:
      return tiny_matmul_cost(n, elem_bytes);
    case TinyOp::dot:
      return blas1_cost(Blas1Op::dot, n, elem_bytes);
    case TinyOp::axpy:
      return blas1_cost(Blas1Op::axpy, n, elem_bytes);
  }
  return {};
}

// The widest level the including translation unit was compiled for (isa_compiled.hpp, from the ISA
// table's rows); empty below every level.
constexpr std::string_view tiny_compiled_isa() { return CPUROOF_COMPILED_ISA; }

namespace tiny_detail {

// GCC vector types as wide as the including unit's widest registers; the kernels below use them
// when a row is a whole number of such vectors, and plain loops otherwise.
// A level of single elements (or none) still has 16-byte vectors (SSE2 and Advanced SIMD are baseline).
constexpr int kVectorBytes = CPUROOF_COMPILED_VECTOR_BYTES > 16 ? CPUROOF_COMPILED_VECTOR_BYTES : 16;

// Lanes per vector: the widest power of two that fits both the registers and one row.
template <class T, int N>
constexpr int lanes() {
  int l = kVectorBytes / static_cast<int>(sizeof(T));
  while (l > N) l /= 2;
  return l;
}
template <class T, int N>
constexpr bool vectorised() {
  return N % lanes<T, N>() == 0;
}

template <class T, int L>
struct VectorOf {
  typedef T type __attribute__((vector_size(L * sizeof(T))));
};
template <class T, int L>
using Vector = typename VectorOf<T, L>::type;

template <class V, class T>
inline V load(const T* p) {
  V v;
  std::memcpy(&v, p, sizeof(V));
  return v;
}
template <class V, class T>
inline void store(T* p, V v) {
  std::memcpy(p, &v, sizeof(V));
}

// Pins a loaded vector to a register. Left alone, GCC folds a row of B into every multiply-add that
// uses it, one load each: the 4x4x4 f64 kernel then issues 32 loads instead of 20, and loads, not
// multiply-adds, set its time.
template <class V>
inline V in_register(V v) {
#if defined(__aarch64__)
  if constexpr (sizeof(V) >= 16) asm volatile("" : "+w"(v));  // narrower vectors live in scalar registers
#else
  if constexpr (sizeof(V) >= 16) asm volatile("" : "+x"(v));
#endif
  return v;
}

// Accumulator registers a register tile of C may take, leaving room for B's row and a broadcast:
// half the architectural registers (32 with AVX-512 and on aarch64, else 16).
#if defined(__aarch64__)
constexpr int kAccumulators = 16;
#else
constexpr int kAccumulators = kVectorBytes == 64 ? 16 : 8;
#endif

// The largest divisor of n that is at most cap (at least 1).
constexpr int divisor_at_most(int n, int cap) {
  int d = cap < n ? cap : n;
  while (d > 1 && n % d != 0) --d;
  return d < 1 ? 1 : d;
}

// Whether a vector register holds exactly two rows of an N x N matrix of T.
template <class T, int N>
constexpr bool two_rows_per_vector() {
  return N % 2 == 0 && 2 * N * static_cast<int>(sizeof(T)) == kVectorBytes;
}

// A vector of N lanes twice over, as one of 2N lanes (in registers: a broadcast of 128 bits).
template <int N, class H, std::size_t... I>
inline auto duplicated(H half, std::index_sequence<I...>) {
  return __builtin_shufflevector(half, half, (I % N)...);
}

// Lane K of the first half copied over the first half, lane N + K over the second (in-lane).
template <int N, int K, class V, std::size_t... I>
inline V splat_halves(V v, std::index_sequence<I...>) {
  return __builtin_shufflevector(v, v, (I < N ? K : N + K)...);
}

// C = A B when one register holds two rows (f32 4x4 under AVX2, f64 4x4 under AVX-512): rows i and i+1 of A in one
// load, A[i,k] and A[i+1,k] spread over their halves by an in-lane shuffle, B's row k in both halves: N multiply-adds
// per two rows of C and no broadcast from memory, which on Zen-class cores costs a shuffle-pipe slot per element. The
// shuffles then set its time: f64 4x4 at AVX-512 took 8.0 cycles a call on Zen 5 against 7.3-7.4 for its 12 shuffles
// and 8 FMAs alone, which share the FP pipes; its loads alone took 5 (scripts/probes/tiny_matmul_limits.sh, README "How
// it measures").
template <int N, class T>
inline void matmul_two_rows(const T* a, const T* b, T* c) {
  using V = Vector<T, 2 * N>;
  V bk[N];
#pragma GCC unroll 16
  for (int k = 0; k < N; ++k) bk[k] = duplicated<N>(load<Vector<T, N>>(b + k * N), std::make_index_sequence<2 * N>{});
  constexpr auto lanes = std::make_index_sequence<2 * N>{};
#pragma GCC unroll 16
  for (int i = 0; i < N; i += 2) {
    const V rows = load<V>(a + i * N);
    // Sum over k of splat(rows, k) * B[k], unrolled at compile time (shuffle lanes are constants).
    const V acc = [&]<int... K>(std::integer_sequence<int, K...>) {
      return ((splat_halves<N, K>(rows, lanes) * bk[K]) + ...);
    }
    (std::make_integer_sequence<int, N>{});
    store(c + i * N, acc);
  }
}

}  // namespace tiny_detail

// A register tile of RB rows of C (R vectors each) takes all N rank-1 updates: per k, the R
// vectors of B's row k are loaded once for RB broadcasts of A[i,k] (loads and broadcasts from
// memory). The first update is a multiply, not an add to zero. Calls run back to back in any real
// use, so throughput, not one call's FMA chain, sets the time: one chain per accumulator keeps the
// instruction count lowest.
template <int N, class T>
inline void tiny_matmul(const T* a, const T* b, T* c) {
  using namespace tiny_detail;
  if constexpr (two_rows_per_vector<T, N>()) {
    matmul_two_rows<N>(a, b, c);
  } else if constexpr (vectorised<T, N>()) {
    constexpr int L = lanes<T, N>(), R = N / L;
    constexpr int RB = divisor_at_most(N, kAccumulators / R > 0 ? kAccumulators / R : 1);
    using V = Vector<T, L>;
    // Not unrolled, and no __restrict: otherwise the compiler hoists all of B out of the tile loop
    // and spills it to the stack.
#pragma GCC unroll 1
    for (int i0 = 0; i0 < N; i0 += RB) {
      V acc[RB][R];
#pragma GCC unroll 16
      for (int k = 0; k < N; ++k) {
        V bv[R];
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) bv[r] = in_register(load<V>(b + k * N + r * L));
#pragma GCC unroll 16
        for (int i = 0; i < RB; ++i)
#pragma GCC unroll 16
          for (int r = 0; r < R; ++r)
            acc[i][r] = k == 0 ? a[(i0 + i) * N] * bv[r] : acc[i][r] + a[(i0 + i) * N + k] * bv[r];
      }
#pragma GCC unroll 16
      for (int i = 0; i < RB; ++i)
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) store(c + (i0 + i) * N + r * L, acc[i][r]);
    }
  } else {
    for (int i = 0; i < N; ++i) {
      T row[N] = {};
      for (int k = 0; k < N; ++k)
        for (int j = 0; j < N; ++j) row[j] += a[i * N + k] * b[k * N + j];
      for (int j = 0; j < N; ++j) c[i * N + j] = row[j];
    }
  }
}

// Two vector accumulators (two chains), summed lane by lane at the end.
template <int N, class T>
inline T tiny_dot(const T* __restrict x, const T* __restrict y) {
  using namespace tiny_detail;
  T s = 0;
  if constexpr (vectorised<T, N>()) {
    constexpr int L = lanes<T, N>();
    using V = Vector<T, L>;
    V acc[2] = {};
#pragma GCC unroll 16
    for (int i = 0; i < N; i += L) acc[(i / L) % 2] += load<V>(x + i) * load<V>(y + i);
    const V total = acc[0] + acc[1];
#pragma GCC unroll 16
    for (int l = 0; l < L; ++l) s += total[l];
  } else {
    for (int i = 0; i < N; ++i) s += x[i] * y[i];
  }
  return s;
}

template <int N, class T>
inline void tiny_axpy(T a, const T* __restrict x, T* __restrict y) {
  using namespace tiny_detail;
  if constexpr (vectorised<T, N>()) {
    constexpr int L = lanes<T, N>();
    using V = Vector<T, L>;
#pragma GCC unroll 16
    for (int i = 0; i < N; i += L) store(y + i, a * load<V>(x + i) + load<V>(y + i));
  } else {
    for (int i = 0; i < N; ++i) y[i] = a * x[i] + y[i];
  }
}

}  // namespace cpuroof
