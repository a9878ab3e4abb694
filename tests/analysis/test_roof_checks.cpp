// The roof checks: figures above the core's limits, and the DRAM roof at the largest working set.
#include <gtest/gtest.h>

#include "analysis/find_check.hpp"

#include "checks/roof_checks.hpp"
#include "hand_roofs.hpp"
#include "synthetic_measurement.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::synthetic_measurement;

namespace {

constexpr double MiB = 1 << 20;

Roof l1_roof(const std::string& access, double value, double bus, double theoretical) {
  Roof r;
  r.kind = "bandwidth";
  r.level = "L1";
  r.variant = access;
  r.threads = 1;
  r.value = value;
  r.ci = {value * 0.99, value * 1.01};
  r.bus_value = bus;
  r.theoretical = theoretical;
  return r;
}

// A DRAM sweep of the read kind at 1 thread: at each working set (MiB) five repetitions of 1e9 bytes
// within 0.2% of `gb_per_s`, or one of them 15% faster where `lucky`; the DRAM level starts at 16 MiB
// (its core at 48) and its roof is read at the largest working set.
struct DramPoint {
  double mib, gb_per_s;
  bool lucky = false;
};
struct DramCase {
  RawRun run;
  Roofline roofline;
};
DramCase dram_case(const std::vector<DramPoint>& points) {
  DramCase d;
  for (const auto& [mib, rate, lucky] : points) {
    const double t = 1e9 / rate;  // ns for 1e9 bytes
    d.run.measurements.push_back(
        synthetic_measurement("stream", "sum", "f64", {{"ws", std::to_string(mib)}, {"threads", "1"}}, {}, {0, 1e9, 0},
                              {t, t * 1.002, lucky ? t / 1.15 : t * 0.998, t * 1.001, t * 0.999}, 1, mib * MiB));
  }
  Roof r;
  r.kind = "bandwidth";
  r.level = "DRAM";
  r.variant = "read";
  r.threads = 1;
  r.ws_low_bytes = 16 * MiB;
  r.value = points.back().gb_per_s;
  r.source = d.run.measurements.back().name;
  r.ci = {r.value * 0.995, r.value * 1.005};
  d.roofline.roofs.push_back(r);
  return d;
}

// An f64 AVX2 FMA roof at 1 thread, measured at 9 GFLOP/s against a model of 10: 90% of it.
Roof fma_roof_at_90_percent(const std::string& source) {
  Roof r = cpuroof::testing::compute_roof("f64", "avx2", "fma", 9);
  r.theoretical = 10;
  r.source = source;
  return r;
}

// The roof checks of a run with that roof's peak benchmark (its clock samples at 4 GHz) and the clock
// benchmark, three repetitions each: the timed chain at `timed_ghz`, the short chains' median at
// `untimed_ghz` on the first `with_short_chains` repetitions.
std::vector<Check> host_case(double timed_ghz, double untimed_ghz, int with_short_chains = 3) {
  RawRun run;
  run.measurements.push_back(synthetic_measurement("peak", "fma12", "f64", {{"threads", "1"}}, {{"isa", "avx2"}},
                                                   {1e9, 0, 0}, {100, 100, 100}, 1, 0));
  for (auto& rep : run.measurements.back().reps) rep.counters["clock_hz"] = 4e9;
  run.measurements.push_back(
      synthetic_measurement("clock", "dep_add", "i64", {{"threads", "1"}}, {}, {0, 0, 0}, {100, 100, 100}, 1, 0));
  auto& reps = run.measurements.back().reps;
  for (std::size_t i = 0; i < reps.size(); ++i) {
    reps[i].counters["clock_hz"] = timed_ghz * 1e9;
    if (static_cast<int>(i) < with_short_chains) reps[i].counters["thread_clock_max_hz"] = untimed_ghz * 1e9;
  }
  Roofline roofline;
  roofline.roofs.push_back(fma_roof_at_90_percent(run.measurements.front().name));
  return roof_checks(run, roofline);
}

}  // namespace

TEST(RoofChecks, AFigureAboveThePortLimitIsFlaggedBusIncluded) {
  Roofline within;
  within.roofs = {l1_roof("read", 500, 0, 538), l1_roof("add", 780, 0, 806)};
  const auto within_checks = roof_checks({}, within);
  const Check* ok = find_check(within_checks, "physical_limit");
  ASSERT_TRUE(ok);
  EXPECT_TRUE(ok->pass) << ok->detail;
  EXPECT_NEAR(ok->value, 780.0 / 806, 1e-9);

  Roofline bus_above = within;
  bus_above.roofs.push_back(l1_roof("add", 780, 1040, 806));  // write-allocate counted at L1
  const auto above_checks = roof_checks({}, bus_above);
  const Check* flagged = find_check(above_checks, "physical_limit");
  ASSERT_TRUE(flagged);
  EXPECT_FALSE(flagged->pass) << flagged->detail;
  EXPECT_NEAR(flagged->value, 1040.0 / 806, 1e-9);
}

TEST(RoofChecks, NoTheoreticalLimitNoRow) {
  Roofline unknown;
  unknown.roofs = {l1_roof("read", 500, 0, 0)};
  EXPECT_FALSE(find_check(roof_checks({}, unknown), "physical_limit"));
  EXPECT_FALSE(find_check(roof_checks({}, unknown), "dram_reach"));
}

TEST(RoofChecks, TheDramRoofHoldsAcrossTheDramWorkingSets) {
  const DramCase d = dram_case({{32, 40}, {64, 31}, {128, 30.8}, {256, 30.6}, {512, 30.3}});
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find_check(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->pass) << c->detail;
  // Against the highest in the level's core: 32 MiB, below three times the boundary, is the L3's tail.
  EXPECT_NEAR(c->value, 30.3 / 31, 3e-3);
  EXPECT_NE(c->detail.find("1T DRAM from 48 MiB, read 30.3 GB/s at 512 MiB, 31.0 at 64 MiB"), std::string::npos)
      << c->detail;
}

TEST(RoofChecks, ASmallerDramWorkingSetReadingHigherIsFlagged) {
  const DramCase d = dram_case({{64, 36}, {128, 34}, {256, 31}, {512, 30}});
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find_check(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->pass) << c->detail;
  EXPECT_NEAR(c->value, 30.0 / 36, 3e-3);
}

// One repetition of five far above the others moves the upper quantile a roof is read at, not the
// median: noise, not reach.
TEST(RoofChecks, OneLuckyRepetitionIsNotReach) {
  const DramCase d = dram_case({{128, 30}, {256, 30, true}, {512, 30}});
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find_check(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->pass) << c->detail;
}

TEST(RoofChecks, OneDramWorkingSetIsNamedNotJudged) {
  const DramCase d = dram_case({{512, 30}});
  const auto checks = roof_checks(d.run, d.roofline);
  const Check* c = find_check(checks, "dram_reach");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->pass) << c->detail;
  EXPECT_NE(c->detail.find("no smaller working set"), std::string::npos) << c->detail;
}

// A compute roof at 90% of its model, its clock from five samples: spread 1% apart, the 10% gap is
// the kernel's; spread 30% apart, the clock estimate could account for it.
TEST(RoofChecks, TheClocksShareOfPercentOfTheoretical) {
  auto clock_case = [](const std::vector<double>& clocks_ghz) {
    RawRun run;
    run.measurements.push_back(synthetic_measurement("peak", "fma12", "f64", {{"threads", "1"}}, {{"isa", "avx2"}},
                                                     {1e9, 0, 0}, {100, 100, 100, 100, 100}, 1, 0));
    for (std::size_t i = 0; i < clocks_ghz.size(); ++i)
      run.measurements.back().reps[i].counters["clock_hz"] = clocks_ghz[i] * 1e9;
    Roofline roofline;
    roofline.roofs.push_back(fma_roof_at_90_percent(run.measurements.back().name));
    return roof_checks(run, roofline);
  };
  const auto tight = clock_case({4.0, 4.01, 4.02, 4.03, 4.04});
  const Check* kernel = find_check(tight, "clock_share");
  ASSERT_TRUE(kernel);
  EXPECT_LT(kernel->value, 0.01);
  EXPECT_NE(kernel->detail.find("0 of 1 roofs are within"), std::string::npos) << kernel->detail;
  EXPECT_NE(kernel->detail.find("f64 avx2 fma 1T at 90% of its model, is short by the kernel"), std::string::npos)
      << kernel->detail;
  const auto loose = clock_case({3.0, 3.5, 4.0, 4.5, 5.0});
  const Check* clock = find_check(loose, "clock_share");
  ASSERT_TRUE(clock);
  EXPECT_GT(clock->value, 0.1);
  EXPECT_NE(clock->detail.find("1 of 1 roofs are within"), std::string::npos) << clock->detail;
  // Without clock samples on its repetitions, nothing is said.
  EXPECT_FALSE(find_check(clock_case({}), "clock_share"));
}

// The same roof at 90% of its model on a host that kept 12% of the time from the CPU: the clock
// benchmark's timed chain ran at 3.52 GHz where its short chains' median read 4.0.
TEST(RoofChecks, TheTimeTheHostKeptIsNotTheKernels) {
  const auto kept = host_case(3.52, 4.0);
  const Check* host = find_check(kept, "clock_share");
  ASSERT_TRUE(host);
  EXPECT_NE(host->detail.find("the host kept 12.0% of the time"), std::string::npos) << host->detail;
  EXPECT_NE(host->detail.find("1 of 1 roofs are within both"), std::string::npos) << host->detail;
  const auto quiet = host_case(4.0, 4.0);
  const Check* none = find_check(quiet, "clock_share");
  ASSERT_TRUE(none);
  EXPECT_NE(none->detail.find("the host kept 0.0%"), std::string::npos) << none->detail;
  EXPECT_NE(none->detail.find("short by the kernel"), std::string::npos) << none->detail;
}

// A run written before the clock benchmark carried its short chains (the reference runs in results/),
// or one where only some repetitions carry them: the host's share is not known, and said as 0, and
// the check still reads the roofs (it threw std::out_of_range, an internal error, on both).
TEST(RoofChecks, AClockWithoutItsShortChainsOnEveryRepetitionGivesNoHostShare) {
  for (const int with_short_chains : {0, 2}) {
    const auto checks = host_case(3.52, 4.0, with_short_chains);
    const Check* share = find_check(checks, "clock_share");
    ASSERT_TRUE(share) << with_short_chains;
    EXPECT_NE(share->detail.find("the host kept 0.0%"), std::string::npos) << share->detail;
  }
}

// Each compute roof's loop while the core runs (flop_per_cycle_running, from chunks between the
// host's pauses) against its model, beside the roof's fraction over wall time: two roofs at 90% of
// their model (2.5 FLOP per cycle at 4 GHz), one loop at 100% of it while running, one at 104%.
TEST(RoofChecks, TheLoopsRateWhileTheCoreRunsAgainstItsModel) {
  auto running_case = [](const std::vector<std::vector<double>>& running_per_roof) {
    RawRun run;
    Roofline roofline;
    for (std::size_t k = 0; k < running_per_roof.size(); ++k) {
      const std::string isa = k == 0 ? "avx2" : "avx512";
      run.measurements.push_back(synthetic_measurement("peak", "fma12", "f64", {{"isa", isa}, {"threads", "1"}},
                                                       {{"isa", isa}}, {1e9, 0, 0}, {100, 100, 100}, 1, 0));
      auto& reps = run.measurements.back().reps;
      for (std::size_t i = 0; i < running_per_roof[k].size(); ++i)
        reps[i].counters["flop_per_cycle_running"] = running_per_roof[k][i];
      Roof r = fma_roof_at_90_percent(run.measurements.back().name);
      r.isa = isa;
      r.clock_hz = 4e9;
      roofline.roofs.push_back(r);
    }
    return roof_checks(run, roofline);
  };
  const auto both = running_case({{2.5, 2.49, 2.51}, {2.6, 2.6, 2.55}});
  const Check* c = find_check(both, "running_rate");
  ASSERT_TRUE(c);
  EXPECT_TRUE(c->pass);
  EXPECT_NEAR(c->value, 1.02, 1e-9);  // the median of 1.00 and 1.04
  EXPECT_NEAR(c->ci.low, 1.0, 1e-9);
  EXPECT_NEAR(c->ci.high, 1.04, 1e-9);
  EXPECT_NE(c->detail.find("(2 roofs; lowest 100.0%, f64 avx2 fma 1T; highest 104.0%, f64 avx512 fma 1T), "
                           "against a median 90.0%"),
            std::string::npos)
      << c->detail;
  // Without the samples on every repetition (runs before them, a damaged one), no row.
  EXPECT_FALSE(find_check(running_case({{}}), "running_rate"));
  EXPECT_FALSE(find_check(running_case({{2.5, 2.5}}), "running_rate"));
}
