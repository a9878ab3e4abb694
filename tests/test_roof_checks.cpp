// The roof checks: figures above the core's limits, and the DRAM roof at the largest working set.
#include <gtest/gtest.h>

#include "roof_checks.hpp"
#include "synthetic_measurement.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::synthetic_measurement;

namespace {

constexpr double MiB = 1 << 20;

const Check* find(const std::vector<Check>& checks, const std::string& name) {
  for (const auto& c : checks)
    if (c.name == name) return &c;
  return nullptr;
}

Roof l1_roof(const std::string& access, double value, double bus, double theoretical) {
  Roof r;
  r.kind = "bandwidth";
  r.level = "L1";
  r.variant = access;
  r.threads = 1;
  r.value = value;
  r.ci = {value * 0.99, value * 1.01};
  r.bus_value = bus;
  r.theoretical = theoretical;
  return r;
}

// A DRAM sweep of the read kind at 1 thread: `gb_per_s` at each working set (MiB), 5 repetitions of
// 1e9 bytes each; the roof is read at `roof_mib`.
struct DramCase {
  RawRun run;
  Roofline roofline;
};
DramCase dram_case(const std::vector<std::pair<double, double>>& mib_and_gb_per_s, double roof_mib) {
  DramCase d;
  for (const auto& [mib, rate] : mib_and_gb_per_s) {
    const double t = 1e9 / rate;  // ns for 1e9 bytes
    d.run.measurements.push_back(synthetic_measurement("stream", "sum", "f64", {{"ws", std::to_string(mib)}, {"threads", "1"}}, {},
                                                       {0, 1e9, 0}, {t, t * 1.002, t * 0.998, t * 1.001, t * 0.999}, 1, mib * MiB));
  }
  Roof r;
  r.kind = "bandwidth";
  r.level = "DRAM";
  r.variant = "read";
  r.threads = 1;
  r.ws_low_bytes = 48 * MiB;
  for (std::size_t i = 0; i < mib_and_gb_per_s.size(); ++i)
    if (mib_and_gb_per_s[i].first == roof_mib) {
      r.value = mib_and_gb_per_s[i].second;
      r.source = d.run.measurements[i].name;
    }
  r.ci = {r.value * 0.995, r.value * 1.005};
  d.roofline.roofs.push_back(r);
  return d;
}

}  // namespace

TEST(RoofChecks, AFigureAboveThePortLimitIsFlaggedBusIncluded) {
  Roofline within;
  within.roofs = {l1_roof("read", 500, 0, 538), l1_roof("add", 780, 0, 806)};
  const auto within_checks = roof_checks({}, within);
  const Check* ok = find(within_checks, "physical_limit");
  ASSERT_TRUE(ok);
  EXPECT_TRUE(ok->pass) << ok->detail;
  EXPECT_NEAR(ok->value, 780.0 / 806, 1e-9);

  Roofline bus_above = within;
  bus_above.roofs.push_back(l1_roof("add", 780, 1040, 806));  // write-allocate counted at L1
  const auto above_checks = roof_checks({}, bus_above);
  const Check* flagged = find(above_checks, "physical_limit");
  ASSERT_TRUE(flagged);
  EXPECT_FALSE(flagged->pass) << flagged->detail;
  EXPECT_NEAR(flagged->value, 1040.0 / 806, 1e-9);
}

TEST(RoofChecks, NoTheoreticalLimitNoRow) {
  Roofline unknown;
  unknown.roofs = {l1_roof("read", 500, 0, 0)};
  EXPECT_FALSE(find(roof_checks({}, unknown), "physical_limit"));
  EXPECT_FALSE(find(roof_checks({}, unknown), "dram_reach"));
}

TEST(RoofChecks, TheDramRoofHoldsAtTheLargestWorkingSet) {
  const DramCase d = dram_case({{64, 31}, {128, 30.8}, {256, 30.6}, {512, 30.3}}, 64);
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->pass) << c->detail;
  EXPECT_NEAR(c->value, 30.3 / 31, 3e-3);
  EXPECT_NE(c->detail.find("64-512 MiB"), std::string::npos) << c->detail;
}

TEST(RoofChecks, ADramRoofReadWhereCachesStillHelpIsFlagged) {
  const DramCase d = dram_case({{64, 36}, {128, 34}, {256, 31}, {512, 30}}, 64);
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->pass) << c->detail;
  EXPECT_NEAR(c->value, 30.0 / 36, 3e-3);
}
