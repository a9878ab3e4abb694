// The low-precision GEMMs of the gemm family: int8 (u8 x s8 -> s32) and bf16 (-> f32), each judged
// against its dot-product roof, beside what the libraries offer for the same product.
#include "bench_gemm_lowp.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <vector>

#include "aligned_buffer.hpp"
#include "blas_common.hpp"
#include "gemm/gemm.hpp"
#include "gemm_bf16.hpp"
#include "gemm_i8.hpp"
#include "gemm_inputs.hpp"
#include "harness.hpp"
#include "run_context.hpp"
#include "reference_gemm.hpp"

namespace cpuroof::bench {
namespace {

// Square sides per profile: one size for the quick profile, the full one from cache-sized to n = 2048.
std::vector<std::size_t> lowp_sides(Profile p) {
  switch (p) {
    case Profile::full:
      return {256, 1024, 2048};
    case Profile::quick:
      return {1024};
    case Profile::smoke:
      return {64};
  }
  return {};
}

// Every step-th row of C is checked whole, 32 rows spread over it: the whole scalar reference at
// n = 2048 would cost seconds per benchmark.
std::size_t sampled_row_step(std::size_t m) { return std::max<std::size_t>(1, m / 32); }

// The int8 GEMM (kernels/gemm_i8.hpp): u8 A, s8 B, exact s32 C, judged against the int8 VNNI roof
// (OpenBLAS has no integer GEMM). Verified exactly on the sampled rows.
struct GemmI8Case {
  CacheSizes caches;
  Shape s;
  int threads;
  AlignedBuffer<std::uint8_t> a;
  AlignedBuffer<std::int8_t> b;
  AlignedBuffer<std::int32_t> c;

  GemmI8Case(const CacheSizes& caches_, const Shape& s_, int threads_)
      : caches(caches_), s(s_), threads(threads_), a(s.m * s.k), b(s.k * s.n), c(s.m * s.n) {
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = static_cast<std::uint8_t>((i * 31 + 7) % 256);
    for (std::size_t i = 0; i < b.size(); ++i)
      b[i] = static_cast<std::int8_t>(static_cast<int>((i * 17 + 3) % 256) - 128);
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = 0;
  }

  bool verify(benchmark::State& state) {
    call();
    for (std::size_t i = 0; i < s.m; i += sampled_row_step(s.m))
      for (std::size_t j = 0; j < s.n; ++j) {
        std::int64_t want = 0;
        for (std::size_t p = 0; p < s.k; ++p) want += std::int64_t{a[i * s.k + p]} * std::int64_t{b[p * s.n + j]};
        if (want != c[i * s.n + j]) {
          state.SkipWithError(("verification failed at C[" + num(i) + "][" + num(j) + "]: got " +
                               std::to_string(c[i * s.n + j]) + ", expected " + std::to_string(want))
                                  .c_str());
          return false;
        }
      }
    return true;
  }
  void call() { gemm_i8(caches, s.m, s.n, s.k, a.data(), b.data(), c.data(), threads); }
  [[nodiscard]] Report report() const {
    return {gemm_i8_cost(s.m, s.n, s.k), threads, static_cast<double>(a.size() + b.size() + 4 * c.size()), 1,
            "isa=avx512_vnni unit=OP",   0};
  }
};

// What an n x n x n low-precision case costs (run_cost.hpp): its OPs at the vector rate of f32
// multiply-adds (the dot-product instructions do more per instruction: an upper bound), inputs of
// `element` bytes, an f32 or i32 C; the first call checks one call against a reference of sampled
// rows.
Estimate lowp_gemm_estimate(const Cost& cost, std::size_t n, double element, int threads) {
  const double elements = static_cast<double>(n * n);
  const double ws = 2 * element * elements + 4 * elements;
  Estimate e = streaming_estimate(threads, ws, cost);
  e.first_call_iterations = 2;
  return e;
}

void register_gemm_i8(const BenchPlan& plan) {
  if (!gemm_i8_supported()) {
    note_once("this CPU lacks AVX-512 VNNI: the int8 GEMM is skipped");
    return;
  }
  const CacheSizes caches = host_caches();
  for (std::size_t n : lowp_sides(plan.profile))
    for (int t : plan.kernel_threads)
      add(
          bench_name("gemm", "gemm_i8", "hand", "i8",
                     {{"m", num(n)}, {"n", num(n)}, {"k", num(n)}, {"threads", std::to_string(t)}}),
          [=](benchmark::State& st) { run_case(st, GemmI8Case(caches, square(n), t)); }, 0,
          lowp_gemm_estimate(gemm_i8_cost(n, n, n), n, 1, t));
}

// The bf16 GEMM (kernels/gemm_bf16.hpp): bf16 A and B, f32 C, judged against the bf16 roof, beside
// OpenBLAS's cblas_sbgemm where the OpenBLAS found at configure time exports it, and beside the
// "convert and use f32" baseline: OpenBLAS sgemm on the same values widened to f32 (kernel
// gemm_bf16_as_f32, dtype f32, the widening untimed). Every implementation is checked on the sampled
// rows against the double product, within the f32 summation bound (gemm_bf16_error_bound).
enum class Bf16Impl { hand, sbgemm, sgemm };

struct GemmBf16Case {
  Bf16Impl impl;
  CacheSizes caches;
  Shape s;
  int threads;
  AlignedBuffer<std::uint16_t> a, b;
  AlignedBuffer<float> a32, b32, c;

  GemmBf16Case(Bf16Impl impl_, const CacheSizes& caches_, const Shape& s_, int threads_)
      : impl(impl_),
        caches(caches_),
        s(s_),
        threads(threads_),
        a(s.m * s.k),
        b(s.k * s.n),
        a32(impl == Bf16Impl::sgemm ? s.m * s.k : 0),
        b32(impl == Bf16Impl::sgemm ? s.k * s.n : 0),
        c(s.m * s.n) {
    // Normal values in [0.5, 1.5) with every bf16 mantissa bit (vdpbf16ps flushes denormals).
    for (std::size_t i = 0; i < a.size(); ++i) a[i] = bf16_from_float(input_value<float>(i, 1));
    for (std::size_t i = 0; i < b.size(); ++i) b[i] = bf16_from_float(input_value<float>(i, 2));
    for (std::size_t i = 0; i < a32.size(); ++i) a32[i] = bf16_to_float(a[i]);
    for (std::size_t i = 0; i < b32.size(); ++i) b32[i] = bf16_to_float(b[i]);
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = 0;
  }

  bool verify(benchmark::State& state) {
    call();
    for (std::size_t i = 0; i < s.m; i += sampled_row_step(s.m))
      for (std::size_t j = 0; j < s.n; ++j) {
        double want = 0, abs_sum = 0;
        for (std::size_t p = 0; p < s.k; ++p) {
          const double t = double{bf16_to_float(a[i * s.k + p])} * bf16_to_float(b[p * s.n + j]);
          want += t;
          abs_sum += std::fabs(t);
        }
        const double got = c[i * s.n + j];
        if (!(std::fabs(got - want) <= gemm_bf16_error_bound(s.k, abs_sum))) {
          state.SkipWithError(("verification failed at C[" + num(i) + "][" + num(j) + "]: got " + std::to_string(got) +
                               ", expected " + std::to_string(want) + " within the f32 summation bound")
                                  .c_str());
          return false;
        }
      }
    return true;
  }
  void call() {
    switch (impl) {
      case Bf16Impl::hand:
        gemm_bf16(caches, s.m, s.n, s.k, a.data(), b.data(), c.data(), threads);
        return;
      case Bf16Impl::sbgemm:
        gemm_bf16_openblas(s.m, s.n, s.k, a.data(), b.data(), c.data(), threads);
        return;
      case Bf16Impl::sgemm:
        gemm_openblas<float>(s.m, s.n, s.k, a32.data(), b32.data(), c.data(), threads);
        return;
    }
  }
  [[nodiscard]] Report report() const {
    const bool widened = impl == Bf16Impl::sgemm;
    std::string label = impl == Bf16Impl::hand ? "isa=avx512_bf16" : "openblas_core=" + openblas_core_name();
    if (widened) label += " via=sgemm_on_widened_bf16";
    const Cost cost = widened ? gemm_cost(s.m, s.n, s.k, sizeof(float)) : gemm_bf16_cost(s.m, s.n, s.k);
    const double elem = widened ? 4 : 2;
    return {cost, threads, elem * static_cast<double>(s.m * s.k + s.k * s.n) + 4.0 * static_cast<double>(c.size()),
            1,    label,   0};
  }
};

void register_gemm_bf16(const BenchPlan& plan) {
  if (!gemm_bf16_supported()) {
    note_once("this CPU lacks AVX-512 BF16: the bf16 GEMM is skipped");
    return;
  }
  if (!gemm_bf16_openblas_available())
    note_once(
        "the OpenBLAS found at configure time exports no cblas_sbgemm: the bf16 GEMM has no OpenBLAS bf16 row "
        "beside it");
  const CacheSizes caches = host_caches();
  struct Row {
    Bf16Impl impl;
    const char* kernel;
    const char* impl_name;
    const char* dtype;
  };
  std::vector<Row> rows = {{Bf16Impl::hand, "gemm_bf16", "hand", "bf16"}};
  if (gemm_bf16_openblas_available()) rows.push_back({Bf16Impl::sbgemm, "gemm_bf16", "openblas", "bf16"});
  rows.push_back({Bf16Impl::sgemm, "gemm_bf16_as_f32", "openblas", "f32"});
  for (std::size_t n : lowp_sides(plan.profile))
    for (int t : plan.kernel_threads)
      for (const Row& r : rows)
        add(
            bench_name("gemm", r.kernel, r.impl_name, r.dtype,
                       {{"m", num(n)}, {"n", num(n)}, {"k", num(n)}, {"threads", std::to_string(t)}}),
            [=](benchmark::State& st) { run_case(st, GemmBf16Case(r.impl, caches, square(n), t)); }, 0,
            lowp_gemm_estimate(gemm_bf16_cost(n, n, n), n, r.impl == Bf16Impl::sgemm ? 4 : 2, t));
}

}  // namespace

void register_gemm_lowp(const BenchPlan& plan) {
  register_gemm_i8(plan);
  register_gemm_bf16(plan);
}

nlohmann::json describe_gemm_lowp() {
  nlohmann::json kernels = nlohmann::json::array();
  kernels.push_back({{"name", "gemm_i8"},
                     {"description",
                      "C = A B with u8 A, s8 B and exact s32 C: packed panels blocked from the caches "
                      "and a 12 x 32 AVX-512 VNNI micro-tile (vpdpbusd); no library has one to compare"},
                     {"cost", "2mnk OP; mk + kn bytes read, 4mn written"},
                     {"impls", "hand"}});
  kernels.push_back({{"name", "gemm_bf16"},
                     {"description",
                      "C = A B with bf16 A and B and f32 C: the int8 GEMM's packed driver and a "
                      "12 x 32 AVX-512 BF16 micro-tile (vdpbf16ps), checked against the double "
                      "product within the f32 summation bound. Eigen's bfloat16 product is not a row: its C is bf16, "
                      "rounded at every addition (beyond the f32 bound: 256 products of 0.75 x 1.25 "
                      "give 254, not 240), at about 22 GFLOP/s on one Zen 5 core"},
                     {"cost", "2mnk flop; 2(mk + kn) bytes read, 4mn written"},
                     {"openblas", "cblas_sbgemm (only where the OpenBLAS found at configure time exports it)"},
                     {"impls", gemm_bf16_openblas_available() ? "hand openblas" : "hand"}});
  kernels.push_back({{"name", "gemm_bf16_as_f32"},
                     {"description",
                      "the convert-and-use-f32 baseline of gemm_bf16: the same bf16 values widened "
                      "to f32 (untimed), then OpenBLAS sgemm"},
                     {"cost", "2mnk flop; 4(mk + kn) bytes read, 4mn written"},
                     {"openblas", "cblas_sgemm"},
                     {"impls", "openblas"}});
  return kernels;
}

}  // namespace cpuroof::bench
