// place marks work latency-bound (model/place.hpp): its dependent loads per call at its level's
// measured latency take longer than its roofs allow for its flops and bytes.
#include <gtest/gtest.h>

#include <string>

#include "io/place_input.hpp"
#include "model/place.hpp"

using namespace cpuroof::analysis;

namespace place_latency_test {

// One thread: f64 peak 100 GFLOP/s; DRAM 25 GB/s from 48 KiB; DRAM latency 100 ns on huge pages.
Roofline roofline() {
  Roofline r;
  Roof peak;
  peak.kind = "compute", peak.dtype = "f64", peak.isa = "avx2", peak.variant = "fma", peak.threads = 1,
  peak.value = 100;
  Roof dram;
  dram.kind = "bandwidth", dram.level = "DRAM", dram.dtype = "f64", dram.variant = "read", dram.threads = 1,
  dram.value = 25;
  r.roofs = {peak, dram};
  r.levels = {{"DRAM", 1, 0, 0, 25, ""}};
  return r;
}

std::vector<LatencyLevel> latency() {
  LatencyLevel huge, base;
  huge.level = base.level = "DRAM";
  huge.pages = "huge", huge.ns = 100;
  base.pages = "base", base.ns = 130;
  return {base, huge};
}

TEST(PlaceLatency, DependentLoadsBeyondTheRoofsMakeItLatencyBound) {
  // 1 MB in 1 ms at DRAM: the roof allows it in 40 µs. 10,000 dependent loads at 100 ns take 1 ms:
  // latency-bound. 100 of them take 10 µs: the roofs still bound it (memory).
  const std::string csv =
      "name,flops,bytes,seconds,ws_bytes,dependent_loads\n"
      "walk,0,1e6,1e-3,1e9,10000\n"
      "stream,0,1e6,1e-3,1e9,100\n"
      "unsaid,0,1e6,1e-3,1e9,\n";
  const auto points = place_work(parse_placed_work(csv, "in.csv", "f64"), roofline(), "roofs", latency());
  ASSERT_EQ(points.size(), 3u);
  for (const auto& p : points) EXPECT_EQ(p.bound, p.benchmark == "walk" ? "latency" : "memory") << p.benchmark;
  EXPECT_DOUBLE_EQ(dependent_loads_ns(latency(), "DRAM", 10000), 1e6);  // huge pages' latency
  EXPECT_EQ(dependent_loads_ns(latency(), "L2", 10000), 0);
}

TEST(PlaceLatency, WithoutTheRoofsLatencyNothingIsMarked) {
  const auto points =
      place_work(parse_placed_work("name,flops,bytes,seconds,ws_bytes,dependent_loads\nwalk,0,1e6,1e-3,1e9,10000\n",
                                   "in.csv", "f64"),
                 roofline(), "roofs");
  EXPECT_EQ(points.at(0).bound, "memory");
}

TEST(PlaceLatency, NegativeDependentLoadsAreRefused) {
  EXPECT_THROW(parse_placed_work("name,flops,bytes,seconds,dependent_loads\nk,1,1,1,-1\n", "in.csv", "f64"),
               InputError);
}

}  // namespace place_latency_test
