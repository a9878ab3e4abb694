// Every low-precision peak row this CPU runs, at every chain count that fits, matches its chains
// evaluated in plain C++: exactly, but within 2e-3 for x86's fp16 recurrence. Rows the CPU lacks are
// refused with a message (their loops are built; they run where the CPU has the instructions).
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "peak_lowp.hpp"
#include "skip.hpp"

using namespace cpuroof;

namespace {

std::string what(const LowpInstruction& row) { return std::string(row.dtype) + " " + std::string(row.level); }

}  // namespace

TEST(PeakLowp, EveryRowTheCpuRunsMatchesItsReference) {
  for (const LowpInstruction& row : kLowpInstructions) {
    if (!lowp_supported(row)) {
      std::cout << "test_peak_lowp: " << what(row) << " skipped: this CPU lacks some of " << lowp_needs(row) << "\n";
      EXPECT_THROW(lowp_loop(row, 8), std::invalid_argument) << what(row);
      continue;
    }
    std::cout << "test_peak_lowp: " << what(row) << " runs on this CPU\n";
    int built = 0;
    for (int chains : kLowpChains) {
      if (!lowp_fits(row, chains)) {
        EXPECT_THROW(lowp_loop(row, chains), std::invalid_argument) << what(row) << " chains=" << chains;
        continue;
      }
      const LowpLoop loop = lowp_loop(row, chains);
      ++built;
      for (int threads : {1, 2})
        for (std::int64_t iters : {0, 1, 17, 1000, 2000}) {  // 2000: past where fp16 lanes settle at 2
          const double got = lowp_run(loop, iters, threads);
          const double want = lowp_reference(loop, iters) * threads;
          EXPECT_NEAR(got, want, std::abs(want) * lowp_tolerance(row))
              << what(row) << " chains=" << chains << " threads=" << threads << " iters=" << iters;
        }
    }
    EXPECT_GT(built, 0) << what(row);
  }
}

// Each row's facts agree with each other: one level per row, named as its extension level when it has
// one (the benchmark's isa label is the extension's name), the
// multiply-adds of one step from its width (4 int8 or 2 bf16 products per 32-bit lane, one FMA per
// f16 lane: one per byte or per 2 bytes), and every chain count up to 8 fits its registers.
TEST(PeakLowp, RowsAreConsistent) {
  std::set<std::string_view> levels;
  for (const LowpInstruction& row : kLowpInstructions) {
    EXPECT_TRUE(levels.insert(row.level).second) << what(row) << ": level named twice";
    if (row.extension != IsaExtension::none) {
      EXPECT_EQ(isa_extension_facts(row.extension).name, row.level) << what(row);
      EXPECT_EQ(isa_extension_facts(row.extension).base, row.base) << what(row);
    } else {
      EXPECT_EQ(isa_name(row.base), row.level.substr(0, isa_name(row.base).size())) << what(row);
    }
    const int lanes32 = lowp_vector_bytes(row) / 4;
    EXPECT_EQ(lowp_madds_per_step(row), row.dtype == "i8" ? 4 * lanes32 : 2 * lanes32) << what(row);
    EXPECT_EQ(row.mix, row.dtype == "f16" ? "fma" : "dot") << what(row);
    EXPECT_TRUE(lowp_fits(row, 8)) << what(row);
    EXPECT_EQ(cpu_supports(row.extension) && cpu_supports(row.base), lowp_supported(row)) << what(row);
  }
  EXPECT_TRUE(cpu_supports(IsaExtension::none));
}

#if defined(__x86_64__)
// The x86 rows by index (the table is empty elsewhere).
TEST(PeakLowp, ReferencesFollowTheRecurrences) {
  // Row order: avx512_vnni, avx_vnni, avx2, avx512_bf16, avx512_fp16 (no CPU support needed here).
  const LowpLoop vnni{&kLowpInstructions[0], 4, nullptr};
  // 16 s32 lanes per chain, chain c starts at c and gains 4 per trip.
  EXPECT_EQ(lowp_reference(vnni, 10), 16.0 * ((0 + 1 + 2 + 3) + 4 * 40.0));
  const LowpLoop bf16{&kLowpInstructions[3], 4, nullptr};
  EXPECT_EQ(lowp_reference(bf16, 512), 16.0 * (4 + (0 + 1 + 2 + 3) / 64.0 + 4 * 1.0));
  const LowpLoop f16{&kLowpInstructions[4], 8, nullptr};
  EXPECT_EQ(lowp_reference(f16, 1000), 32.0 * 8 * 2.0);  // every lane at the fixed point 2
  EXPECT_EQ(lowp_reference(f16, 0), 32.0 * (8 + (0 + 1 + 2 + 3 + 4 + 5 + 6 + 7) / 64.0));
  EXPECT_EQ(lowp_tolerance(kLowpInstructions[0]), 0.0);
  EXPECT_EQ(lowp_tolerance(kLowpInstructions[3]), 0.0);
}

TEST(PeakLowp, CostIsMultiplyAddsTimesTwo) {
  const LowpLoop vnni{&kLowpInstructions[0], 8, nullptr};
  EXPECT_EQ(lowp_cost(vnni, 10).flops, 2.0 * 64 * 8 * 10);
  EXPECT_EQ(lowp_cost(vnni, 10).bytes(), 0.0);
  const LowpLoop avx2{&kLowpInstructions[2], 4, nullptr};
  EXPECT_EQ(lowp_cost(avx2, 3).flops, 2.0 * 32 * 4 * 3);
  EXPECT_EQ(lowp_unit("i8"), "OP");
  EXPECT_EQ(lowp_unit("bf16"), "FLOP");
}

TEST(PeakLowp, RowsFitTheirRegisters) {
  for (const LowpInstruction& row : kLowpInstructions) EXPECT_TRUE(lowp_fits(row, 8)) << what(row);
  EXPECT_FALSE(lowp_fits(kLowpInstructions[1], 16));  // 16 chains + 2 operands > 16 ymm registers
  EXPECT_TRUE(lowp_fits(kLowpInstructions[0], 24));
}
#endif

#if defined(__aarch64__)
// The Arm rows, looked up by level (no CPU support needed here).
namespace {

const LowpInstruction& arm_row(std::string_view level) {
  for (const LowpInstruction& row : kLowpInstructions)
    if (row.level == level) return row;
  throw std::invalid_argument("no row " + std::string(level));
}

}  // namespace

TEST(PeakLowp, ArmRowsAreTheNeonAndSveInstructions) {
#if defined(CPUROOF_ISA_BUILT_sve)
  ASSERT_EQ(std::size(kLowpInstructions), 6U);
#else
  ASSERT_EQ(std::size(kLowpInstructions), 3U);  // a build without SVE (macOS): the NEON rows alone
#endif
  for (const char* level : {"neon_dotprod", "neon_bf16", "neon_fp16"}) {
    const LowpInstruction& row = arm_row(level);
    EXPECT_EQ(row.base, Isa::neon) << level;
    EXPECT_EQ(row.vector_bytes, 16) << level;
    EXPECT_EQ(lowp_tolerance(row), 0.0) << level;  // every Arm recurrence is exact
  }
  EXPECT_EQ(lowp_needs(arm_row("neon_dotprod")), "asimd asimddp");
  EXPECT_EQ(lowp_needs(arm_row("neon_bf16")), "asimd bf16");
  EXPECT_EQ(lowp_needs(arm_row("neon_fp16")), "asimd asimdhp");
  EXPECT_TRUE(lowp_fits(arm_row("neon_dotprod"), 24));  // 24 chains + 2 operands <= 32 registers
#if defined(CPUROOF_ISA_BUILT_sve)
  for (const char* level : {"sve_dotprod", "sve_bf16", "sve_fp16"}) {
    const LowpInstruction& row = arm_row(level);
    EXPECT_EQ(row.base, Isa::sve) << level;
    EXPECT_EQ(row.vector_bytes, 0) << level;  // the CPU's length
    EXPECT_EQ(lowp_tolerance(row), 0.0) << level;
    EXPECT_TRUE(lowp_fits(row, 24)) << level;
  }
  EXPECT_EQ(arm_row("sve_dotprod").extension, IsaExtension::none);
  EXPECT_EQ(arm_row("sve_fp16").extension, IsaExtension::none);
  EXPECT_EQ(lowp_needs(arm_row("sve_bf16")), "sve svebf16");
  EXPECT_EQ(lowp_needs(arm_row("sve_fp16")), "sve");
#endif
}

TEST(PeakLowp, ArmReferencesFollowTheRecurrences) {
  // 4 s32 lanes per chain, chain c starts at c and gains 4 per trip.
  const LowpLoop dot{&arm_row("neon_dotprod"), 4, nullptr};
  EXPECT_EQ(lowp_reference(dot, 10), 4.0 * ((0 + 1 + 2 + 3) + 4 * 40.0));
  const LowpLoop bf16{&arm_row("neon_bf16"), 4, nullptr};
  EXPECT_EQ(lowp_reference(bf16, 512), 4.0 * (4 + (0 + 1 + 2 + 3) / 64.0 + 4 * 1.0));
  // 8 f16 lanes per chain, one ulp (2^-10) per trip from 1 + c/64, held at 2.
  const LowpLoop f16{&arm_row("neon_fp16"), 4, nullptr};
  EXPECT_EQ(lowp_reference(f16, 0), 8.0 * (4 + (0 + 1 + 2 + 3) / 64.0));
  EXPECT_EQ(lowp_reference(f16, 32), 8.0 * (4 + (0 + 1 + 2 + 3) / 64.0 + 4 * (32 / 1024.0)));
  EXPECT_EQ(lowp_reference(f16, 2000), 8.0 * 4 * 2.0);
  EXPECT_EQ(lowp_cost(f16, 3).flops, 2.0 * 8 * 4 * 3);
  EXPECT_EQ(lowp_cost(dot, 3).flops, 2.0 * 16 * 4 * 3);
}

#if defined(CPUROOF_ISA_BUILT_sve)
// The SVE rows' lanes, reference and cost follow the length this CPU (or qemu's
// sve-default-vector-length) runs SVE at.
TEST(PeakLowp, SveRowsFollowTheCpusVectorLength) {
  if (!cpu_supports(Isa::sve)) CPUROOF_SKIP(hardware, isa_unsupported_reason(Isa::sve));
  const int bytes = cpu_vector_bits(Isa::sve) / 8;
  std::cout << "test_peak_lowp: SVE at " << bytes * 8 << "-bit vectors\n";
  const LowpLoop dot{&arm_row("sve_dotprod"), 4, nullptr};
  EXPECT_EQ(lowp_vector_bytes(*dot.row), bytes);
  EXPECT_EQ(lowp_reference(dot, 10), bytes / 4.0 * ((0 + 1 + 2 + 3) + 4 * 40.0));
  EXPECT_EQ(lowp_cost(dot, 3).flops, 2.0 * bytes * 4 * 3);
  const LowpLoop bf16{&arm_row("sve_bf16"), 4, nullptr};
  EXPECT_EQ(lowp_reference(bf16, 512), bytes / 4.0 * (4 + (0 + 1 + 2 + 3) / 64.0 + 4 * 1.0));
  EXPECT_EQ(lowp_cost(bf16, 3).flops, 2.0 * (bytes / 2) * 4 * 3);
  const LowpLoop f16{&arm_row("sve_fp16"), 4, nullptr};
  EXPECT_EQ(lowp_reference(f16, 32), bytes / 2.0 * (4 + (0 + 1 + 2 + 3) / 64.0 + 4 * (32 / 1024.0)));
  EXPECT_EQ(lowp_cost(f16, 3).flops, 2.0 * (bytes / 2) * 4 * 3);
}
#endif
#endif
