// Every kernel that takes pointers, at every ISA level this CPU runs, f64 and f32, on arrays with an
// inaccessible page right after their last element or right before their first (guarded_buffer.hpp):
// a load or store out of bounds — a vector main loop, a scalar tail, a non-temporal store, a
// partition edge between threads — faults and kills the test. Sizes: 1, 3, 7, 17, 1023 and one
// either side of 1, 4 and 8 vectors of every ISA level built (the steps of the kernels' loops).
// Values are not checked here (each family's own test does that): the pages read as zeros.
#include <gtest/gtest.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "blas1.hpp"
#include "fusion.hpp"
#include "gemm/gemm.hpp"
#include "gemv.hpp"
#include "guarded_buffer.hpp"
#include "intensity.hpp"
#include "outer.hpp"
#include "stream.hpp"
#include "tiny.hpp"

using namespace cpuroof;
using cpuroof::testing_util::Guard;
using cpuroof::testing_util::GuardedBuffer;

namespace {

constexpr Guard kGuards[] = {Guard::before, Guard::after};
constexpr int kThreads[] = {1, 2};
// Rows and inner dimensions of the matrix kernels: one, a few, and past a 4- or 8-row tile.
constexpr std::size_t kShortSides[] = {1, 3, 17};
// Packed GEMM blocks from common caches, and from tiny ones that make every block a partial one.
constexpr CacheSizes kCaches[] = {{32 << 10, 512 << 10, 32 << 20}, {4 << 10, 16 << 10, 64 << 10}};

template <class T>
std::vector<std::size_t> awkward_sizes() {
  std::set<std::size_t> sizes{1, 3, 7, 17, 1023};
  for (Isa isa : kAllIsas)
    for (std::size_t vectors : {1, 4, 8}) {
      const std::size_t step = vectors * static_cast<std::size_t>(isa_lanes(isa, sizeof(T)));
      if (step > 1) sizes.insert(step - 1);
      sizes.insert(step + 1);
    }
  return {sizes.begin(), sizes.end()};
}

// What runs now. A fault kills the test before gtest can say anything: the handler names the kernel.
char g_running[256];

void running(const std::string& what) { std::snprintf(g_running, sizeof g_running, "%s", what.c_str()); }

std::string side(Guard guard) { return guard == Guard::after ? " guard after" : " guard before"; }
std::string where(Isa isa, std::size_t n, Guard guard) {
  return std::string(isa_name(isa)) + " n=" + std::to_string(n) + side(guard);
}

void on_fault(int sig) {
  static const char kPrefix[] = "GuardPages: out-of-bounds access (a guard page faulted) in ";
  (void)!::write(2, kPrefix, sizeof kPrefix - 1);
  (void)!::write(2, g_running, std::strlen(g_running));
  (void)!::write(2, "\n", 1);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

class GuardPages : public ::testing::Test {
 protected:
  void SetUp() override { std::signal(SIGSEGV, on_fault); }
  void TearDown() override { std::signal(SIGSEGV, SIG_DFL); }
};

template <class T>
void check_stream() {
  for (std::size_t n : awkward_sizes<T>())
    for (Guard g : kGuards) {
      GuardedBuffer<T> d(n, g), x(n, g), y(n, g), z(n, g);
      const StreamArgs<T> args{d.data(), x.data(), y.data(), z.data(), T(0.5), T(1), n};
      for (Isa isa : supported_isas())
        for (const StreamKind& kind : kStreamKinds)
          for (bool nt : {false, true}) {
            if (nt && !kind.has_nt()) continue;
            running(where(isa, n, g) + " " + std::string(kind.name) + (nt ? "_nt" : ""));
            for (int threads : kThreads) stream_run<T>(stream_loop<T>(isa, kind, nt), args, threads, 1);
          }
    }
}

template <class T>
void check_blas1() {
  for (std::size_t n : awkward_sizes<T>())
    for (Guard g : kGuards) {
      GuardedBuffer<T> x(n, g), y(n, g), z(n, g);
      for (Isa isa : supported_isas()) {
        const Blas1Kernels<T> k = blas1_kernels<T>(isa).fns;
        running(where(isa, n, g) + " blas1 add, axpy, dot, dot_1acc");
        for (int threads : kThreads) {
          vec_add<T>(k, x.data(), y.data(), z.data(), n, threads);
          axpy<T>(k, T(2), x.data(), y.data(), n, threads);
          (void)dot<T>(k, x.data(), y.data(), n, threads);
          (void)dot_1acc<T>(k, x.data(), y.data(), n, threads);
        }
      }
    }
}

template <class T>
void check_gemv() {
  for (std::size_t n : awkward_sizes<T>())
    for (std::size_t m : kShortSides)
      for (Guard g : kGuards)
        for (const GemvKernel& kernel : kGemvKernels) {
          const std::size_t in = kernel.op == GemvOp::n ? n : m, out = kernel.op == GemvOp::n ? m : n;
          GuardedBuffer<T> a(m * n, g), x(in, g), y(out, g);
          for (Isa isa : supported_isas()) {
            running(where(isa, n, g) + " m=" + std::to_string(m) + " " + std::string(kernel.name));
            const GemvFns<T> k = gemv_kernels<T>(isa).fns;
            for (int threads : kThreads) gemv<T>(k, kernel.op, m, n, a.data(), n, x.data(), y.data(), threads);
          }
        }
}

template <class T>
void check_outer() {
  for (std::size_t n : awkward_sizes<T>())
    for (std::size_t m : kShortSides)
      for (Guard g : kGuards) {
        GuardedBuffer<T> x(m, g), y(n, g), c(m * n, g);
        for (Isa isa : supported_isas()) {
          const OuterFns<T> f = outer_kernels<T>(isa).fns;
          const MicroKernel<T> packed = gemm_microkernel<T>(isa).fns;
          for (const OuterKernel& kernel : kOuterKernels)
            for (std::size_t k : kShortSides) {  // 1 and 3 take the register tiles, 17 the packed GEMM
              if (!kernel.rank_k && k != kShortSides[0]) continue;  // rank 1 has no k
              GuardedBuffer<T> a(m * k, g), b(k * n, g);
              running(where(isa, n, g) + " m=" + std::to_string(m) + " k=" + std::to_string(k) + " " +
                      std::string(kernel.name));
              for (int threads : kThreads) {
                if (!kernel.rank_k)
                  rank1<T>(f, kernel.set, kernel.nt, m, n, x.data(), y.data(), c.data(), n, threads);
                else
                  for (const CacheSizes& caches : kCaches)
                    rankk<T>(f, packed, caches, kernel.set, m, n, k, a.data(), k, b.data(), n, c.data(), n, threads);
              }
            }
        }
      }
}

template <class T>
void check_gemm() {
  for (std::size_t n : awkward_sizes<T>())
    for (std::size_t m : kShortSides)
      for (std::size_t k : kShortSides)
        for (Guard g : kGuards) {
          GuardedBuffer<T> a(m * k, g), b(k * n, g), c(m * n, g);
          running("gemm naive, reordered, blocked n=" + std::to_string(n) + " m=" + std::to_string(m) +
                  " k=" + std::to_string(k) + side(g));
          for (int threads : kThreads) {
            gemm_naive<T>(m, n, k, a.data(), b.data(), c.data(), threads);
            gemm_reordered<T>(m, n, k, a.data(), b.data(), c.data(), threads);
            for (const CacheSizes& caches : kCaches)
              gemm_blocked<T>(caches, m, n, k, a.data(), b.data(), c.data(), threads);
          }
          for (Isa isa : supported_isas()) {
            running(where(isa, n, g) + " m=" + std::to_string(m) + " k=" + std::to_string(k) + " packed");
            const MicroKernel<T> uk = gemm_microkernel<T>(isa).fns;
            for (int threads : kThreads)
              for (const CacheSizes& caches : kCaches)
                gemm_packed<T>(uk, caches, m, n, k, a.data(), b.data(), c.data(), threads);
          }
        }
}

template <class T>
void check_fusion() {
  for (std::size_t cols : awkward_sizes<T>())
    for (std::size_t rows : {1ul, 3ul})
      for (Guard g : kGuards) {
        const std::size_t n = rows * cols;
        for (const FusionChain& chain : kFusionChains) {
          // Each array as long as the chain's row says: the by-rows intermediate holds one per row.
          GuardedBuffer<T> x(n, g), u(n, g), w(cols, g), y(n, g), a(chain.by_rows ? rows : n, g), b(n, g);
          const FusionArgs<T> args{x.data(), u.data(), w.data(), y.data(), a.data(), b.data(), rows, cols};
          for (Isa isa : supported_isas()) {
            running(where(isa, cols, g) + " rows=" + std::to_string(rows) + " " + std::string(chain.name));
            const FusionKernels<T> k = fusion_kernels<T>(isa).fns;
            for (FusionMode mode : kFusionModes)
              for (int threads : kThreads) fusion_run<T>(k, chain, mode, args, threads);
            fusion_exp<T>(k, x.data(), y.data(), n);
          }
        }
      }
}

template <class T>
void check_intensity() {
  for (std::size_t n : awkward_sizes<T>())
    for (Guard g : kGuards) {
      GuardedBuffer<T> x(n, g), y(n, g);
      for (Isa isa : supported_isas()) {
        running(where(isa, n, g) + " intensity");
        const IntensityKernels<T> k = intensity_kernels<T>(isa).fns;
        for (int flops : {1, 2, 16})
          for (int threads : kThreads) intensity_run<T>(k, flops, x.data(), y.data(), n, threads, 1);
      }
    }
}

// Tiny kernels are compiled for this unit's flags (tiny.hpp), not per level: every size of each row
// of kTinyKernels, and 1, 3, 7.
template <TinyOp Op, int N, class T>
void check_tiny_at() {
  for (Guard g : kGuards) {
    running("tiny " + std::string(tiny_kernel(Op).name) + " N=" + std::to_string(N) + side(g));
    if constexpr (Op == TinyOp::matmul) {
      GuardedBuffer<T> a(N * N, g), b(N * N, g), c(N * N, g);
      tiny_matmul<N>(a.data(), b.data(), c.data());
    } else {
      GuardedBuffer<T> x(N, g), y(N, g);
      if constexpr (Op == TinyOp::dot)
        (void)tiny_dot<N>(x.data(), y.data());
      else
        tiny_axpy<N>(T(2), x.data(), y.data());
    }
  }
}

template <class T, std::size_t K, std::size_t... I>
void check_tiny_row(std::index_sequence<I...>) {
  constexpr TinyOp op = kTinyKernels[K].op;
  (check_tiny_at<op, kTinyKernels[K].sizes[I], T>(), ...);
  check_tiny_at<op, 1, T>();
  check_tiny_at<op, 3, T>();
  check_tiny_at<op, 7, T>();
}

template <class T, std::size_t... K>
void check_tiny(std::index_sequence<K...>) {
  (check_tiny_row<T, K>(std::make_index_sequence<kTinyKernels[K].sizes.size()>{}), ...);
}

}  // namespace

// The guards themselves: in bounds works, one element past either end faults.
TEST(GuardedBuffer, OneElementPastEitherEndFaults) {
  GuardedBuffer<double> after(3, Guard::after), before(3, Guard::before);
  volatile double* a = after.data();
  volatile double* b = before.data();
  a[0] = 1;
  a[2] = 1;
  b[0] = 1;
  b[2] = 1;
  EXPECT_DEATH(a[3] = 1, "");
  EXPECT_DEATH((void)b[-1], "");
}

// Each passes by not faulting and asserts nothing: a stray access kills the process, and the
// handler names the kernel.
TEST_F(GuardPages, StreamRunsWithoutFaulting) {
  check_stream<double>();
  check_stream<float>();
}
TEST_F(GuardPages, Blas1RunsWithoutFaulting) {
  check_blas1<double>();
  check_blas1<float>();
}
TEST_F(GuardPages, GemvRunsWithoutFaulting) {
  check_gemv<double>();
  check_gemv<float>();
}
TEST_F(GuardPages, OuterRunsWithoutFaulting) {
  check_outer<double>();
  check_outer<float>();
}
TEST_F(GuardPages, GemmRunsWithoutFaulting) {
  check_gemm<double>();
  check_gemm<float>();
}
TEST_F(GuardPages, FusionRunsWithoutFaulting) {
  check_fusion<double>();
  check_fusion<float>();
}
TEST_F(GuardPages, IntensityRunsWithoutFaulting) {
  check_intensity<double>();
  check_intensity<float>();
}
TEST_F(GuardPages, TinyRunsWithoutFaulting) {
  check_tiny<double>(std::make_index_sequence<std::size(kTinyKernels)>{});
  check_tiny<float>(std::make_index_sequence<std::size(kTinyKernels)>{});
}
