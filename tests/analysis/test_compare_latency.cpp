// compare's latency rows (model/compare.hpp, report/compare_report.hpp): levels matched by name and
// page kind, ratios to the baseline, significance from the intervals, absent where a run lacks them.
#include <gtest/gtest.h>

#include <string>

#include "model/compare.hpp"
#include "report/compare_report.hpp"

using namespace cpuroof::analysis;

namespace compare_latency_test {

LatencyLevel level(const std::string& name, const std::string& pages, double ns, double half_width) {
  LatencyLevel l;
  l.level = name;
  l.pages = pages;
  l.ns = ns;
  l.ns_ci = {ns - half_width, ns + half_width};
  l.cycles = ns * 3;
  return l;
}

ResultSet run(const std::string& name, std::vector<LatencyLevel> latency) {
  ResultSet r;
  r.name = name;
  r.latency = std::move(latency);
  return r;
}

TEST(CompareLatency, LevelsMatchByNameAndPagesWithRatiosToTheBaseline) {
  const std::vector<ResultSet> runs = {
      run("old", {level("L1", "huge", 1.0, 0.01), level("DRAM", "huge", 100, 1), level("DRAM", "base", 120, 1)}),
      run("new", {level("L1", "huge", 1.0, 0.02), level("DRAM", "huge", 80, 1)})};
  const Comparison c = compare_results(runs);
  ASSERT_EQ(c.latency.size(), 3u);
  EXPECT_EQ(c.latency[0].level, "L1");
  ASSERT_TRUE(c.latency[0].ratio[1].has_value());
  EXPECT_DOUBLE_EQ(*c.latency[0].ratio[1], 1.0);
  EXPECT_FALSE(c.latency[0].significant[1]);  // overlapping intervals
  EXPECT_DOUBLE_EQ(*c.latency[1].ratio[1], 0.8);
  EXPECT_TRUE(c.latency[1].significant[1]);
  EXPECT_EQ(c.latency[2].pages, "base");  // only the baseline has it
  EXPECT_EQ(c.latency[2].levels[1], nullptr);
  EXPECT_FALSE(c.latency[2].ratio[1].has_value());

  const CsvTable t = compare_latency_table(c);
  EXPECT_EQ(t.rows.size(), 5u);  // a row per run that has the level
  const std::string md = render_compare_markdown(c);
  EXPECT_NE(md.find("## Latency"), std::string::npos);
  EXPECT_NE(md.find("| DRAM | huge | 100 | 80.0 | 300 | 240 | 0.800 (significant) |"), std::string::npos) << md;
}

TEST(CompareLatency, RunsWithoutLatencyHaveNoSection) {
  const std::vector<ResultSet> runs = {run("a", {}), run("b", {})};
  const Comparison c = compare_results(runs);
  EXPECT_TRUE(c.latency.empty());
  EXPECT_TRUE(compare_latency_table(c).rows.empty());
  EXPECT_EQ(render_compare_markdown(c).find("## Latency"), std::string::npos);
}

}  // namespace compare_latency_test
