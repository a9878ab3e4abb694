// Per-cycle rates from the manuals, and theoretical roofs derived from them in a run.
#include <gtest/gtest.h>

#include "load.hpp"
#include "microarch.hpp"
#include "roofline.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

TEST(Microarch, Zen3) {
  const auto zen3 = core_model("AuthenticAMD", 0x19, 0x01);
  ASSERT_TRUE(zen3);
  EXPECT_EQ(zen3->name, "Zen 3");
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma", "avx2", 8), 16);      // 2 pipes x 4 lanes x 2
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma+add", "avx2", 8), 24);  // + 2 add pipes x 4 lanes
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "add", "avx2", 4), 16);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma", "scalar", 8), 4);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*zen3, "avx2"), 64);
}

TEST(Microarch, Zen4HalvesAvx512AndZen5DoesNot) {
  const auto zen4 = core_model("AuthenticAMD", 0x19, 0x61);
  const auto zen5 = core_model("AuthenticAMD", 0x1a, 0x02);
  ASSERT_TRUE(zen4 && zen5);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen4, "fma", "avx512", 8), 16);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma", "avx512", 8), 32);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma", "avx512", 4), 64);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*zen5, "avx512"), 128);
}

TEST(Microarch, IntelAddsShareTheFmaPipes) {
  const auto skx = core_model("GenuineIntel", 6, 0x55);
  ASSERT_TRUE(skx);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*skx, "fma+add", "avx512", 8), flop_per_cycle(*skx, "fma", "avx512", 8));
  EXPECT_FALSE(core_model("GenuineIntel", 6, 0x01));
  EXPECT_FALSE(core_model("SomeoneElse", 1, 1));
}

TEST(Microarch, RunGetsTheoreticalRoofsAndFlagsImpossibleOnes) {
  auto doc = cpuroof::testing::synthetic_run();
  doc["context"]["cpuroof_cpu_vendor"] = "AuthenticAMD";
  doc["context"]["cpuroof_cpu_family"] = "25";
  doc["context"]["cpuroof_cpu_model_number"] = "1";
  const Roofline r = derive_roofline(load_raw_text(doc.dump(), "raw.json"));
  EXPECT_EQ(r.core_model, "Zen 3");
  const Roof* fma = r.compute("f64", 1, "avx2", "fma");
  ASSERT_NE(fma, nullptr);
  // 1 thread x 3.024 GHz (q90 of the clock) x 16 FLOP/cycle; the synthetic 100 GFLOP/s cannot be real.
  EXPECT_NEAR(fma->theoretical, 3.024 * 16, 0.1);
  EXPECT_TRUE(fma->exceeds_theoretical());
  const Roof* l1 = r.bandwidth("L1", 1, "read");
  ASSERT_NE(l1, nullptr);
  EXPECT_NEAR(l1->theoretical, 3.024 * 64, 0.5);  // 64 B/cycle
}
