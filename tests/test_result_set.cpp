// Result folders read back: the tables fit writes parse into the same roofs and points, and a
// malformed cell is an InputError naming file, row and column.
#include <gtest/gtest.h>

#include "errors.hpp"
#include "load.hpp"
#include "points.hpp"
#include "result_set.hpp"
#include "roofline.hpp"
#include "synthetic_run.hpp"
#include "tables.hpp"

using namespace cpuroof::analysis;

TEST(ResultSet, TablesRoundTrip) {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const auto points = place_points(run, r);
  const ResultSet back = result_from_tables(roofs_table(r), points_table(points), "dir");
  ASSERT_EQ(back.roofline.roofs.size(), r.roofs.size());
  for (std::size_t i = 0; i < r.roofs.size(); ++i) {
    EXPECT_EQ(back.roofline.roofs[i].level, r.roofs[i].level);
    EXPECT_EQ(back.roofline.roofs[i].variant, r.roofs[i].variant);
    EXPECT_NEAR(back.roofline.roofs[i].value, r.roofs[i].value, r.roofs[i].value * 1e-5);  // 6 digits in CSV
    EXPECT_NEAR(back.roofline.roofs[i].ci.low, r.roofs[i].ci.low, r.roofs[i].value * 1e-5);
  }
  EXPECT_NEAR(back.roofline.clock_hz.at(2), r.clock_hz.at(2), 1e4);
  ASSERT_EQ(back.points.size(), points.size());
  EXPECT_EQ(back.points.back().bound, points.back().bound);
  EXPECT_NEAR(back.points.back().efficiency, points.back().efficiency, 1e-5);
  // Levels come back from the bandwidth roofs' working-set ranges.
  EXPECT_EQ(back.roofline.level_of(6e6, 1), "L3");
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
