// Declared costs against hand counts.
#include <gtest/gtest.h>

#include "peak.hpp"
#include "stream.hpp"

using namespace cpuroof;

TEST(Cost, ArithmeticAndIntensity) {
  const Cost c{10, 20, 20};
  EXPECT_DOUBLE_EQ(c.bytes(), 40);
  EXPECT_DOUBLE_EQ(c.intensity(), 0.25);
  EXPECT_EQ(c * 3, (Cost{30, 60, 60}));
  EXPECT_EQ(c + c, (Cost{20, 40, 40}));
  EXPECT_DOUBLE_EQ(Cost{}.intensity(), 0.0);
}

TEST(Cost, StreamHandCounts) {
  // STREAM convention, f64: copy 16 B, scale 16 B + 1 flop, add 24 B + 1 flop, triad 24 B + 2 flop.
  EXPECT_EQ(stream_cost(stream_kind("copy"), 1000, 8), (Cost{0, 8000, 8000}));
  EXPECT_EQ(stream_cost(stream_kind("scale"), 1000, 8), (Cost{1000, 8000, 8000}));
  EXPECT_EQ(stream_cost(stream_kind("add"), 1000, 8), (Cost{1000, 16000, 8000}));
  EXPECT_EQ(stream_cost(stream_kind("triad"), 1000, 8), (Cost{2000, 16000, 8000}));
  EXPECT_EQ(stream_cost(stream_kind("sum"), 1000, 8), (Cost{1000, 8000, 0}));
  EXPECT_EQ(stream_cost(stream_kind("fill"), 1000, 8), (Cost{0, 0, 8000}));
  EXPECT_EQ(stream_cost(stream_kind("update"), 1000, 4), (Cost{2000, 4000, 4000}));
  EXPECT_EQ(stream_cost(stream_kind("dot"), 1000, 8), (Cost{2000, 16000, 0}));
  EXPECT_EQ(stream_cost(stream_kind("axpy"), 1000, 8), (Cost{2000, 16000, 8000}));
  EXPECT_DOUBLE_EQ(stream_cost(stream_kind("triad"), 1, 8).intensity(), 2.0 / 24);
}

TEST(Cost, StreamBusBytesAddWriteAllocate) {
  // A normal triad store reads the destination line first: 32 B per element, not 24.
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("triad"), false, 1, 8), 32);
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("triad"), true, 1, 8), 24);
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("update"), false, 1, 8), 16);
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("axpy"), false, 1, 8), 24);  // y is read anyway: no allocate
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("sum"), false, 1, 8), 8);
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("dot"), false, 1, 8), 16);
  EXPECT_DOUBLE_EQ(stream_bus_bytes(stream_kind("fill"), false, 1, 8), 16);
}

TEST(Cost, PeakHandCounts) {
#if defined(__x86_64__)
  // avx2 f64: 4 lanes; 8 FMA chains = 8 * 4 * 2 flops per trip.
  EXPECT_DOUBLE_EQ(peak_cost({8, 0, 0}, Isa::avx2, 8, 10).flops, 640);
  // avx512 f32: 16 lanes; 8 FMA + 4 ADD chains = 16 * (16 + 4) per trip.
  EXPECT_DOUBLE_EQ(peak_cost({8, 4, 0}, Isa::avx512, 4, 1).flops, 320);
  EXPECT_DOUBLE_EQ(peak_cost({8, 0, 0}, Isa::avx2, 8, 10).bytes(), 0);
#elif defined(__aarch64__)
  // neon f64: 2 lanes; 8 FMA chains = 8 * 2 * 2 flops per trip.
  EXPECT_DOUBLE_EQ(peak_cost({8, 0, 0}, Isa::neon, 8, 10).flops, 320);
  // neon f32: 4 lanes; 8 FMA + 4 ADD chains = 4 * (16 + 4) per trip.
  EXPECT_DOUBLE_EQ(peak_cost({8, 4, 0}, Isa::neon, 4, 1).flops, 80);
  EXPECT_DOUBLE_EQ(peak_cost({8, 0, 0}, Isa::neon, 8, 10).bytes(), 0);
#endif
  EXPECT_DOUBLE_EQ(peak_cost({0, 0, 12}, Isa::scalar, 8, 1).flops, 12);
}
