// Every stream kernel, every ISA level this CPU runs, f64 and f32, normal and non-temporal stores,
// awkward sizes and offsets, several thread counts: against a plain loop.
#include <gtest/gtest.h>
#include <omp.h>

#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "stream.hpp"

using namespace cpuroof;

namespace {

template <class T>
double expected(StreamOp op, const T* x, const T* y, const T* dst_before, T s, T t, std::size_t i) {
  switch (op) {
    case StreamOp::copy: return x[i];
    case StreamOp::scale: return s * x[i];
    case StreamOp::add: return x[i] + y[i];
    case StreamOp::triad: return x[i] + s * y[i];
    case StreamOp::fill: return s;
    case StreamOp::update: return s * dst_before[i] + t;
    case StreamOp::axpy: return dst_before[i] + s * x[i];
    case StreamOp::sum:
    case StreamOp::dot: return 0;
  }
  return 0;
}

template <class T>
void check_all(Isa isa) {
  // Element-wise results may differ from the loop only by FMA contraction: one rounding.
  const double rtol = sizeof(T) == 4 ? 1e-6 : 1e-14;
  for (std::size_t n : {1ul, 7ul, 63ul, 64ul, 257ul, 1000ul, 4099ul})
    for (std::size_t offset : {0ul, 1ul, 3ul})  // misaligned starts exercise the NT head peel
      for (int threads : {1, 2, 3})
        for (StreamOp op : kAllStreamOps)
          for (bool nt : {false, true}) {
            if (nt && !stream_has_nt(op)) continue;
            AlignedBuffer<T> xb(n + offset), yb(n + offset), db(n + offset);
            T* x = xb.data() + offset; T* y = yb.data() + offset; T* d = db.data() + offset;
            for (std::size_t i = 0; i < n; ++i) { x[i] = T(1) + T(i % 11) / 4; y[i] = T(3) - T(i % 5) / 8; d[i] = T(i % 3); }
            const std::vector<T> before(d, d + n);
            const T s = T(0.5), t = T(1.25);
            const StreamArgs<T> args{d, x, y, s, t, n};
            const T got = stream_run<T>(isa, op, nt, args, threads, 1);
            SCOPED_TRACE(testing::Message() << isa_name(isa) << " " << stream_op_name(op) << (nt ? "_nt" : "")
                                            << " n=" << n << " offset=" << offset << " threads=" << threads);
            if (stream_is_reduction(op)) {
              double want = 0;
              for (std::size_t i = 0; i < n; ++i) want += static_cast<double>(x[i]) * (op == StreamOp::dot ? y[i] : T(1));
              // n additions in any order: |error| <= n * eps * sum.
              EXPECT_NEAR(got, want, static_cast<double>(n) * (sizeof(T) == 4 ? 6e-8 : 1.2e-16) * want);
              continue;
            }
            for (std::size_t i = 0; i < n; ++i) {
              const double w = expected<T>(op, x, y, before.data(), s, t, i);
              ASSERT_NEAR(d[i], w, rtol * std::abs(w)) << "index " << i;
            }
          }
}

}  // namespace

TEST(Stream, AllKernelsEveryIsaF64) {
  for (Isa isa : supported_isas()) check_all<double>(isa);
}

TEST(Stream, AllKernelsEveryIsaF32) {
  for (Isa isa : supported_isas()) check_all<float>(isa);
}

TEST(Stream, ManyPassesGiveTheSameResult) {
  const std::size_t n = 1000;
  AlignedBuffer<double> x(n), d(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = 1.0;
  const StreamArgs<double> args{d.data(), x.data(), nullptr, 2.0, 0.0, n};
  stream_run<double>(best_isa(), StreamOp::scale, false, args, 2, 5);
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(d[i], 2.0);
  EXPECT_DOUBLE_EQ(stream_run<double>(best_isa(), StreamOp::sum, false, args, 2, 3), 1000.0);
  // The sum keeps its accumulators over the passes (vector and scalar tails included) and returns
  // one pass's sum.
  AlignedBuffer<double> ones(1003);
  for (std::size_t i = 0; i < ones.size(); ++i) ones[i] = 1.0;
  for (std::size_t m : {1ul, 7ul, 1003ul})
    for (int passes : {1, 4}) {
      const StreamArgs<double> sum_args{nullptr, ones.data(), nullptr, 0.0, 0.0, m};
      EXPECT_DOUBLE_EQ(stream_run<double>(best_isa(), StreamOp::sum, false, sum_args, 2, passes), static_cast<double>(m))
          << m << " " << passes;
    }
}

TEST(Stream, RefusesMissingLevelsAndVariants) {
  EXPECT_THROW(stream_chunk_fn<double>(best_isa(), StreamOp::sum, true), std::invalid_argument);
  for (Isa isa : kAllIsas)
    if (!cpu_supports(isa)) {
      GTEST_LOG_(INFO) << "this CPU lacks " << isa_name(isa) << ": its kernels are not run here";
      EXPECT_THROW(stream_chunk_fn<double>(isa, StreamOp::copy, false), std::invalid_argument);
    }
}

TEST(Stream, ArraysAndNames) {
  EXPECT_EQ(stream_arrays(StreamOp::triad), 3);
  EXPECT_EQ(stream_arrays(StreamOp::update), 1);
  EXPECT_EQ(stream_op_name(StreamOp::fill), "fill");
  EXPECT_FALSE(stream_has_nt(StreamOp::update));
  EXPECT_EQ(stream_arrays(StreamOp::axpy), 2);
  EXPECT_FALSE(stream_has_nt(StreamOp::axpy));
  EXPECT_EQ(stream_arrays(StreamOp::dot), 2);
  EXPECT_FALSE(stream_has_nt(StreamOp::dot));
  EXPECT_TRUE(stream_is_reduction(StreamOp::dot));
  EXPECT_FALSE(stream_is_reduction(StreamOp::axpy));
}
