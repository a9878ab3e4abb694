// The bench's description of the CPU (bench/cpu_description.hpp): Arm identity from an hwloc XML topology,
// and this host's identity read through it and the platform layer (platform/platform.hpp) on Linux.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "isa.hpp"
#include "cpu_description.hpp"
#include "platform/platform.hpp"

using namespace cpuroof;
using namespace cpuroof::bench;

namespace {
struct XmlTopology {
  hwloc_topology_t topo{};
  explicit XmlTopology(const std::string& path) {
    hwloc_topology_init(&topo);
    if (hwloc_topology_set_xml(topo, path.c_str()) != 0 || hwloc_topology_load(topo) != 0) ADD_FAILURE() << path;
  }
  ~XmlTopology() { hwloc_topology_destroy(topo); }
};
}  // namespace

TEST(PlatformLinux, ArmIdentityFromHwlocXml) {
  const XmlTopology graviton3(std::string(CPUROOF_FIXTURES) + "/arm/graviton3-c7g.xlarge.xml");
  const auto cores = arm_cores_from_hwloc(graviton3.topo);
  ASSERT_EQ(cores.size(), 1u);  // one package
  EXPECT_EQ(cores[0], (ArmCoreId{0x41, 0x1, 0xd40, 1}));
  const auto caches = hwloc_data_caches(graviton3.topo);
  ASSERT_EQ(caches.size(), 3u);
  EXPECT_EQ(caches[0].level, 1);
  EXPECT_EQ(caches[0].bytes, 64u * 1024);
  EXPECT_EQ(caches[0].instances, 4);
  EXPECT_EQ(caches[2].bytes, 32u * 1024 * 1024);
}

TEST(PlatformLinux, X86TopologyHasNoArmIdentity) {
  hwloc_topology_t topo;
  hwloc_topology_init(&topo);
  ASSERT_EQ(hwloc_topology_set_synthetic(topo, "pack:1 core:2 pu:1"), 0);
  ASSERT_EQ(hwloc_topology_load(topo), 0);
  EXPECT_TRUE(arm_cores_from_hwloc(topo).empty());
  hwloc_topology_destroy(topo);
}

TEST(PlatformLinux, ThisHost) {
  hwloc_topology_t topo;
  hwloc_topology_init(&topo);
  ASSERT_EQ(hwloc_topology_load(topo), 0);
  const CpuIdentity id = cpu_identity(topo);
  hwloc_topology_destroy(topo);
#if defined(__x86_64__)
  EXPECT_EQ(id.arch, "x86_64");
  EXPECT_TRUE(id.vendor == "AuthenticAMD" || id.vendor == "GenuineIntel") << id.vendor;
  EXPECT_GT(id.family, 0);
  EXPECT_NE(id.model_name, "unknown");  // the brand string
  EXPECT_EQ(id.arm.implementer, -1);
#elif defined(__aarch64__)
  EXPECT_EQ(id.arch, "aarch64");  // qemu-user reports the emulated machine
  EXPECT_TRUE(id.isa_level == "neon" || id.isa_level == "sve") << id.isa_level;
  EXPECT_EQ(id.family, -1);
#endif
  // The widest level its flags allow is the widest the kernels run (the flags name every feature a
  // level's row needs), unless the CPU runs that level at a vector length no unit is built for.
  const Isa* flagged =
      std::find_if(std::begin(kAllIsas), std::end(kAllIsas), [&](Isa isa) { return isa_name(isa) == id.isa_level; });
  ASSERT_NE(flagged, std::end(kAllIsas)) << id.isa_level;
  if (cpu_supports(*flagged))
    EXPECT_EQ(*flagged, best_isa()) << id.isa_flags;
  else
    EXPECT_GT(*flagged, best_isa()) << id.isa_flags;
  EXPECT_GE(platform::online_cpus(), 1);
  EXPECT_GT(platform::memory_available_bytes().value_or(0), 0u);
  EXPECT_NE(platform::clock_source(), "unknown");
  EXPECT_EQ(platform::kernel_name().rfind("Linux ", 0), 0u);
}
