// The ISA table of every architecture (machine/isa_table.hpp, generated from cmake/IsaLevels.cmake):
// what the bench, the analysis and the tests read of it.
#include <gtest/gtest.h>

#include "machine/isa_table.hpp"

using namespace cpuroof;

TEST(IsaTable, EveryArchitectureIsListedWhateverTheBuild) {
  for (std::string_view arch : kIsaArchitectures) {
    ASSERT_NE(isa_row("scalar", arch), nullptr) << arch;
    EXPECT_EQ(isa_level_rank("scalar", arch), 0) << arch;
    EXPECT_EQ(isa_row("scalar", arch)->vector_bytes, 0) << arch;
  }
  EXPECT_EQ(isa_row("avx512", "x86_64")->vector_bytes, 64);
  EXPECT_EQ(isa_row("avx512", "aarch64"), nullptr);
  EXPECT_TRUE(isa_row("sve", "aarch64")->scalable);
  EXPECT_EQ(isa_row("no_such_level"), nullptr);
}

TEST(IsaTable, LevelsAreOrderedNarrowestFirstAndExtensionsHaveNoRank) {
  EXPECT_LT(isa_level_rank("avx2", "x86_64"), isa_level_rank("avx512", "x86_64"));
  EXPECT_LT(isa_level_rank("neon", "aarch64"), isa_level_rank("sve", "aarch64"));
  EXPECT_EQ(isa_level_rank("avx512_vnni", "x86_64"), -1);
  EXPECT_EQ(isa_level_rank("sve", "x86_64"), -1);
  for (const IsaRow& row : kIsaRows) {
    if (row.base.empty()) continue;
    const IsaRow* base = isa_row(row.base, row.arch);
    ASSERT_NE(base, nullptr) << row.name;
    EXPECT_EQ(row.vector_bytes, base->vector_bytes) << row.name;  // an extension's registers are its base's
    EXPECT_EQ(row.registers, base->registers) << row.name;
  }
}

TEST(IsaTable, LabelsResolveToTheirLevel) {
  EXPECT_EQ(isa_level_of_label("avx512_vnni")->name, "avx512");  // an extension: its base
  EXPECT_EQ(isa_level_of_label("avx_vnni")->name, "avx2");
  EXPECT_EQ(isa_level_of_label("sve_dotprod")->name, "sve");  // instructions of a level, by prefix
  EXPECT_EQ(isa_level_of_label("sve_bf16")->name, "sve");     // an extension of that name wins
  EXPECT_EQ(isa_row_of_label("sve_bf16")->name, "sve_bf16");
  EXPECT_EQ(isa_level_of_label("avx2")->name, "avx2");
  EXPECT_EQ(isa_level_of_label("sse4.2"), nullptr);
  EXPECT_EQ(isa_level_of_label("avx"), nullptr);
  EXPECT_EQ(isa_level_of_label("_avx2"), nullptr);
}

TEST(IsaTable, WidestLevelOfFlags) {
  // cpuid's names on x86 (the bench's isa_flags), hwcaps' on Arm.
  EXPECT_EQ(widest_isa_level_of_flags("sse4.2 avx avx2 fma avx512f avx512vl avx512bw avx512dq avx512vnni"), "avx512");
  EXPECT_EQ(widest_isa_level_of_flags("sse4.2 avx avx2 fma"), "avx2");
  EXPECT_EQ(widest_isa_level_of_flags("sse4.2 avx avx2 fma avx512f"), "avx2");  // no VL/DQ/BW: not the level
  EXPECT_EQ(widest_isa_level_of_flags("sse4.2 avx"), "none");
  EXPECT_EQ(widest_isa_level_of_flags("fp asimd asimddp sve sve2"), "sve");
  EXPECT_EQ(widest_isa_level_of_flags("fp asimd"), "neon");
  EXPECT_EQ(widest_isa_level_of_flags("fp"), "scalar");
  EXPECT_EQ(widest_isa_level_of_flags("fp asimd sve", "x86_64"), "none");
  EXPECT_EQ(widest_isa_level_of_flags(""), "none");
}
