// Arm identity from /proc/cpuinfo's text and MIDR_EL1 (platform/linux/arm_cpuinfo.hpp), on fixture
// files, and the kinds of core among them (machine/arm_core_id.hpp).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "platform/linux/arm_cpuinfo.hpp"

using namespace cpuroof;
using namespace cpuroof::platform;

namespace {
std::string fixture(const std::string& name) {
  std::ifstream in(std::string(CPUROOF_FIXTURES) + "/arm/" + name);
  EXPECT_TRUE(in) << name;
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}
}  // namespace

TEST(ArmCpuinfo, OneKindServer) {
  const ArmCpuInfo v1 = parse_arm_cpuinfo(fixture("cpuinfo-graviton3-neoverse-v1.txt"));
  ASSERT_EQ(v1.cpus.size(), 4u);
  EXPECT_EQ(v1.cpus[0], (ArmCoreId{0x41, 0x1, 0xd40, 1}));
  EXPECT_EQ(core_kinds(v1.cpus).size(), 1u);
  EXPECT_NE(v1.features.find(" sve "), std::string::npos);
  EXPECT_EQ(v1.model_name, "");  // arm64 kernels print no model name
  const ArmCpuInfo v2 = parse_arm_cpuinfo(fixture("cpuinfo-grace-neoverse-v2.txt"));
  ASSERT_FALSE(v2.cpus.empty());
  EXPECT_EQ(v2.cpus[0], (ArmCoreId{0x41, 0x0, 0xd4f, 0}));
  EXPECT_EQ(parse_arm_cpuinfo(fixture("cpuinfo-altra-neoverse-n1.txt")).cpus.at(0), (ArmCoreId{0x41, 0x3, 0xd0c, 1}));
  EXPECT_EQ(parse_arm_cpuinfo(fixture("cpuinfo-raspberrypi5-cortex-a76.txt")).cpus.at(0).part, 0xd0b);
}

TEST(ArmCpuinfo, KindsOfCoreInCpuOrder) {
  const auto phone = core_kinds(parse_arm_cpuinfo(fixture("cpuinfo-snapdragon8gen1-biglittle.txt")).cpus);
  ASSERT_EQ(phone.size(), 3u);
  EXPECT_EQ(phone[0].part, 0xd46);  // Cortex-A510, cpu0
  EXPECT_EQ(phone[1].part, 0xd47);
  EXPECT_EQ(phone[2].part, 0xd48);
  EXPECT_EQ(phone[2].variant, 2);
  const auto m1 = core_kinds(parse_arm_cpuinfo(fixture("cpuinfo-apple-m1-asahi.txt")).cpus);
  ASSERT_EQ(m1.size(), 2u);
  EXPECT_EQ(m1[0], (ArmCoreId{0x61, 0x1, 0x022, 1}));
  EXPECT_EQ(m1[1].part, 0x023);
}

TEST(ArmCpuinfo, X86FileHasNoArmIdentity) {
  // What a program under qemu-aarch64 reads on the x86 host.
  const ArmCpuInfo host = parse_arm_cpuinfo(fixture("cpuinfo-x86-zen5-host.txt"));
  EXPECT_TRUE(host.cpus.empty());
  EXPECT_TRUE(host.features.empty());
  EXPECT_TRUE(parse_arm_cpuinfo("").cpus.empty());
  // A block without a part is no identity; a garbled number is not read as one.
  EXPECT_TRUE(parse_arm_cpuinfo("CPU implementer\t: 0x41\n").cpus.empty());
  EXPECT_TRUE(parse_arm_cpuinfo("CPU implementer\t: 0x41\nCPU part\t: 0xzz\n").cpus.empty());
}

TEST(ArmCpuinfo, Midr) {
  // Neoverse V2 r0p1 as sysfs prints it: implementer 0x41, variant 0, architecture 0xf, part 0xd4f, revision 1.
  EXPECT_EQ(parse_midr("0x00000000410fd4f1\n"), (ArmCoreId{0x41, 0x0, 0xd4f, 1}));
  EXPECT_EQ(parse_midr("0x00000000611f0231"), (ArmCoreId{0x61, 0x1, 0x023, 1}));  // M1 Firestorm
  EXPECT_FALSE(parse_midr("not a number"));
  EXPECT_FALSE(parse_midr(""));
  EXPECT_EQ(hex_id(0xd4f), "0xd4f");
}
