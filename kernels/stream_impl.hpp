#pragma once
// The stream loops, written once over SIMD traits S (simd/README.md), one body per row of
// kStreamKinds (stream.hpp), in the same order: a kind is its row plus its body here. Included only
// by the per-level units cmake/IsaLevels.cmake generates. Eight registers per iteration: enough
// independent loads in flight, and enough sum accumulators to cover the FP-add latency at two
// loads per cycle.
#include <cstdint>
#include <tuple>

#include "simd/scalar.hpp"
#include "stream.hpp"

namespace cpuroof::stream_impl {

inline constexpr int kUnroll = 8;

// a*b + c as a multiply and then an add, each rounded, for the bodies whose result is stored: on
// AMD Zen 4 and Zen 5 an FMA feeding a store holds the stream below the store port, while a
// multiply and an add keep it at one store per cycle. Update d = s*d + t, one core, as one FMA and
// as a multiply and an add: Zen 5 L1 317 and 474 GB/s, L2 272 and 345; Zen 4 (AVX-512) L1 170 and
// 234, L2 160 and 222 (scripts/peers/likwid_stream.sh, both builds side by side). Triad, triad4
// and axpy ran alike either way on Zen 4. The empty asm keeps GCC (which contracts by default in
// C++) from fusing them again on x86; elsewhere the compiler may fuse them.
template <class O, class V>
V mul_then_add(V a, V b, V c) {
  V product = O::mul(a, b);
#if defined(__x86_64__) || defined(__i386__)
  asm("" : "+v"(product));
#endif
  return O::add(product, c);
}

// Element-wise bodies: at<O>(a, i) is dst[i] as a vector of O (S, or simd::Scalar for the tail).
// Reduction bodies: fold<O>(a, i, acc) adds term i into an accumulator.
struct Copy {
  static constexpr std::string_view name = "copy";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return O::load(a.x + i);
  }
};
struct Scale {
  static constexpr std::string_view name = "scale";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return O::mul(O::set1(a.s), O::load(a.x + i));
  }
};
struct Add {
  static constexpr std::string_view name = "add";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return O::add(O::load(a.x + i), O::load(a.y + i));
  }
};
struct Triad {
  static constexpr std::string_view name = "triad";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return mul_then_add<O>(O::set1(a.s), O::load(a.y + i), O::load(a.x + i));
  }
};
struct Sum {
  static constexpr std::string_view name = "sum";
  template <class O, class A, class V>
  static V fold(const A& a, std::size_t i, V acc) {
    return O::add(acc, O::load(a.x + i));
  }
};
struct Fill {
  static constexpr std::string_view name = "fill";
  template <class O, class A>
  static auto at(const A& a, std::size_t) {
    return O::set1(a.s);
  }
};
// likwid-bench's update stores what it loaded; this one computes s*d + t, and the multiply and add
// between a line's load and its store cost 3-6% at L2 and L3. Zen 4, one core, 1 s runs interleaved
// with likwid-bench, medians of 10, GB/s: 512 KiB 171.5, the same loop storing what it loaded 177.5,
// likwid 177.5; 8 MiB 152.5, 162.5, 167. At 8 MiB (1.5 s runs, medians of 12) an FMA (144.5 against
// 160), software prefetch 1 KiB ahead (126.5 against 153.5) and the loads grouped before the stores
// (148.5 against 150) do no better.
struct Update {
  static constexpr std::string_view name = "update";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return mul_then_add<O>(O::set1(a.s), O::load(a.dst + i), O::set1(a.t));
  }
};
struct Axpy {
  static constexpr std::string_view name = "axpy";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return mul_then_add<O>(O::set1(a.s), O::load(a.x + i), O::load(a.dst + i));
  }
};
struct Dot {
  static constexpr std::string_view name = "dot";
  template <class O, class A, class V>
  static V fold(const A& a, std::size_t i, V acc) {
    return O::fma(O::load(a.x + i), O::load(a.y + i), acc);
  }
};

struct Triad4 {
  static constexpr std::string_view name = "triad4";
  template <class O, class A>
  static auto at(const A& a, std::size_t i) {
    return mul_then_add<O>(O::load(a.y + i), O::load(a.z + i), O::load(a.x + i));
  }
};

using Bodies = std::tuple<Copy, Scale, Add, Triad, Sum, Fill, Update, Axpy, Dot, Triad4>;

template <std::size_t... K>
constexpr bool bodies_match_rows(std::index_sequence<K...>) {
  return ((std::tuple_element_t<K, Bodies>::name == kStreamKinds[K].name) && ...);
}
static_assert(std::tuple_size_v<Bodies> == kStreamKindCount &&
                  bodies_match_rows(std::make_index_sequence<kStreamKindCount>{}),
              "stream_impl::Bodies must list one body per row of kStreamKinds, in the same order");

template <class S, bool NT>
inline void put(typename S::value_type* p, typename S::V v) {
  if constexpr (NT)
    S::stream(p, v);
  else
    S::store(p, v);
}

// dst[i] = Body::at(i) over [0, n), a.passes times: vectors, unrolled, then single vectors, then a
// scalar tail. The passes loop here, not in the caller: a thread's share of an L1-sized set is a
// few hundred cycles of work, and a call per pass would cost a tenth of it.
// The arguments are copied to a local first: a store to dst could otherwise alias the scalars in
// the caller's struct (same type), and they would be reloaded and broadcast again after each store.
template <class S, class Body, bool NT>
void elementwise(const StreamArgs<typename S::value_type>& args) {
  using T = typename S::value_type;
  const StreamArgs<T> a = args;
  using One = simd::Scalar<T>;
  T* dst = a.dst;
  const std::size_t n = a.n;
  for (int p = 0; p < a.passes; ++p) {
    std::size_t i = 0;
    if constexpr (NT)  // non-temporal stores need an aligned destination: peel a scalar head
      for (; i < n && reinterpret_cast<std::uintptr_t>(dst + i) % S::bytes != 0; ++i)
        dst[i] = Body::template at<One>(a, i);
    constexpr std::size_t step = S::lanes * kUnroll;
    for (; i + step <= n; i += step) {
#pragma GCC unroll 8
      for (int u = 0; u < kUnroll; ++u) put<S, NT>(dst + i + u * S::lanes, Body::template at<S>(a, i + u * S::lanes));
    }
    for (; i + S::lanes <= n; i += S::lanes) put<S, NT>(dst + i, Body::template at<S>(a, i));
    for (; i < n; ++i) dst[i] = Body::template at<One>(a, i);
  }
  if constexpr (NT) S::stream_fence();
}

static_assert(kUnroll % kReduceSegments == 0);

// The sum over all passes of Body's terms, divided by the passes, reading the range as Segments
// streams side by side (StreamArgs::segments). The accumulators carry over the passes and are reduced
// once: reducing them after every pass of an L1-sized chunk (a few hundred cycles) would cost a tenth
// of the time.
template <class S, class Body, int Segments>
typename S::value_type reduce_in(const StreamArgs<typename S::value_type>& args) {
  using T = typename S::value_type;
  const StreamArgs<T> a = args;
  using One = simd::Scalar<T>;
  constexpr int kPerSegment = kUnroll / Segments;
  constexpr std::size_t kStep = S::lanes * kPerSegment;
  // The segments' length: a whole number of steps; what is left past them, the loops below.
  const std::size_t segment = a.n / (Segments * kStep) * kStep;
  // Every loop over acc unrolled whole: GCC 12 on aarch64 keeps an array indexed at run time in memory.
  typename S::V acc[kUnroll];
#pragma GCC unroll 8
  for (auto& v : acc) v = S::zero();
  T tail = 0;
  for (int p = 0; p < a.passes; ++p) {
    for (std::size_t j = 0; j < segment; j += kStep) {
#pragma GCC unroll 8
      for (int u = 0; u < kUnroll; ++u) {
        const std::size_t at = (u / kPerSegment) * segment + j + (u % kPerSegment) * S::lanes;
        acc[u] = Body::template fold<S>(a, at, acc[u]);
      }
    }
    std::size_t i = Segments * segment;
    for (; i + S::lanes <= a.n; i += S::lanes) acc[0] = Body::template fold<S>(a, i, acc[0]);
    for (; i < a.n; ++i) tail = Body::template fold<One>(a, i, tail);
  }
#pragma GCC unroll 8
  for (int u = 1; u < kUnroll; ++u) acc[0] = S::add(acc[0], acc[u]);
  return (S::reduce(acc[0]) + tail) / static_cast<T>(a.passes);
}

template <class S, class Body>
typename S::value_type reduce(const StreamArgs<typename S::value_type>& a) {
  return a.segments == 1 ? reduce_in<S, Body, 1>(a) : reduce_in<S, Body, kReduceSegments>(a);
}

template <class S, std::size_t K, bool NT>
typename S::value_type chunk(const StreamArgs<typename S::value_type>& a) {
  using Body = std::tuple_element_t<K, Bodies>;
  if constexpr (kStreamKinds[K].reduction()) {
    return reduce<S, Body>(a);
  } else {
    elementwise<S, Body, NT && kStreamKinds[K].has_nt()>(a);
    return 0;
  }
}

template <class S, std::size_t... K>
StreamKernels<typename S::value_type> table(std::index_sequence<K...>) {
  return {{{&chunk<S, K, false>, &chunk<S, K, true>}...}};
}

template <class S>
StreamKernels<typename S::value_type> kernels() {
  return table<S>(std::make_index_sequence<kStreamKindCount>{});
}

}  // namespace cpuroof::stream_impl

#define CPUROOF_KERNELS_AT(level, TRAITS) CPUROOF_DEFINE_KERNELS_AT(StreamFamily, stream_impl::kernels, level, TRAITS)
