// What --cpuroof_describe derives from a core's measured rates (bench/core_model_probe.hpp): the
// rows of cores the table knows, from rates near theirs.
#include <gtest/gtest.h>

#include "core_model_probe.hpp"

using namespace cpuroof::bench;

namespace {

// level, bits, fma, add, fma+add flops a cycle (12+12 chains at 32 registers, 8+6 at 16), L1 read
// and write bytes a cycle.
LevelRates rates(const char* isa, int bits, double fma, double add, double mix, int mix_fma, int mix_add, double read,
                 double write) {
  LevelRates r;
  r.isa = isa;
  r.vector_bits = bits;
  r.fma_flops = fma, r.add_flops = add, r.mix_flops = mix;
  r.mix_fma = mix_fma, r.mix_add = mix_add;
  r.l1_read_bytes = read, r.l1_write_bytes = write;
  return r;
}

}  // namespace

TEST(CoreModelProbe, Zen5RatesGiveZen5sRow) {
  // As measured on a 2-vCPU Zen 5 VM (README, "Adding a CPU").
  const DerivedRow d = derive_row({rates("scalar", 64, 4.21, 2.12, 4.65, 8, 6, 16.3, 14.2),
                                   rates("avx2", 256, 16.88, 8.42, 17.44, 8, 6, 60.0, 61.7),
                                   rates("avx512", 512, 33.70, 17.14, 50.53, 12, 12, 129.3, 60.8)},
                                  0);
  EXPECT_EQ(d.fma_pipes, 2);
  EXPECT_EQ(d.fp_bits, 512);
  EXPECT_EQ(d.add_pipes, 2);
  EXPECT_EQ(d.load_ports, 2);
  EXPECT_EQ(d.store_ports, 1);
}

TEST(CoreModelProbe, TwoPassesOfAWideLevelGiveTheNarrowerPipes) {
  // Zen 4: zmm no faster than ymm in flops a cycle, so 256-bit pipes; its loads 2 x 256 bits.
  const DerivedRow d =
      derive_row({rates("scalar", 64, 4.0, 2.0, 5.4, 8, 6, 16, 8), rates("avx2", 256, 15.8, 7.9, 19.7, 8, 4, 55, 28),
                  rates("avx512", 512, 15.9, 7.9, 23.7, 12, 12, 56, 29)},
                 0);
  EXPECT_EQ(d.fma_pipes, 2);
  EXPECT_EQ(d.fp_bits, 256);
  EXPECT_EQ(d.add_pipes, 2);
  EXPECT_EQ(d.load_ports, 2);
  EXPECT_EQ(d.store_ports, 1);
}

TEST(CoreModelProbe, AddsOnTheFmaPipesGiveNoAddPipes) {
  // An Intel client core: adds share the two FMA pipes, a mix no faster than the pipes.
  const DerivedRow d = derive_row(
      {rates("scalar", 64, 3.9, 1.95, 2.9, 8, 6, 15, 15), rates("avx2", 256, 15.6, 7.8, 11.6, 8, 6, 58, 55)}, 0);
  EXPECT_EQ(d.fma_pipes, 2);
  EXPECT_EQ(d.fp_bits, 256);
  EXPECT_EQ(d.add_pipes, 0);
  EXPECT_EQ(d.store_ports, 2);
}

TEST(CoreModelProbe, WithoutAScalarLevelNothingIsDerived) {
  const DerivedRow d = derive_row({rates("avx2", 256, 16, 8, 16, 8, 6, 60, 60)}, 0);
  EXPECT_EQ(d.fma_pipes, 0);
  EXPECT_EQ(d.fp_bits, 0);
}
