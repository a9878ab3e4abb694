// cpuroof index's latency rows (report/index_table.hpp): one per level of a run's latency.csv, kind
// "latency", value in ns, the latency columns added and empty on the roof rows.
#include <gtest/gtest.h>

#include "report/index_table.hpp"

using namespace cpuroof::analysis;

namespace index_latency_test {

TEST(IndexLatency, EachLevelIsARowInNanoseconds) {
  CsvTable roofs;
  roofs.header = {"schema_version", "kind", "level", "variant", "threads", "gb_per_s", "source"};
  roofs.rows = {{"2", "bandwidth", "L1", "read", "1", "400", "stream/sum/..."}};
  LatencyLevel l;
  l.level = "DRAM";
  l.pages = "huge";
  l.ns = 92.5;
  l.ns_ci = {91, 94};
  l.cycles = 277.5;
  l.clock_hz = 3e9;
  l.source = "latency/chase/hand/ptr/ws:536870912/pages:huge/threads:1";
  add_latency_rows(roofs, {l});
  ASSERT_EQ(roofs.rows.size(), 2u);
  for (const auto& row : roofs.rows) ASSERT_EQ(row.size(), roofs.header.size());
  EXPECT_EQ(roofs.rows[0][roofs.column("latency_ns")], "");  // a roof row
  const auto& row = roofs.rows[1];
  EXPECT_EQ(row[roofs.column("kind")], "latency");
  EXPECT_EQ(row[roofs.column("variant")], "huge");
  EXPECT_EQ(row[roofs.column("latency_cycles")], "277.5");

  IndexedRun run;
  run.folder = "results/x/1";
  run.roofs = roofs;
  const CsvTable t = index_table({run});
  ASSERT_EQ(t.rows.size(), 2u);
  EXPECT_EQ(t.rows[0][t.column("unit")], "GB/s");
  EXPECT_EQ(t.rows[1][t.column("value")], "92.5");
  EXPECT_EQ(t.rows[1][t.column("unit")], "ns");
  EXPECT_EQ(t.rows[1][t.column("level")], "DRAM");
}

TEST(IndexLatency, NoLevelsAddNothing) {
  CsvTable roofs;
  roofs.header = {"schema_version", "kind"};
  add_latency_rows(roofs, {});
  EXPECT_EQ(roofs.header.size(), 2u);
  EXPECT_TRUE(roofs.rows.empty());
}

}  // namespace index_latency_test
