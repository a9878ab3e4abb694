// Apple's cores named from the chip's name and perf level (machine/apple_core_names.hpp), as macOS
// gives them instead of a MIDR.
#include <gtest/gtest.h>

#include "machine/apple_core_names.hpp"
#include "machine/arm_core_names.hpp"

using namespace cpuroof;

TEST(AppleCoreNames, ChipAndPerfLevelNameTheCore) {
  EXPECT_EQ(apple_core_name("Apple M4 Pro", 0), "Apple M4 P-core");
  EXPECT_EQ(apple_core_name("Apple M4 Pro", 1), "Apple M4 E-core");
  EXPECT_EQ(apple_core_name("Apple M4", 0), "Apple M4 P-core");
  EXPECT_EQ(apple_core_name("Apple M3 Max", 1), "Apple M3 E-core");
  EXPECT_EQ(apple_core_name("Apple M2 Ultra", 0), "Apple M2 Avalanche");
  EXPECT_EQ(apple_core_name("Apple M1", 1), "Apple M1 Icestorm");
}

TEST(AppleCoreNames, M1AndM2MeetTheNamesOfTheirMidrParts) {
  EXPECT_EQ(apple_core_name("Apple M1 Pro", 0), arm_core_name(0x61, 0x029));
  EXPECT_EQ(apple_core_name("Apple M1 Pro", 1), arm_core_name(0x61, 0x028));
  EXPECT_EQ(apple_core_name("Apple M2", 0), arm_core_name(0x61, 0x033));
  EXPECT_EQ(apple_core_name("Apple M2", 1), arm_core_name(0x61, 0x032));
}

TEST(AppleCoreNames, AnythingElseIsUnknown) {
  for (const char* brand : {"Apple M5", "Apple M12", "Apple M4 Turbo", "Apple M4Pro", "Apple A18 Pro", "apple m4",
                            "Intel(R) Core(TM) i9-9980HK CPU @ 2.40GHz", "", "Apple M", "Apple M4 "})
    EXPECT_EQ(apple_core_name(brand, 0), "unknown") << brand;
  EXPECT_EQ(apple_core_name("Apple M4 Pro", 2), "unknown");
  EXPECT_EQ(apple_core_name("Apple M4 Pro", -1), "unknown");
  EXPECT_EQ(apple_core_name("Apple M4 Pro" + std::string(100, ' '), 0), "unknown");
}

TEST(AppleCoreNames, OnlyTheNamesItGivesAreKnown) {
  for (const char* brand : {"Apple M1", "Apple M2 Pro", "Apple M3 Max", "Apple M4 Ultra"})
    for (int level : {0, 1}) EXPECT_TRUE(is_apple_core_name(apple_core_name(brand, level))) << brand;
  for (const char* name : {"unknown", "", "Apple M5 P-core", "apple m4 p-core", "Apple M4 P-core ", "Neoverse V2"})
    EXPECT_FALSE(is_apple_core_name(name)) << name;
}
