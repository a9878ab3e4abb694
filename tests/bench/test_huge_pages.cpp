// The transparent-huge-page mode read from sysfs text.
#include <gtest/gtest.h>

#include "huge_pages.hpp"

using cpuroof::bench::parse_thp_mode;

TEST(HugePages, TheBracketedModeIsTheSelectedOne) {
  EXPECT_EQ(parse_thp_mode("always [madvise] never\n"), "madvise");
  EXPECT_EQ(parse_thp_mode("[always] madvise never\n"), "always");
  EXPECT_EQ(parse_thp_mode("always madvise [never]"), "never");
}

TEST(HugePages, NoMarkedModeIsEmpty) {
  EXPECT_EQ(parse_thp_mode(""), "");
  EXPECT_EQ(parse_thp_mode("always madvise never"), "");
  EXPECT_EQ(parse_thp_mode("always [madvise never"), "");
}
