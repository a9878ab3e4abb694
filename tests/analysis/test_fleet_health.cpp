// index --health's judgement: each node's roofs against its siblings' (same machine identity and
// profile), on hand-made fleets: one slow node among alike ones is flagged alone, noise within the
// fleet's spread is not, two siblings are too few to judge, a missing roof flags, and another
// profile or machine is another group.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <algorithm>

#include "model/fleet_health.hpp"
#include "report/health_table.hpp"

using namespace cpuroof::analysis;

namespace {

Roof health_roof(const std::string& kind, const std::string& name, const std::string& variant, int threads,
                 double value) {
  Roof r;
  r.kind = kind;
  (kind == "compute" ? r.dtype : r.level) = name;
  if (kind == "compute") r.isa = "avx2";
  r.variant = variant;
  r.threads = threads;
  r.value = value;
  r.ci = {value * 0.99, value * 1.01};
  return r;
}

// A node of machine "m1", profile full: f64 avx2 fma, L3 copy and DRAM read at one thread, DRAM
// read at `dram` GB/s.
FleetRun node(const std::string& name, double dram, const std::string& profile = "full", const std::string& id = "m1") {
  FleetRun run;
  run.node = name;
  run.host = "host-" + name;
  run.machine.id = id;
  run.machine.vendor = "AMD";
  run.machine.microarch = "Zen 4";
  run.machine.physical_cores = 2;
  run.profile = profile;
  run.roofs = {health_roof("compute", "f64", "fma", 1, 58), health_roof("bandwidth", "L3", "copy", 1, 120),
               health_roof("bandwidth", "DRAM", "read", 1, dram)};
  return run;
}

const HealthRow* row_of(const FleetHealth& h, std::size_t run, const std::string& level) {
  for (const HealthRow& r : h.rows)
    if (r.run == run && r.named->level == level) return &r;
  return nullptr;
}

}  // namespace

TEST(FleetHealth, OneSlowNodeAmongAlikeOnesIsFlaggedAlone) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 45)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_EQ(h.flagged, (std::vector<std::size_t>{2}));
  EXPECT_TRUE(h.unjudged.empty());
  EXPECT_EQ(h.rows.size(), 9u);
  const HealthRow* slow = row_of(h, 2, "DRAM");
  ASSERT_NE(slow, nullptr);
  EXPECT_EQ(slow->verdict, HealthVerdict::low);
  EXPECT_DOUBLE_EQ(slow->ratio(), 0.75);
  EXPECT_EQ(slow->fleet.count, 3);
  for (const HealthRow& r : h.rows)
    EXPECT_EQ(r.verdict, &r == slow ? HealthVerdict::low : HealthVerdict::ok)
        << fleet[r.run].node << " " << r.named->level;
}

TEST(FleetHealth, NoiseWithinTheFleetsSpreadIsNotFlagged) {
  // DRAM median 100, MAD 8: a spread of 35.6 GB/s; 85 is 15% below the median but within it.
  const std::vector<FleetRun> fleet = {node("n1", 100), node("n2", 85), node("n3", 115), node("n4", 92),
                                       node("n5", 108)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  EXPECT_NEAR(row_of(h, 1, "DRAM")->fleet.spread, 3 * 1.4826 * 8, 1e-9);
}

TEST(FleetHealth, TwoSiblingsAreTooFewToJudge) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 30)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  EXPECT_EQ(h.unjudged, (std::vector<std::size_t>{0, 1}));
  for (const HealthRow& r : h.rows) EXPECT_EQ(r.verdict, HealthVerdict::unjudged);
  const CsvTable t = health_table(fleet, h);
  EXPECT_EQ(t.rows[2][t.column("verdict")], "unjudged");
  EXPECT_EQ(t.rows[2][t.column("ratio")], "");
  EXPECT_EQ(t.rows[2][t.column("value")], "60");
}

TEST(FleetHealth, ARoofTheOthersAllHaveAndTheNodeLacksFlagsIt) {
  std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 60)};
  fleet[1].roofs.erase(fleet[1].roofs.begin() + 1);  // its L3 copy roof
  const FleetHealth h = fleet_health(fleet);
  EXPECT_EQ(h.flagged, (std::vector<std::size_t>{1}));
  const HealthRow* missing = row_of(h, 1, "L3");
  ASSERT_NE(missing, nullptr);
  EXPECT_EQ(missing->verdict, HealthVerdict::missing);
  EXPECT_EQ(missing->roof, nullptr);
  // The other two still judge it among themselves: two are too few.
  EXPECT_EQ(row_of(h, 0, "L3")->verdict, HealthVerdict::unjudged);
  const std::string text = render_health(fleet, h, "health.csv");
  EXPECT_TRUE(has(text, "health: FLAGGED n2 (host host-n2, amd-zen4-2c): 0 roofs low, 1 missing\n")) << text;
}

TEST(FleetHealth, ProfilesAndMachinesAreSeparateGroups) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 60), node("q1", 40, "quick"),
                                       node("o1", 20, "full", "m2")};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  EXPECT_EQ(h.unjudged, (std::vector<std::size_t>{3, 4}));
  EXPECT_EQ(row_of(h, 0, "DRAM")->fleet.count, 3);
}

TEST(FleetHealth, TheTableAndTheLines) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 45)};
  const FleetHealth h = fleet_health(fleet);
  const CsvTable t = health_table(fleet, h);
  EXPECT_EQ(t.header.front(), "schema_version");
  EXPECT_EQ(t.header[1], "node");
  EXPECT_EQ(t.header.back(), "verdict");
  const std::string csv = t.to_string();
  EXPECT_TRUE(has(csv,
                  "2,n3,host-n3,amd-zen4-2c,m1,full,DRAM read,bandwidth,DRAM,,,read,1,,GB/s,45,44.55,45.45,3,3,60,0,"
                  "0.75,low\n"))
      << csv;
  const std::string text = render_health(fleet, h, "/tmp/health.csv");
  EXPECT_EQ(text,
            "health: FLAGGED n3 (host host-n3, amd-zen4-2c): 1 roof low, 0 missing; lowest DRAM read, 1 thread: 0.750 "
            "x the median of 3 siblings\n"
            "health: 1 of 3 runs judged flagged; wrote /tmp/health.csv\n");
}
