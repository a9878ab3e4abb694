#pragma once
// The stream loops, written once over SIMD traits S (simd/README.md). Included only by the per-ISA
// units stream_<isa>.cpp. Eight registers per iteration: enough independent loads in flight, and
// enough sum accumulators to cover the FP-add latency at two loads per cycle.
#include <cstdint>

#include "stream.hpp"

namespace cpuroof::stream_impl {

inline constexpr int kUnroll = 8;

template <class S, class Body, class Tail>
void run_loop(typename S::value_type* dst, std::size_t n, bool nt, Body body, Tail tail) {
  std::size_t i = 0;
  if (nt)  // non-temporal stores need an aligned destination: peel a scalar head
    for (; i < n && reinterpret_cast<std::uintptr_t>(dst + i) % S::bytes != 0; ++i) tail(i);
  constexpr std::size_t step = S::lanes * kUnroll;
  for (; i + step <= n; i += step) body(i);
  for (; i + S::lanes <= n; i += S::lanes) body.one(i);
  for (; i < n; ++i) tail(i);
}

template <class S, bool NT>
inline void put(typename S::value_type* p, typename S::V v) {
  if constexpr (NT) S::stream(p, v); else S::store(p, v);
}

// An element-wise op: dst[i] = f(i) for vector and scalar lanes alike.
template <class S, bool NT, class VecF, class ScalF>
void elementwise(typename S::value_type* dst, std::size_t n, VecF vf, ScalF sf) {
  struct Body {
    typename S::value_type* dst; VecF vf;
    void operator()(std::size_t i) const {
#pragma GCC unroll 8
      for (int u = 0; u < kUnroll; ++u) put<S, NT>(dst + i + u * S::lanes, vf(i + u * S::lanes));
    }
    void one(std::size_t i) const { put<S, NT>(dst + i, vf(i)); }
  };
  run_loop<S>(dst, n, NT, Body{dst, vf}, [&](std::size_t i) { dst[i] = sf(i); });
  if constexpr (NT) S::stream_fence();
}

// Sum over all passes of term(i) (sum: x[i]; dot: x[i] * y[i]), divided by the passes. `add(i, acc)`
// folds the vector term at i into an accumulator (an add, or an FMA for dot); the accumulators carry
// over the passes and are reduced once: reducing them after every pass of an L1-sized chunk (a few
// hundred cycles) would cost a tenth of the time.
template <class S, class VecAdd, class ScalTerm>
typename S::value_type reduce(const StreamArgs<typename S::value_type>& a, VecAdd add, ScalTerm term) {
  using T = typename S::value_type;
  typename S::V acc[kUnroll];
  for (auto& v : acc) v = S::zero();
  T tail = 0;
  for (int p = 0; p < a.passes; ++p) {
    std::size_t i = 0;
    for (; i + S::lanes * kUnroll <= a.n; i += S::lanes * kUnroll) {
#pragma GCC unroll 8
      for (int u = 0; u < kUnroll; ++u) acc[u] = add(i + u * S::lanes, acc[u]);
    }
    for (; i + S::lanes <= a.n; i += S::lanes) acc[0] = add(i, acc[0]);
    for (; i < a.n; ++i) tail += term(i);
  }
  for (int u = 1; u < kUnroll; ++u) acc[0] = S::add(acc[0], acc[u]);
  return (S::reduce(acc[0]) + tail) / static_cast<T>(a.passes);
}

template <class S, bool NT>
typename S::value_type chunk(const StreamArgs<typename S::value_type>& a, StreamOp op) {
  using T = typename S::value_type;
  T* d = a.dst; const T* x = a.x; const T* y = a.y;
  const auto vs = S::set1(a.s), vt = S::set1(a.t);
  const T s = a.s, t = a.t;
  switch (op) {
    case StreamOp::copy:
      elementwise<S, NT>(d, a.n, [=](std::size_t i) { return S::load(x + i); }, [=](std::size_t i) { return x[i]; });
      return 0;
    case StreamOp::scale:
      elementwise<S, NT>(d, a.n, [=](std::size_t i) { return S::mul(vs, S::load(x + i)); },
                         [=](std::size_t i) { return s * x[i]; });
      return 0;
    case StreamOp::add:
      elementwise<S, NT>(d, a.n, [=](std::size_t i) { return S::add(S::load(x + i), S::load(y + i)); },
                         [=](std::size_t i) { return x[i] + y[i]; });
      return 0;
    case StreamOp::triad:
      elementwise<S, NT>(d, a.n, [=](std::size_t i) { return S::fma(vs, S::load(y + i), S::load(x + i)); },
                         [=](std::size_t i) { return x[i] + s * y[i]; });
      return 0;
    case StreamOp::fill:
      elementwise<S, NT>(d, a.n, [=](std::size_t) { return vs; }, [=](std::size_t) { return s; });
      return 0;
    case StreamOp::update:
      elementwise<S, false>(d, a.n, [=](std::size_t i) { return S::fma(vs, S::load(d + i), vt); },
                            [=](std::size_t i) { return s * d[i] + t; });
      return 0;
    case StreamOp::axpy:
      elementwise<S, false>(d, a.n, [=](std::size_t i) { return S::fma(vs, S::load(x + i), S::load(d + i)); },
                            [=](std::size_t i) { return d[i] + s * x[i]; });
      return 0;
    case StreamOp::sum:
      return reduce<S>(a, [=](std::size_t i, typename S::V acc) { return S::add(acc, S::load(x + i)); },
                       [=](std::size_t i) { return x[i]; });
    case StreamOp::dot:
      return reduce<S>(a, [=](std::size_t i, typename S::V acc) { return S::fma(S::load(x + i), S::load(y + i), acc); },
                       [=](std::size_t i) { return x[i] * y[i]; });
  }
  return 0;
}

template <class S, StreamOp Op, bool NT>
typename S::value_type chunk_fn(const StreamArgs<typename S::value_type>& a) { return chunk<S, NT>(a, Op); }

template <class S>
StreamChunkFn<typename S::value_type> table(StreamOp op, bool nt) {
#define CPUROOF_STREAM_CASE(o) \
  case StreamOp::o: return nt ? chunk_fn<S, StreamOp::o, true> : chunk_fn<S, StreamOp::o, false>;
  switch (op) {
    CPUROOF_STREAM_CASE(copy)
    CPUROOF_STREAM_CASE(scale)
    CPUROOF_STREAM_CASE(add)
    CPUROOF_STREAM_CASE(triad)
    CPUROOF_STREAM_CASE(sum)
    CPUROOF_STREAM_CASE(fill)
    CPUROOF_STREAM_CASE(update)
    CPUROOF_STREAM_CASE(axpy)
    CPUROOF_STREAM_CASE(dot)
  }
#undef CPUROOF_STREAM_CASE
  return nullptr;
}

}  // namespace cpuroof::stream_impl

// Defines stream_chunk_fn_<isa> for float and double over the traits template TRAITS.
#define CPUROOF_DEFINE_STREAM_TABLE(isa, TRAITS)                                                     \
  namespace cpuroof {                                                                                \
  template <class T> StreamChunkFn<T> stream_chunk_fn_##isa(StreamOp op, bool nt) {                  \
    return stream_impl::table<TRAITS<T>>(op, nt);                                                    \
  }                                                                                                  \
  template StreamChunkFn<float> stream_chunk_fn_##isa<float>(StreamOp, bool);                        \
  template StreamChunkFn<double> stream_chunk_fn_##isa<double>(StreamOp, bool);                      \
  }
