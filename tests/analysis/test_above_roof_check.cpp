// The above_roof check: a kernel whose median's interval lies wholly above the interval of the roof it
// is judged against fails the run's checks, naming the kernel and the roof; within the intervals, or
// below, it does not.
#include <gtest/gtest.h>

#include "checks/above_roof_check.hpp"

using namespace cpuroof::analysis;

namespace {

// A point bound to a DRAM read roof of 50 GB/s (49.5 to 50.5) at `threads`, reading `gb` GB/s with the
// interval given.
KernelPoint dram_point(const std::string& name, double gb, Interval ci, int threads = 1) {
  KernelPoint p;
  p.benchmark = name;
  p.threads = threads;
  p.gb_per_s = gb;
  p.gb_ci = ci;
  p.roof_gb_per_s = 50;
  p.roof_gb_ci = {49.5, 50.5};
  p.roof_gb_name = "DRAM read";
  return p;
}

}  // namespace

TEST(AboveRoofCheck, KernelsUnderOrWithinTheirRoofPass) {
  const auto c = above_roof_check({dram_point("gemv/a", 40, {39, 41}), dram_point("gemv/b", 51, {50.2, 51.8})});
  ASSERT_TRUE(c);
  EXPECT_EQ(c->name, "above_roof");
  EXPECT_TRUE(c->pass);
  EXPECT_EQ(c->value, 0);
  EXPECT_EQ(c->detail, "no kernel beat its roof beyond both intervals");
}

TEST(AboveRoofCheck, AKernelBeyondItsRoofsIntervalFailsAndTheFurthestIsNamed) {
  KernelPoint compute;
  compute.benchmark = "gemm/packed/hand/f64/m:512";
  compute.threads = 2;
  compute.gflop_per_s = 120;
  compute.gflop_ci = {118, 122};
  compute.roof_gflop_per_s = 110;
  compute.roof_gflop_ci = {109, 111};
  compute.roof_gflop_name = "f64 avx512 fma";
  const auto c = above_roof_check({dram_point("blas1/axpy/hand/f64/n:33554432", 54, {52, 56}),
                                   dram_point("gemv/n/hand/f64/n:8192", 62.8, {60, 64}, 2), compute});
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->pass);
  EXPECT_EQ(c->value, 3);
  // 60 / 50.5 is further beyond its roof than 52 / 50.5 and 118 / 111.
  EXPECT_EQ(c->detail,
            "3 kernels beat their roof beyond both intervals: the furthest, gemv/n/hand/f64/n:8192, at 62.8 GB/s "
            "(at least 60.0) against the DRAM read roof at 2 threads of 50.0 (at most 50.5); that roof is measured "
            "below what the machine gives");
}

TEST(AboveRoofCheck, NoRoofNoRow) {
  KernelPoint p;
  p.gb_per_s = 10;
  p.gb_ci = {9, 11};
  EXPECT_FALSE(above_roof_check({p}));
  EXPECT_FALSE(above_roof_check({}));
}
