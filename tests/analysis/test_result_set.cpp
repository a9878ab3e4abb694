// Result folders read back: the tables fit writes parse into the same roofs and points, and a
// malformed cell is an InputError naming file, row and column.
#include <algorithm>
#include <gtest/gtest.h>

#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"

using namespace cpuroof::analysis;

TEST(ResultSet, TablesRoundTrip) {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const auto points = place_points(run, r);
  const ResultSet back = result_from_tables(roofs_table(r), points_table(points), "dir");
  ASSERT_EQ(back.roofline.roofs.size(), r.roofs.size());
  // The table sorts its rows: match each roof by what it is.
  for (const Roof& roof : r.roofs) {
    const auto same = [&](const Roof& b) {
      return b.kind == roof.kind && b.level == roof.level && b.dtype == roof.dtype && b.isa == roof.isa &&
             b.variant == roof.variant && b.threads == roof.threads;
    };
    const auto it = std::find_if(back.roofline.roofs.begin(), back.roofline.roofs.end(), same);
    ASSERT_NE(it, back.roofline.roofs.end()) << roof.kind << " " << roof.level << " " << roof.variant;
    EXPECT_EQ(std::count_if(back.roofline.roofs.begin(), back.roofline.roofs.end(), same), 1);
    EXPECT_NEAR(it->value, roof.value, roof.value * 1e-5);  // 6 digits in CSV
    EXPECT_NEAR(it->ci.low, roof.ci.low, roof.value * 1e-5);
  }
  EXPECT_NEAR(back.roofline.clock_hz.at(2), r.clock_hz.at(2), 1e4);
  ASSERT_EQ(back.points.size(), points.size());
  EXPECT_EQ(back.points.back().bound, points.back().bound);
  EXPECT_NEAR(back.points.back().efficiency, points.back().efficiency, 1e-5);
  for (std::size_t i = 0; i < points.size(); ++i)
    EXPECT_EQ(back.points[i].shape, points[i].shape) << points[i].benchmark;
  // Levels come back from the bandwidth roofs' working-set ranges.
  EXPECT_EQ(back.roofline.level_of(6e6, 1), "L3");
}

// Version 2 writes the shape as columns; a version-1 table (the committed references) has it only in
// the benchmark name, and still reads.
TEST(ResultSet, ShapeColumnsAndVersionOneTables) {
  const RawRun run = load_raw_text(cpuroof::testing::tiny_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const CsvTable v2 = points_table(place_points(run, r));
  const std::size_t n = v2.column("n");
  EXPECT_EQ(v2.column("access") + 1, n);
  CsvTable roofs = roofs_table(r), v1;
  for (std::size_t c = 0; c < v2.header.size(); ++c)
    if (c != n) v1.header.push_back(v2.header[c]);
  for (const auto& row : v2.rows) {
    v1.rows.emplace_back();
    for (std::size_t c = 0; c < row.size(); ++c)
      if (c != n) v1.rows.back().push_back(c == 0 ? "1" : row[c]);
  }
  for (auto& row : roofs.rows) row[0] = "1";
  const ResultSet back = result_from_tables(roofs, v1, "old");
  const auto gemm =
      std::find_if(back.points.begin(), back.points.end(), [](const KernelPoint& p) { return p.family == "gemm"; });
  ASSERT_NE(gemm, back.points.end());
  EXPECT_EQ(gemm->shape, (std::map<std::string, std::string>{{"n", "64"}}));
  const auto peak =
      std::find_if(back.points.begin(), back.points.end(), [](const KernelPoint& p) { return p.family == "peak"; });
  ASSERT_NE(peak, back.points.end());
  EXPECT_TRUE(peak->shape.empty());  // isa and threads have their own columns
}

TEST(ResultSet, MalformedCellNamesRowAndColumn) {
  const RawRun run = load_raw_text(cpuroof::testing::tiny_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  CsvTable roofs = roofs_table(r);
  roofs.rows[1][roofs.column("gb_per_s")] = "fast";
  try {
    (void)result_from_tables(roofs, points_table(place_points(run, r)), "dir");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "dir/roofs.csv: row 3, column 'gb_per_s' is 'fast' (expected a finite number)");
  }
}

TEST(ResultSet, MissingColumnIsRefused) {
  CsvTable roofs;
  roofs.header = {"schema_version", "kind"};
  CsvTable points;
  EXPECT_THROW((void)result_from_tables(roofs, points, "dir"), InputError);
}
