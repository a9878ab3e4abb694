// Every stream kernel, every ISA level this CPU runs, f64 and f32, normal and non-temporal stores,
// awkward sizes and offsets, several thread counts: against a plain loop.
#include <gtest/gtest.h>
#include <omp.h>

#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "stream.hpp"
#include "missing_levels.hpp"

using namespace cpuroof;

namespace {

template <class T>
void check_all_stream(Isa isa) {
  // Element-wise results may differ from the loop only in rounding: a multiply and an add, or one FMA.
  const double rtol = sizeof(T) == 4 ? 1e-6 : 1e-14;
  for (std::size_t n : {1ul, 7ul, 63ul, 64ul, 257ul, 1000ul, 4099ul})
    for (std::size_t offset : {0ul, 1ul, 3ul})  // misaligned starts exercise the NT head peel
      for (int threads : {1, 2, 3})
        for (const StreamKind& kind : kStreamKinds)
          for (bool nt : {false, true}) {
            if (nt && !kind.has_nt()) continue;
            const StreamLoop<T> loop = stream_loop<T>(isa, kind, nt);
            AlignedBuffer<T> xb(n + offset), yb(n + offset), zb(n + offset), db(n + offset);
            T* x = xb.data() + offset;
            T* y = yb.data() + offset;
            T* z = zb.data() + offset;
            T* d = db.data() + offset;
            for (std::size_t i = 0; i < n; ++i) {
              x[i] = T(1) + T(i % 11) / 4;
              y[i] = T(3) - T(i % 5) / 8;
              z[i] = T(0.5) + T(i % 7) / 8;
              d[i] = T(i % 3);
            }
            const std::vector<T> before(d, d + n);
            const T s = T(0.5), t = T(1.25);
            const StreamArgs<T> args{d, x, y, z, s, t, n};
            const T got = stream_run<T>(loop, args, threads, 1);
            SCOPED_TRACE(testing::Message() << isa_name(isa) << " " << kind.name << (nt ? "_nt" : "") << " n=" << n
                                            << " offset=" << offset << " threads=" << threads);
            auto element = [&](std::size_t i) { return StreamElement{x[i], y[i], z[i], before[i], s, t}; };
            if (kind.reduction()) {
              double want = 0;
              for (std::size_t i = 0; i < n; ++i) want += kind.reference(element(i));
              // n additions in any order: |error| <= n * eps * sum.
              const double tol = static_cast<double>(n) * (sizeof(T) == 4 ? 6e-8 : 1.2e-16) * want;
              EXPECT_NEAR(got, want, tol);
              StreamArgs<T> one_stream = args;
              one_stream.segments = 1;
              EXPECT_NEAR(stream_run<T>(loop, one_stream, threads, 1), want, tol) << "as one stream";
              continue;
            }
            for (std::size_t i = 0; i < n; ++i) {
              const double w = kind.reference(element(i));
              ASSERT_NEAR(d[i], w, rtol * std::abs(w)) << "index " << i;
            }
          }
}

}  // namespace

TEST(Stream, AllKernelsEveryIsaF64) {
  for (Isa isa : supported_isas()) check_all_stream<double>(isa);
}

TEST(Stream, AllKernelsEveryIsaF32) {
  for (Isa isa : supported_isas()) check_all_stream<float>(isa);
}

TEST(Stream, ManyPassesGiveTheSameResult) {
  const std::size_t n = 1000;
  AlignedBuffer<double> x(n), d(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = 1.0;
  const StreamArgs<double> args{d.data(), x.data(), nullptr, nullptr, 2.0, 0.0, n};
  const auto scale = stream_loop<double>(best_isa(), stream_kind("scale"), false);
  const auto sum = stream_loop<double>(best_isa(), stream_kind("sum"), false);
  stream_run<double>(scale, args, 2, 5);
  for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(d[i], 2.0);
  EXPECT_DOUBLE_EQ(stream_run<double>(sum, args, 2, 3), 1000.0);
  // The sum keeps its accumulators over the passes (vector and scalar tails included) and returns
  // one pass's sum.
  AlignedBuffer<double> ones(1003);
  for (std::size_t i = 0; i < ones.size(); ++i) ones[i] = 1.0;
  for (std::size_t m : {1ul, 7ul, 1003ul})
    for (int passes : {1, 4}) {
      const StreamArgs<double> sum_args{nullptr, ones.data(), nullptr, nullptr, 0.0, 0.0, m};
      EXPECT_DOUBLE_EQ(stream_run<double>(sum, sum_args, 2, passes), static_cast<double>(m)) << m << " " << passes;
    }
}

TEST(Stream, RefusesMissingLevelsVariantsAndKinds) {
  EXPECT_THROW(stream_loop<double>(best_isa(), stream_kind("sum"), true), std::invalid_argument);
  EXPECT_THROW(stream_kind("nosuch"), std::invalid_argument);
  expect_missing_levels_refused([](Isa isa) { stream_loop<double>(isa, stream_kind("copy"), false); });
}

// The table's derived facts against hand counts (costs: test_cost.cpp).
TEST(Stream, ArraysAndVariants) {
  EXPECT_EQ(stream_kind("triad").arrays(), 3);
  EXPECT_EQ(stream_kind("update").arrays(), 1);
  EXPECT_EQ(stream_kind("axpy").arrays(), 2);
  EXPECT_EQ(stream_kind("dot").arrays(), 2);
  EXPECT_EQ(stream_kind("fill").arrays(), 1);
  EXPECT_FALSE(stream_kind("update").has_nt());
  EXPECT_FALSE(stream_kind("axpy").has_nt());
  EXPECT_FALSE(stream_kind("dot").has_nt());
  EXPECT_TRUE(stream_kind("copy").has_nt());
  EXPECT_TRUE(stream_kind("dot").reduction());
  EXPECT_FALSE(stream_kind("axpy").reduction());
  EXPECT_EQ(stream_access(stream_kind("sum"), false), "read");
  EXPECT_EQ(stream_access(stream_kind("fill"), true), "write_nt");
}
