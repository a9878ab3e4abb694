// Which CPUs each benchmark of the roofs' thread sweeps runs on, planned on hwloc XML topologies of a
// hybrid laptop, an Arm phone of three kinds and a 2-socket server; and the names that carry the kind.
#include <gtest/gtest.h>

#include "core_kinds.hpp"
#include "harness.hpp"
#include "pinning_plan.hpp"
#include "plan.hpp"
#include "topology_fixture.hpp"

using namespace cpuroof::bench;

namespace {

std::vector<Placement> placements(const std::string& fixture, Profile profile, int max_threads) {
  const TopologyFixture topo(fixture);
  return make_plan(profile, 32 << 20, 1ul << 34, max_threads, read_core_kinds(topo.topology, nullptr)).placements;
}

// "kind/threads: cpus" per placement, for readable comparisons.
std::vector<std::string> text(const std::vector<Placement>& ps) {
  std::vector<std::string> out;
  for (const auto& p : ps) {
    std::string s = p.kind + "/" + std::to_string(p.threads) + ":";
    for (const int cpu : p.cpus) s += " " + std::to_string(cpu);
    out.push_back(s);
  }
  return out;
}

// The peak family's name for a placement (bench_peak.cpp builds it the same way).
std::string peak_name(const Placement& at) {
  return bench_name("peak", "fma12", "hand", "f64",
                    with_kind({{"isa", "avx2"}, {"threads", std::to_string(at.threads)}}, at));
}

}  // namespace

TEST(PinningPlan, HybridLaptopQuickSweepsEachKindAndAcrossAll) {
  // 14 cores: quick profile threads 1 and 14; each kind at 1 and all its cores.
  EXPECT_EQ(text(placements("hybrid_laptop.xml", Profile::quick, 14)),
            (std::vector<std::string>{"P/1: 0", "P/6: 0 2 4 6 8 10",  // one thread per P-core
                                      "E/1: 12", "E/8: 12 14 16 18 20 22 24 26",
                                      "all/14: 0 2 4 6 8 10 12 14 16 18 20 22 24 26"}));
}

TEST(PinningPlan, HybridLaptopFullAddsThePowersOfTwoWithinEachKind) {
  EXPECT_EQ(text(placements("hybrid_laptop.xml", Profile::full, 14)),
            (std::vector<std::string>{"P/1: 0", "P/2: 0 2", "P/4: 0 2 4 6", "P/6: 0 2 4 6 8 10", "E/1: 12",
                                      "E/2: 12 14", "E/4: 12 14 16 18", "E/8: 12 14 16 18 20 22 24 26",
                                      "all/8: 0 2 4 6 8 10 12 14", "all/14: 0 2 4 6 8 10 12 14 16 18 20 22 24 26"}));
}

TEST(PinningPlan, HybridLaptopSmokeHasOneThreadPerKind) {
  EXPECT_EQ(text(placements("hybrid_laptop.xml", Profile::smoke, 14)),
            (std::vector<std::string>{"P/1: 0", "P/6: 0 2 4 6 8 10", "E/1: 12", "E/8: 12 14 16 18 20 22 24 26",
                                      "all/14: 0 2 4 6 8 10 12 14 16 18 20 22 24 26"}));
}

TEST(PinningPlan, ThreadCapLimitsEverySweep) {
  // A budget of 4 threads (cgroup quota, OMP_NUM_THREADS): no kind nor the whole machine beyond it.
  EXPECT_EQ(text(placements("hybrid_laptop.xml", Profile::quick, 4)),
            (std::vector<std::string>{"P/1: 0", "P/4: 0 2 4 6", "E/1: 12", "E/4: 12 14 16 18"}));
}

TEST(PinningPlan, ThreeKindsEachPinnedMostPerformantFirstAcrossAll) {
  EXPECT_EQ(text(placements("arm_three_kinds.xml", Profile::smoke, 8)),
            (std::vector<std::string>{"P/1: 7", "M1/1: 4", "M1/3: 4 5 6", "E/1: 0", "E/4: 0 1 2 3",
                                      "all/8: 7 4 5 6 0 1 2 3"}));
}

TEST(PinningPlan, OneKindWithoutDomainsIsTheUnpinnedSweep) {
  const auto ps = placements("server_2socket.xml", Profile::quick, 32);
  EXPECT_EQ(text(ps), (std::vector<std::string>{"/1:", "/32:"}));
  // Names as before hybrid machines were known: no kind part.
  EXPECT_EQ(peak_name(ps.front()), "peak/fma12/hand/f64/isa:avx2/threads:1");
}

TEST(PinningPlan, HybridNamesCarryTheKind) {
  const auto ps = placements("hybrid_laptop.xml", Profile::smoke, 14);
  std::vector<std::string> names;
  for (const auto& p : ps) names.push_back(peak_name(p));
  EXPECT_EQ(names, (std::vector<std::string>{
                       "peak/fma12/hand/f64/isa:avx2/threads:1/kind:P", "peak/fma12/hand/f64/isa:avx2/threads:6/kind:P",
                       "peak/fma12/hand/f64/isa:avx2/threads:1/kind:E", "peak/fma12/hand/f64/isa:avx2/threads:8/kind:E",
                       "peak/fma12/hand/f64/isa:avx2/threads:14/kind:all"}));
}

TEST(PinningPlan, AppleM4ProSweepsPThenEAndSaysEachThreadsKind) {
  // hwloc's darwin backend: E-cores 0-3, P-cores 4-13; macOS binds no thread, so each thread of a
  // placement asks for the kind of its CPU (pin_team.hpp): the kinds must follow the CPUs.
  const auto ps = placements("apple_m4_pro.xml", Profile::smoke, 14);
  EXPECT_EQ(text(ps), (std::vector<std::string>{"P/1: 4", "P/10: 4 5 6 7 8 9 10 11 12 13", "E/1: 0", "E/4: 0 1 2 3",
                                                "all/14: 4 5 6 7 8 9 10 11 12 13 0 1 2 3"}));
  std::vector<std::string> across;
  for (const auto& p : ps) {
    ASSERT_EQ(p.thread_kinds.size(), p.cpus.size()) << p.kind;
    if (p.kind == kAllKinds) continue;
    for (const auto& k : p.thread_kinds) EXPECT_EQ(k, p.kind);
  }
  EXPECT_EQ(ps.back().thread_kinds,
            (std::vector<std::string>{"P", "P", "P", "P", "P", "P", "P", "P", "P", "P", "E", "E", "E", "E"}));
}
