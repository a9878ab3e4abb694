// PinnedTeam binds each OpenMP thread of a team to its CPU for one benchmark and gives the threads
// their CPUs back after; a CPU it cannot bind to is an error naming it. On this machine's CPUs. Where
// no thread can be bound (macOS), each thread asks for its kind of core instead.
#include <gtest/gtest.h>

#include <hwloc.h>
#include <omp.h>

#include <cstdlib>
#include <vector>

#include "pin_team.hpp"

using namespace cpuroof::bench;

namespace {

struct Topology {
  hwloc_topology_t t = nullptr;
  Topology() {
    hwloc_topology_init(&t);
    hwloc_topology_load(t);
  }
  ~Topology() { hwloc_topology_destroy(t); }
};

// The CPUs (OS indexes) each thread of a team of `n` is bound to, as one string per thread ("0", "0-1").
std::vector<std::string> team_bindings(hwloc_topology_t topology, int n) {
  std::vector<std::string> out(static_cast<std::size_t>(n));
#pragma omp parallel num_threads(n)
  {
    hwloc_bitmap_t set = hwloc_bitmap_alloc();
    hwloc_get_cpubind(topology, set, HWLOC_CPUBIND_THREAD);
    char* text = nullptr;
    hwloc_bitmap_list_asprintf(&text, set);
    out[static_cast<std::size_t>(omp_get_thread_num())] = text;
    free(text);
    hwloc_bitmap_free(set);
  }
  return out;
}

// Up to two CPUs this process may run on.
std::vector<int> allowed_cpus(hwloc_topology_t topology) {
  hwloc_bitmap_t set = hwloc_bitmap_alloc();
  hwloc_get_cpubind(topology, set, HWLOC_CPUBIND_PROCESS);
  std::vector<int> out;
  for (int i = hwloc_bitmap_first(set); i != -1 && out.size() < 2; i = hwloc_bitmap_next(set, i)) out.push_back(i);
  hwloc_bitmap_free(set);
  return out;
}

// A placement of one thread per CPU in `cpus`, all of kind P.
Placement at_cpus(const std::vector<int>& cpus) {
  return {"P", static_cast<int>(cpus.size()), cpus, std::vector<std::string>(cpus.size(), "P")};
}

}  // namespace

TEST(PinTeam, BindsEachThreadThenGivesItsCpusBack) {
  const Topology topo;
  const std::vector<int> cpus = allowed_cpus(topo.t);
  ASSERT_FALSE(cpus.empty());
  const int n = static_cast<int>(cpus.size());
  const std::vector<std::string> before = team_bindings(topo.t, n);
  {
    const PinnedTeam team(at_cpus(cpus), PlacementMethod::bind);
    EXPECT_EQ(team.error(), "");
    std::vector<std::string> want;
    for (const int cpu : cpus) want.push_back(std::to_string(cpu));
    EXPECT_EQ(team_bindings(topo.t, n), want);
  }
  EXPECT_EQ(team_bindings(topo.t, n), before);
}

TEST(PinTeam, NoCpusBindsNothing) {
  const Topology topo;
  const std::vector<std::string> before = team_bindings(topo.t, 1);
  const PinnedTeam team(at_cpus({}), PlacementMethod::bind);
  EXPECT_EQ(team.error(), "");
  EXPECT_EQ(team_bindings(topo.t, 1), before);
}

TEST(PinTeam, ACpuThatIsNotThereIsAnError) {
  const PinnedTeam team(at_cpus({1 << 20}), PlacementMethod::bind);
  EXPECT_EQ(team.error(), "could not bind OpenMP thread 0 to CPU 1048576");
}

TEST(PinTeam, LinuxBindsThreadsSoNeverAsksForAKind) {
  EXPECT_TRUE(can_bind_threads());
  EXPECT_EQ(placement_method(true, true), PlacementMethod::bind);
  EXPECT_EQ(placement_method(false, true), PlacementMethod::none);
}

TEST(PinTeam, WithoutThreadBindingEachThreadAsksForItsKind) {
  // macOS: hwloc binds no thread, so a hybrid placement asks the OS for the kind of each thread's CPU.
  Placement across{"all", 3, {4, 5, 0}, {"P", "P", "E"}};
  EXPECT_EQ(placement_method(true, false), PlacementMethod::core_kind);
  EXPECT_EQ(placement_method(false, false), PlacementMethod::none);
  EXPECT_EQ(preference_of_kind("P"), cpuroof::platform::CoreKindPreference::performance);
  EXPECT_EQ(preference_of_kind("M1"), cpuroof::platform::CoreKindPreference::performance);
  EXPECT_EQ(preference_of_kind("E"), cpuroof::platform::CoreKindPreference::efficiency);
  // Linux takes no such request: the team names the thread and kind the OS refused, and the
  // benchmark is skipped rather than run wherever the threads happen to be.
  const PinnedTeam team(across, PlacementMethod::core_kind);
  EXPECT_EQ(team.error(), "the OS refused OpenMP thread 0's request for a core of kind P");
}

TEST(PinTeam, TheRunSaysHowItPlacedThreads) {
  EXPECT_NE(describe_placement(PlacementMethod::bind).find("hwloc_set_cpubind"), std::string::npos);
  EXPECT_NE(describe_placement(PlacementMethod::core_kind).find("QoS"), std::string::npos);
  EXPECT_NE(describe_placement(PlacementMethod::none).find("unpinned"), std::string::npos);
}
