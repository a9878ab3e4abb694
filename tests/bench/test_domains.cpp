// The domains a machine's cores share (bench/domains.hpp), read from hwloc synthetic topologies, and
// the plan they give: thread counts, pinning, and DRAM working sets per the cache a count reaches.
#include <gtest/gtest.h>

#include <hwloc.h>

#include <stdexcept>

#include "domains.hpp"
#include "plan.hpp"

using namespace cpuroof::bench;

namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

// The domains of hwloc's synthetic description `text`.
Domains synthetic(const char* text) {
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  if (hwloc_topology_set_synthetic(topology, text) != 0 || hwloc_topology_load(topology) != 0) {
    hwloc_topology_destroy(topology);
    throw std::runtime_error(std::string("bad synthetic topology: ") + text);
  }
  Domains d = read_domains(topology, nullptr);
  hwloc_topology_destroy(topology);
  return d;
}

// tests/fixtures/topology/zen4_2socket_192c.synthetic
constexpr const char* kZen4Server =
    "Package:2 [NUMANode(memory=412316860416)] L3Cache:12(size=33554432) L2Cache:8(size=1048576) "
    "L1dCache:1(size=32768) Core:1 PU:2";

}  // namespace

TEST(Domains, ATwoSocketZen4ServerHasItsCcdsNodesAndPackages) {
  const Domains d = synthetic(kZen4Server);
  EXPECT_FALSE(d.this_system);
  EXPECT_EQ(d.core_cpus.size(), 192u);
  EXPECT_EQ(d.core_cpus[1], 2);  // one hardware thread per core: the first of its two
  EXPECT_EQ(d.cache_domain_cores, 8);
  EXPECT_EQ(d.numa_node_cores, 96);
  EXPECT_EQ(d.package_cores, 96);
  EXPECT_EQ(d.numa_nodes.size(), 2u);
  EXPECT_EQ(d.last_cache_bytes, 32 * kMiB);
  EXPECT_EQ(d.last_cache_total_bytes, 768 * kMiB);
  const std::vector<int> first8(d.core_cpus.begin(), d.core_cpus.begin() + 8);
  const std::vector<int> first9(d.core_cpus.begin(), d.core_cpus.begin() + 9);
  EXPECT_EQ(cache_reach_bytes(d, first8), 32 * kMiB);
  EXPECT_EQ(cache_reach_bytes(d, first9), 64 * kMiB);
}

TEST(Domains, ThreadCountsAreOneEachDomainAndAllTheFullProfileAddsPowersOfTwo) {
  const Domains d = synthetic(kZen4Server);
  EXPECT_EQ(domain_thread_counts(d, 192, Profile::quick), (std::vector<int>{1, 8, 96, 192}));
  EXPECT_EQ(domain_thread_counts(d, 192, Profile::full), (std::vector<int>{1, 2, 4, 8, 96, 192}));
  EXPECT_EQ(domain_thread_counts(d, 16, Profile::quick), (std::vector<int>{1, 8, 16}));  // a thread cap
}

TEST(Domains, EachCountIsPinnedToItsFirstCoresAndSeesTheCacheItReaches) {
  const Domains d = synthetic(kZen4Server);
  const BenchPlan plan = make_plan(Profile::quick, d.last_cache_total_bytes, std::size_t{1} << 40, 192, {}, &d);
  ASSERT_EQ(plan.placements.size(), 4u);
  EXPECT_EQ(plan.placements[1].cpus, (std::vector<int>{0, 2, 4, 6, 8, 10, 12, 14}));
  EXPECT_EQ(plan.numa_nodes.size(), 2u);
  // One thread streams past its CCD's 32 MiB, all of them past the 768 MiB of all 24.
  EXPECT_EQ(plan.at_threads(1).ws_max_bytes, 512 * kMiB);
  EXPECT_EQ(plan.at_threads(1).dense_max_bytes, 128 * kMiB);
  EXPECT_EQ(plan.at_threads(192).ws_max_bytes, 6144 * kMiB);
  EXPECT_EQ(repetitions_at(plan, 256.0 * kMiB, 1), 3);    // DRAM for one thread: 3 x the run's
  EXPECT_EQ(repetitions_at(plan, 256.0 * kMiB, 192), 0);  // cache for all of them
}

TEST(Domains, AMachineOfOneDomainRunsUnpinnedAsBefore) {
  const Domains d = synthetic("Package:1 [NUMANode(memory=25769803776)] L3Cache:1(size=33554432) Core:2 PU:1");
  const BenchPlan plan = make_plan(Profile::quick, d.last_cache_total_bytes, std::size_t{1} << 34, 2, {}, &d);
  EXPECT_EQ(plan.threads, (std::vector<int>{1, 2}));
  for (const Placement& at : plan.placements) EXPECT_TRUE(at.cpus.empty());
  EXPECT_TRUE(plan.numa_nodes.empty());
  EXPECT_EQ(plan.at_threads(1).ws_max_bytes, plan.ws_max_bytes);
}
