// The plateau detector on synthetic curves: clean steps, noisy steps, a missing level, and
// boundaries between sample points.
#include <gtest/gtest.h>

#include <cmath>

#include "model/plateau.hpp"

using namespace cpuroof::analysis;

namespace {

// Steps of `levels` at `bounds` (bytes), sampled `per_octave` from 4 KiB to 512 MiB, with a
// deterministic +-noise wobble.
std::vector<CurvePoint> curve(const std::vector<double>& levels, const std::vector<double>& bounds, int per_octave,
                              double noise) {
  std::vector<CurvePoint> out;
  for (int i = 0; i <= 17 * per_octave; ++i) {
    const double ws = 4096 * std::pow(2.0, static_cast<double>(i) / per_octave);
    std::size_t l = 0;
    while (l < bounds.size() && ws >= bounds[l]) ++l;
    out.push_back({ws, levels[l] * (1 + noise * std::sin(i * 2.3))});
  }
  return out;
}

constexpr double KiB = 1024, MiB = 1024 * KiB;

}  // namespace

TEST(Plateau, CleanFourLevels) {
  const auto fit = detect_plateaus(curve({400, 200, 100, 25}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0));
  ASSERT_EQ(fit.plateaus.size(), 4u);
  EXPECT_NEAR(fit.plateaus[0].level, 400, 1);
  EXPECT_NEAR(fit.plateaus[3].level, 25, 0.1);
  ASSERT_EQ(fit.boundaries.size(), 3u);
  // A boundary lies between the last sample of one step and the first of the next: a quarter octave.
  EXPECT_NEAR(std::log2(fit.boundaries[0] / (48 * KiB)), 0, 0.25);
  EXPECT_NEAR(std::log2(fit.boundaries[1] / MiB), 0, 0.25);
  EXPECT_NEAR(std::log2(fit.boundaries[2] / (32 * MiB)), 0, 0.25);
}

TEST(Plateau, NoisyStepsStillFourLevels) {
  const auto fit = detect_plateaus(curve({380, 190, 95, 30}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0.05));
  ASSERT_EQ(fit.plateaus.size(), 4u);
  EXPECT_NEAR(std::log2(fit.boundaries[1] / MiB), 0, 0.5);
  EXPECT_NEAR(fit.plateaus[2].level, 95, 95 * 0.05);
}

TEST(Plateau, MissingLevelGivesThree) {
  const auto fit = detect_plateaus(curve({400, 200, 25}, {48 * KiB, 2 * MiB}, 2, 0.02));
  ASSERT_EQ(fit.plateaus.size(), 3u);
  EXPECT_NEAR(std::log2(fit.boundaries[1] / (2 * MiB)), 0, 0.5);
}

TEST(Plateau, BoundaryBetweenSamplePoints) {
  // 1 point per octave, boundaries at 1.5 octaves between samples.
  const auto fit = detect_plateaus(curve({300, 120, 60, 20}, {90 * KiB, 1.4 * MiB, 45 * MiB}, 1, 0));
  ASSERT_EQ(fit.plateaus.size(), 4u);
  for (std::size_t i = 0; i < 3; ++i)
    EXPECT_NEAR(std::log2(fit.boundaries[i] / std::vector<double>{90 * KiB, 1.4 * MiB, 45 * MiB}[i]), 0, 0.75);
}

// One sample far inside a level that drops below the halfway line (a noisy repetition on a shared
// machine) must not pull the boundary to it.
TEST(Plateau, IsolatedDipInsideALevelDoesNotMoveTheBoundary) {
  auto c = curve({400, 200, 100, 25}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0.02);
  for (auto& p : c)
    if (std::abs(std::log2(p.ws_bytes / (128 * KiB))) < 0.01) p.value = 120;  // deep inside L2, below its mid line
  const auto fit = detect_plateaus(c);
  ASSERT_EQ(fit.plateaus.size(), 4u);
  EXPECT_NEAR(std::log2(fit.boundaries[0] / (48 * KiB)), 0, 0.25);
  EXPECT_NEAR(std::log2(fit.boundaries[1] / MiB), 0, 0.25);
}

// Two sweeps of the same hierarchy at different scales, with opposite wobbles: the combination is
// the clean step shape, relative to each sweep's top, and recovers the boundaries.
TEST(Plateau, CombinedSweepsCancelIndependentNoise) {
  const auto steps = curve({400, 200, 100, 25}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0);
  const auto up = curve({400, 200, 100, 25}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0.1);
  auto down = steps;  // half the bandwidth, and the inverse wobble: steps / 2 / (1 + wobble)
  for (std::size_t i = 0; i < down.size(); ++i) down[i].value = steps[i].value * steps[i].value / (2 * up[i].value);
  std::vector<double> grid;
  for (const auto& p : up) grid.push_back(p.ws_bytes);
  const auto combined = combine_curves({up, down}, grid);
  ASSERT_EQ(combined.size(), grid.size());
  const auto clean = curve({1, 0.5, 0.25, 0.0625}, {48 * KiB, 1 * MiB, 32 * MiB}, 4, 0);
  // Each is scaled by its own top (its wobbly maximum), so the combination matches the clean
  // shape up to one constant factor.
  const double scale = combined[0].value / clean[0].value;
  for (std::size_t i = 0; i < grid.size(); ++i) EXPECT_NEAR(combined[i].value / clean[i].value, scale, 1e-9) << i;
  const auto fit = detect_plateaus(combined);
  ASSERT_EQ(fit.plateaus.size(), 4u);
  EXPECT_NEAR(std::log2(fit.boundaries[1] / MiB), 0, 0.25);
}

// A grid point outside one sweep's range takes the others alone; outside all, it is dropped.
TEST(Plateau, CombinationCoversEachPointWithTheSweepsThatReachIt) {
  const std::vector<CurvePoint> small = {{4 * KiB, 100}, {8 * KiB, 50}};
  const std::vector<CurvePoint> wide = {{4 * KiB, 10}, {16 * KiB, 10}};
  const auto c = combine_curves({small, wide}, {2 * KiB, 4 * KiB, 8 * KiB, 16 * KiB});
  ASSERT_EQ(c.size(), 3u);
  EXPECT_DOUBLE_EQ(c[0].ws_bytes, 4 * KiB);
  EXPECT_NEAR(c[0].value, 1, 1e-12);               // both at their top
  EXPECT_NEAR(c[1].value, std::sqrt(0.5), 1e-12);  // small at half its top, wide at its top
  EXPECT_NEAR(c[2].value, 1, 1e-12);               // wide alone
  EXPECT_THROW(combine_curves({{{4 * KiB, 0}}}, {4 * KiB}), std::invalid_argument);
}

TEST(Plateau, FlatCurveIsOneLevel) {
  const auto fit = detect_plateaus(curve({100}, {}, 2, 0.03));
  EXPECT_EQ(fit.plateaus.size(), 1u);
  EXPECT_TRUE(fit.boundaries.empty());
}

TEST(Plateau, RejectsNonPositive) { EXPECT_THROW(detect_plateaus({{4096, 0}}), std::invalid_argument); }

TEST(Plateau, OverheadRampBeforeThePeakIsNoLevel) {
  // Tiny working sets run slower (fork/join and call overhead): a rising ramp, then the real levels.
  auto c = curve({400, 200, 100, 25}, {48 * KiB, 1 * MiB, 32 * MiB}, 2, 0);
  c[0].value = 120;
  c[1].value = 160;
  c[2].value = 250;
  const auto fit = detect_plateaus(c);
  ASSERT_EQ(fit.plateaus.size(), 4u);
  EXPECT_NEAR(fit.plateaus[0].level, 400, 1);
  EXPECT_NEAR(std::log2(fit.boundaries[0] / (48 * KiB)), 0, 0.5);
}
