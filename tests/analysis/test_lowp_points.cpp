// A low-precision kernel point (the int8 and bf16 GEMMs) is judged against its dtype's dot-product
// roof (the vpdpbusd / vdpbf16ps rows), as an f64 point is against its FMA roof: before, the
// lookup asked for an FMA roof only, found none for i8 or bf16 and left them without a compute roof.
#include <gtest/gtest.h>

#include <string>

#include "model/points.hpp"
#include "model/roofline.hpp"
#include "hand_roofs.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::compute_roof;

namespace {

KernelPoint gemm_point(const std::string& dtype, const std::string& isa, double rate) {
  KernelPoint p;
  p.benchmark = "gemm/gemm_" + dtype + "/hand/" + dtype + "/m:2048/n:2048/k:2048/threads:1/real_time";
  p.family = "gemm";
  p.kernel = "gemm_" + dtype;
  p.impl = "hand";
  p.dtype = dtype;
  p.isa = isa;
  p.level = "DRAM";
  p.threads = 1;
  p.gflop_per_s = rate;
  p.gb_per_s = 1;
  p.ai = rate;
  p.time_per_call_ns = 1e7;
  return p;
}

}  // namespace

TEST(LowpPoints, JudgedAgainstTheirDotProductRoof) {
  Roofline roofline;
  roofline.roofs = {compute_roof("f64", "avx512", "fma", 100), compute_roof("bf16", "avx512_bf16", "dot", 400),
                    compute_roof("i8", "avx512_vnni", "dot", 800)};
  struct Case {
    std::string dtype, isa;
    double roof;
  };
  for (const Case& c : {Case{"bf16", "avx512_bf16", 400}, Case{"i8", "avx512_vnni", 800}}) {
    KernelPoint p = gemm_point(c.dtype, c.isa, c.roof * 0.8);
    bind_to_roofs(p, roofline, "fma");
    EXPECT_EQ(p.roof_gflop_per_s, c.roof) << c.dtype;
    EXPECT_NEAR(p.efficiency, 0.8, 1e-12) << c.dtype;
    EXPECT_EQ(p.bound, "compute") << c.dtype;
  }
  // A library point on the widened values is an f32 point: no f32 roof here, so none.
  KernelPoint f32 = gemm_point("f32", "library (Haswell)", 50);
  f32.impl = "openblas";
  bind_to_roofs(f32, roofline, "fma");
  EXPECT_EQ(f32.roof_gflop_per_s, 0);
}
