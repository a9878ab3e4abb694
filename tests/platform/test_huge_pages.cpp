// The transparent-huge-page mode read from sysfs text (platform/linux/huge_pages.hpp).
#include <gtest/gtest.h>

#include "platform/linux/huge_pages.hpp"

using cpuroof::platform::parse_thp_mode;

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
