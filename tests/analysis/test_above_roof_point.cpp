// A point is flagged above its roof (points.csv's above_roof, the headline's count) when it reads more
// than 5% over the roof and its interval lies wholly above the roof's: a median that far over within
// both intervals is the noise of a few repetitions. A point without an interval (a placed figure) is
// judged by its efficiency alone. A compute roof's interval reaches its per-cycle rate at the run's
// fastest clock: a roof measured while the host held the clock down does not flag a kernel timed at
// full clock.
#include <gtest/gtest.h>

#include "model/points.hpp"
#include "model/roofline.hpp"
#include "hand_roofs.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::bandwidth_roof;
using cpuroof::testing::compute_roof;

namespace {

// A DRAM roof of `read` kind at 50 GB/s, its interval 48 to 52.
Roofline dram_roofline() {
  Roof r = bandwidth_roof("DRAM", "read", 50);
  r.ci = {48, 52};
  Roofline roofline;
  roofline.roofs = {r};
  return roofline;
}

KernelPoint read_point(double gb, Interval ci) {
  KernelPoint p;
  p.benchmark = "stream/sum/hand/f64/ws:134217728/threads:1/real_time";
  p.family = "stream";
  p.level = "DRAM";
  p.access = "read";
  p.threads = 1;
  p.gb_per_s = gb;
  p.gb_ci = ci;
  p.time_per_call_ns = 1e6;
  return p;
}

}  // namespace

TEST(AboveRoofPoint, OverTheToleranceWithinBothIntervalsIsNotAboveTheRoof) {
  KernelPoint p = read_point(54.5, {45, 57});  // 109%, its three repetitions spread across the roof's
  bind_to_roofs(p, dram_roofline(), "fma");
  EXPECT_NEAR(p.efficiency, 1.09, 1e-12);
  EXPECT_FALSE(p.above_roof);
}

TEST(AboveRoofPoint, OverTheToleranceBeyondBothIntervalsIsAboveTheRoof) {
  KernelPoint p = read_point(54.5, {53, 56});
  bind_to_roofs(p, dram_roofline(), "fma");
  EXPECT_TRUE(p.above_roof);
}

TEST(AboveRoofPoint, BeyondBothIntervalsWithinTheToleranceIsNotAboveTheRoof) {
  KernelPoint p = read_point(52.4, {52.2, 52.6});  // 104.8%
  bind_to_roofs(p, dram_roofline(), "fma");
  EXPECT_FALSE(p.above_roof);
}

TEST(AboveRoofPoint, APointWithoutAnIntervalIsJudgedByItsEfficiency) {
  KernelPoint p = read_point(54.5, {});
  bind_to_roofs(p, dram_roofline(), "fma");
  EXPECT_TRUE(p.above_roof);
}

namespace {

// An f64 FMA roof of 104 GFLOP/s (interval 103.5 to 104.4) measured at 3.25 GHz: 32 FLOP a cycle.
Roofline compute_roofline(double top_clock_hz) {
  Roof r = compute_roof("f64", "avx512", "fma", 104);
  r.ci = {103.5, 104.4};
  r.clock_hz = 3.25e9;
  r.per_cycle = 32;
  Roofline roofline;
  roofline.roofs = {r};
  roofline.clock_top_hz[1] = top_clock_hz;
  return roofline;
}

KernelPoint matmul_point(double gflop, Interval ci) {
  KernelPoint p;
  p.benchmark = "tiny/matmul/hand/f64/n:16/threads:1/real_time";
  p.family = "tiny";
  p.level = "L1";
  p.dtype = "f64";
  p.isa = "avx512";
  p.threads = 1;
  p.gflop_per_s = gflop;
  p.gflop_ci = ci;
  p.time_per_call_ns = 75;
  return p;
}

}  // namespace

TEST(AboveRoofPoint, BeyondAComputeRoofButWithinItsRateAtTheRunsFastestClockIsNotAboveIt) {
  // 110 GFLOP/s against 104 (106%): the run's fastest clock, 3.62 GHz, gives the roof 115.8.
  KernelPoint p = matmul_point(110, {108.7, 110.5});
  bind_to_roofs(p, compute_roofline(3.62e9), "fma");
  EXPECT_NEAR(p.efficiency, 110.0 / 104, 1e-12);
  EXPECT_NEAR(p.roof_gflop_ci.high, 32 * 3.62, 1e-9);
  EXPECT_FALSE(p.above_roof);
  // At a fastest clock no higher than the roof's own, it is above.
  KernelPoint q = matmul_point(110, {108.7, 110.5});
  bind_to_roofs(q, compute_roofline(3.25e9), "fma");
  EXPECT_TRUE(q.above_roof);
}
