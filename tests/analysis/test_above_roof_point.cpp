// A point is flagged above its roof (points.csv's above_roof, the headline's count) when it reads more
// than 5% over the roof and its interval lies wholly above the roof's: a median that far over within
// both intervals is the noise of a few repetitions. A point without an interval (a placed figure) is
// judged by its efficiency alone.
#include <gtest/gtest.h>

#include "model/points.hpp"
#include "model/roofline.hpp"
#include "hand_roofs.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::bandwidth_roof;

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
