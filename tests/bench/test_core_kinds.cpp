// Core kinds read from hwloc XML topologies: a hybrid laptop, an Arm phone of three kinds, a 2-socket
// server of one kind.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core_kinds.hpp"
#include "topology_fixture.hpp"

using namespace cpuroof::bench;

namespace {

std::vector<int> range(int first, int last, int step = 1) {
  std::vector<int> out;
  for (int i = first; i <= last; i += step) out.push_back(i);
  return out;
}

std::string info(const CoreKind& kind, const std::string& key) {
  for (const auto& [k, v] : kind.infos)
    if (k == key) return v;
  return "";
}

}  // namespace

TEST(CoreKinds, HybridLaptopHasPerformanceCoresFirst) {
  const TopologyFixture topo("hybrid_laptop.xml");
  const auto kinds = read_core_kinds(topo.topology, nullptr);
  ASSERT_EQ(kinds.size(), 2u);
  EXPECT_TRUE(is_hybrid(kinds));
  EXPECT_EQ(kinds[0].name, "P");
  EXPECT_EQ(kinds[0].efficiency, 1);
  EXPECT_EQ(info(kinds[0], "CoreType"), "IntelCore");
  EXPECT_EQ(info(kinds[0], "FrequencyMaxMHz"), "4700");
  EXPECT_EQ(kinds[0].cpus, range(0, 11));
  ASSERT_EQ(kinds[0].cores.size(), 6u);
  EXPECT_EQ(kinds[0].cores[2], (std::vector<int>{4, 5}));
  EXPECT_EQ(kinds[1].name, "E");
  EXPECT_EQ(kinds[1].efficiency, 0);
  EXPECT_EQ(info(kinds[1], "CoreType"), "IntelAtom");
  EXPECT_EQ(kinds[1].cpus, range(12, 26, 2));
  ASSERT_EQ(kinds[1].cores.size(), 8u);
  EXPECT_EQ(kinds[1].cores[0], (std::vector<int>{12}));
}

TEST(CoreKinds, ThreeKindsNameTheMiddleOne) {
  const TopologyFixture topo("arm_three_kinds.xml");
  const auto kinds = read_core_kinds(topo.topology, nullptr);
  ASSERT_EQ(kinds.size(), 3u);
  EXPECT_EQ(kinds[0].name, "P");
  EXPECT_EQ(kinds[0].cpus, (std::vector<int>{7}));
  EXPECT_EQ(kinds[1].name, "M1");
  EXPECT_EQ(kinds[1].cpus, range(4, 6));
  EXPECT_EQ(kinds[2].name, "E");
  EXPECT_EQ(kinds[2].cpus, range(0, 3));
  EXPECT_EQ(info(kinds[2], "FrequencyMaxMHz"), "2270");
}

TEST(CoreKinds, ServerWithoutKindsIsOneUnnamedKind) {
  const TopologyFixture topo("server_2socket.xml");
  const auto kinds = read_core_kinds(topo.topology, nullptr);
  ASSERT_EQ(kinds.size(), 1u);
  EXPECT_FALSE(is_hybrid(kinds));
  EXPECT_EQ(kinds[0].name, "");
  EXPECT_EQ(kinds[0].cpus, range(0, 63));
  ASSERT_EQ(kinds[0].cores.size(), 32u);
  EXPECT_EQ(kinds[0].cores[16], (std::vector<int>{32, 33}));  // the second package's first core
}

TEST(CoreKinds, AllowedCpusDropCoresAndKinds) {
  const TopologyFixture topo("hybrid_laptop.xml");
  hwloc_bitmap_t allowed = hwloc_bitmap_alloc();
  hwloc_bitmap_set_range(allowed, 1, 3);  // half of P-core 0, all of P-core 1
  hwloc_bitmap_set(allowed, 14);          // one E-core
  auto kinds = read_core_kinds(topo.topology, allowed);
  ASSERT_EQ(kinds.size(), 2u);
  EXPECT_EQ(kinds[0].cores, (std::vector<std::vector<int>>{{1}, {2, 3}}));
  EXPECT_EQ(kinds[1].cores, (std::vector<std::vector<int>>{{14}}));
  // Only P-cores allowed: one kind left, unnamed, as on a machine of one kind.
  hwloc_bitmap_only(allowed, 0);
  hwloc_bitmap_set(allowed, 2);
  kinds = read_core_kinds(topo.topology, allowed);
  hwloc_bitmap_free(allowed);
  ASSERT_EQ(kinds.size(), 1u);
  EXPECT_EQ(kinds[0].name, "");
  EXPECT_EQ(kinds[0].cpus, (std::vector<int>{0, 2}));
}

TEST(CoreKinds, ContextRecordsNameCpusEfficiencyAndInfos) {
  const TopologyFixture topo("hybrid_laptop.xml");
  const auto j = nlohmann::json::parse(core_kinds_json(read_core_kinds(topo.topology, nullptr)));
  ASSERT_EQ(j.size(), 2u);
  EXPECT_EQ(j[0]["name"], "P");
  EXPECT_EQ(j[0]["efficiency"], 1);
  EXPECT_EQ(j[0]["cpus"].size(), 12u);
  EXPECT_EQ(j[0]["cores"].size(), 6u);
  EXPECT_EQ(j[0]["infos"]["CoreType"], "IntelCore");
  EXPECT_EQ(j[1]["name"], "E");
  EXPECT_EQ(j[1]["cpus"][1], 14);
}
