// Every low-precision peak row this CPU runs, at every chain count that fits, matches its chains
// evaluated in plain C++: exactly for int8 and bf16, within 2e-3 for fp16. Rows the CPU lacks are
// refused with a message (their loops are built; they run where the CPU has the instructions).
#include <gtest/gtest.h>

#include <cmath>
#include <iostream>
#include <string>

#include "peak_lowp.hpp"

using namespace cpuroof;

namespace {

std::string what(const LowpInstruction& row) { return std::string(row.dtype) + " " + std::string(row.level); }

}  // namespace

TEST(PeakLowp, EveryRowTheCpuRunsMatchesItsReference) {
  for (const LowpInstruction& row : kLowpInstructions) {
    if (!lowp_supported(row)) {
      std::cout << "test_peak_lowp: " << what(row) << " skipped: this CPU lacks " << row.feature << "\n";
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
        for (std::int64_t iters : {0, 1, 17, 1000}) {
          const double got = lowp_run(loop, iters, threads);
          const double want = lowp_reference(loop, iters) * threads;
          EXPECT_NEAR(got, want, std::abs(want) * lowp_tolerance(row))
              << what(row) << " chains=" << chains << " threads=" << threads << " iters=" << iters;
        }
    }
    EXPECT_GT(built, 0) << what(row);
  }
}

TEST(PeakLowp, UnknownFeaturesAreRefused) { EXPECT_THROW(lowp_cpu_has("avx9000"), std::invalid_argument); }

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
