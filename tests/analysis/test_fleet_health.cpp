// index --health's judgement: each node's headline roofs and groups against its siblings' (same
// machine identity and profile), on hand-made fleets: a slow level or a slow clock flags the node
// alone, naming it; noise within the fleet's spread, or one roof of many, does not; several roofs
// of one level falling together do; two siblings are too few to judge; a missing headline flags;
// another profile or machine is another group.
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

// A node with four L2 kinds (read 400, copy 300, add 320, triad 310 GB/s, each times `l2`, jittered
// by `jitter`) and two compute mixes (fma 58, add 29, times `clock`).
FleetRun wide_node(const std::string& name, double l2, double clock = 1, double jitter = 1) {
  FleetRun run = node(name, 60);
  run.roofs = {health_roof("compute", "f64", "fma", 1, 58 * clock),
               health_roof("compute", "f64", "add", 1, 29 * clock),
               health_roof("bandwidth", "L2", "read", 1, 400 * l2 * jitter),
               health_roof("bandwidth", "L2", "copy", 1, 300 * l2 / jitter),
               health_roof("bandwidth", "L2", "add", 1, 320 * l2 * jitter),
               health_roof("bandwidth", "L2", "triad", 1, 310 * l2),
               health_roof("bandwidth", "DRAM", "read", 1, 60 * jitter)};
  return run;
}

const HealthRow* row_named(const FleetHealth& h, std::size_t run, const std::string& name) {
  for (const HealthRow& r : h.rows)
    if (r.run == run && r.name == name) return &r;
  return nullptr;
}

}  // namespace

TEST(FleetHealth, OneSlowLevelFlagsItsNodeAloneNamingTheLevel) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 45)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_EQ(h.flagged, (std::vector<std::size_t>{2}));
  EXPECT_TRUE(h.unjudged.empty());
  EXPECT_EQ(h.rows.size(), 18u);  // per node 3 headlines and 3 roofs
  const HealthRow* slow = row_named(h, 2, "DRAM best");
  ASSERT_NE(slow, nullptr);
  EXPECT_EQ(slow->scope, HealthScope::headline);
  EXPECT_EQ(slow->verdict, HealthVerdict::low);
  EXPECT_DOUBLE_EQ(slow->ratio(), 0.75);
  EXPECT_EQ(slow->fleet.count, 3);
  EXPECT_TRUE(flags_node(*slow));
  for (const HealthRow& r : h.rows)
    if (r.scope == HealthScope::headline) EXPECT_EQ(flags_node(r), &r == slow) << fleet[r.run].node << " " << r.name;
}

TEST(FleetHealth, NoiseWithinTheFleetsSpreadIsNotFlagged) {
  // DRAM median 100, MAD 8: 3 robust standard deviations are 35.6 GB/s; 85 is 15% below the median
  // but within them.
  const std::vector<FleetRun> fleet = {node("n1", 100), node("n2", 85), node("n3", 115), node("n4", 92),
                                       node("n5", 108)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  const HealthRow* dram = row_named(h, 1, "DRAM best");
  EXPECT_NEAR(dram->fleet.sigma, 1.4826 * 8, 1e-9);
  EXPECT_DOUBLE_EQ(dram->sigmas, 3);  // 3 quantities judged: the least threshold
}

// What users feel: one kind of a level falling, its level's best kind intact, is a row for a closer
// look, not a flag; the whole level falling together is a group's fall, though its best kind alone
// stays within the spread (its interval wide).
TEST(FleetHealth, OneRoofOfManyDoesNotFlagButALevelFallingTogetherDoes) {
  std::vector<FleetRun> fleet;
  for (int i = 0; i < 5; ++i) fleet.push_back(wide_node("n" + std::to_string(i), 1, 1, 1 + 0.004 * (i - 2)));
  fleet[1].roofs[3].value *= 0.7;  // L2 copy of n1: 30% low
  fleet[1].roofs[3].ci = {fleet[1].roofs[3].value * 0.99, fleet[1].roofs[3].value * 1.01};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty()) << render_health(fleet, h, "health.csv");
  const HealthRow* copy = row_named(h, 1, "L2 copy");
  ASSERT_NE(copy, nullptr);
  EXPECT_EQ(copy->scope, HealthScope::roof);
  EXPECT_EQ(copy->verdict, HealthVerdict::low);
  EXPECT_FALSE(flags_node(*copy));

  std::vector<FleetRun> slower = fleet;
  slower[1] = wide_node("n1", 0.8);
  slower[1].roofs[2].ci = {250, 400};  // L2 read, the best kind: its interval reaches the others'
  const FleetHealth g = fleet_health(slower);
  EXPECT_EQ(g.flagged, (std::vector<std::size_t>{1})) << render_health(slower, g, "health.csv");
  EXPECT_EQ(row_named(g, 1, "L2 best")->verdict, HealthVerdict::ok);
  const HealthRow* level = row_named(g, 1, "L2 all kinds");
  ASSERT_NE(level, nullptr);
  EXPECT_EQ(level->scope, HealthScope::group);
  EXPECT_EQ(level->members, 4);
  EXPECT_EQ(level->verdict, HealthVerdict::low);
  EXPECT_NEAR(level->ratio(), 0.8, 0.01);
}

TEST(FleetHealth, ASlowClockFlagsTheNodeNamingTheDtypeAndIsa) {
  std::vector<FleetRun> fleet;
  for (int i = 0; i < 5; ++i) fleet.push_back(wide_node("n" + std::to_string(i), 1, i == 3 ? 0.85 : 1));
  const FleetHealth h = fleet_health(fleet);
  EXPECT_EQ(h.flagged, (std::vector<std::size_t>{3}));
  EXPECT_EQ(row_named(h, 3, "f64 avx2 peak")->verdict, HealthVerdict::low);
  const std::string text = render_health(fleet, h, "health.csv");
  EXPECT_TRUE(has(text,
                  "health: FLAGGED n3 (host host-n3, amd-zen4-2c): f64 avx2 peak, 1 thread: 49.3 GFLOP/s 0.850 "
                  "x the median of 5 siblings\n"))
      << text;
}

TEST(FleetHealth, TwoSiblingsAreTooFewToJudge) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 30)};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  EXPECT_EQ(h.unjudged, (std::vector<std::size_t>{0, 1}));
  for (const HealthRow& r : h.rows) EXPECT_EQ(r.verdict, HealthVerdict::unjudged);
  const CsvTable t = health_table(fleet, h);
  EXPECT_EQ(t.rows[2][t.column("roof")], "DRAM best");
  EXPECT_EQ(t.rows[2][t.column("verdict")], "unjudged");
  EXPECT_EQ(t.rows[2][t.column("ratio")], "");
  EXPECT_EQ(t.rows[2][t.column("value")], "60");
}

TEST(FleetHealth, APeakTheOthersAllHaveAndTheNodeLacksFlagsIt) {
  std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 60)};
  fleet[1].roofs.erase(fleet[1].roofs.begin());  // its f64 avx2 fma roof, its only f64 one
  const FleetHealth h = fleet_health(fleet);
  EXPECT_EQ(h.flagged, (std::vector<std::size_t>{1}));
  const HealthRow* missing = row_named(h, 1, "f64 avx2 peak");
  ASSERT_NE(missing, nullptr);
  EXPECT_EQ(missing->verdict, HealthVerdict::missing);
  EXPECT_EQ(missing->roof, nullptr);
  // The other two still judge it among themselves: two are too few.
  EXPECT_EQ(row_named(h, 0, "f64 avx2 peak")->verdict, HealthVerdict::unjudged);
  const std::string text = render_health(fleet, h, "health.csv");
  EXPECT_TRUE(has(text,
                  "health: FLAGGED n2 (host host-n2, amd-zen4-2c): f64 avx2 peak, 1 thread: missing, which the "
                  "other 2 siblings have\n"))
      << text;
}

// A level the fit did not find (no plateau in the sweep) is a row for a closer look, not a flag.
TEST(FleetHealth, ALevelTheFitDidNotFindIsSaidButFlagsNothing) {
  std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 60)};
  fleet[1].roofs.erase(fleet[1].roofs.begin() + 1);  // its L3 copy roof, its only L3 one
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  const HealthRow* missing = row_named(h, 1, "L3 best");
  ASSERT_NE(missing, nullptr);
  EXPECT_EQ(missing->verdict, HealthVerdict::missing);
  EXPECT_FALSE(flags_node(*missing));
}

TEST(FleetHealth, ProfilesAndMachinesAreSeparateGroups) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 60), node("q1", 40, "quick"),
                                       node("o1", 20, "full", "m2")};
  const FleetHealth h = fleet_health(fleet);
  EXPECT_TRUE(h.flagged.empty());
  EXPECT_EQ(h.unjudged, (std::vector<std::size_t>{3, 4}));
  EXPECT_EQ(row_named(h, 0, "DRAM best")->fleet.count, 3);
}

TEST(FleetHealth, TheTableAndTheLines) {
  const std::vector<FleetRun> fleet = {node("n1", 60), node("n2", 60), node("n3", 45)};
  const FleetHealth h = fleet_health(fleet);
  const CsvTable t = health_table(fleet, h);
  EXPECT_EQ(t.header.front(), "schema_version");
  EXPECT_EQ(t.header[1], "node");
  EXPECT_EQ(t.header.back(), "verdict");
  const std::string csv = t.to_string();
  EXPECT_TRUE(
      has(csv,
          "2,n3,host-n3,amd-zen4-2c,m1,full,headline,DRAM best,1,bandwidth,DRAM,,,read,1,,GB/s,45,44.55,45.45,3,"
          "3,60,0,3,0.75,low\n"))
      << csv;
  EXPECT_TRUE(has(csv,
                  "2,n3,host-n3,amd-zen4-2c,m1,full,roof,DRAM read,1,bandwidth,DRAM,,,read,1,,GB/s,45,44.55,45.45,3,"
                  "3,60,0,3,0.75,low\n"))
      << csv;
  const std::string text = render_health(fleet, h, "/tmp/health.csv");
  EXPECT_EQ(text,
            "health: FLAGGED n3 (host host-n3, amd-zen4-2c): DRAM best, 1 thread: 45.0 GB/s 0.750 x the median of 3 "
            "siblings\n"
            "health: 1 of 3 runs judged flagged; wrote /tmp/health.csv\n");
}
