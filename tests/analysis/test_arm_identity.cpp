// An Arm machine's identity (analysis/model/identity.hpp, machine/arm_core_names.hpp): names from MIDR's
// implementer and part as meta.json records them, folders and ids of their own, never a guess.
#include <gtest/gtest.h>

#include "machine/arm_core_names.hpp"
#include "model/identity.hpp"

using namespace cpuroof::analysis;

namespace {
// meta.json's raw fields of an Arm run, as bench/run_context.cpp writes them.
std::map<std::string, std::string> arm_host(const std::string& implementer, const std::string& part,
                                            const std::string& kinds) {
  return {{"cpu_vendor", ""},
          {"cpu_arch", "aarch64"},
          {"cpu_implementer", implementer},
          {"cpu_part", part},
          {"cpu_variant", "0x0"},
          {"cpu_revision", "1"},
          {"cpu_core_kinds", kinds},
          {"cores", "72"},
          {"hardware_threads", "72"},
          {"isa_flags", "asimd sve sve2"},
          {"virtualization", "unknown"},
          {"cache_l3_bytes_hwloc", "119537664"}};
}
}  // namespace

TEST(ArmIdentity, CoreNames) {
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd0c), "Neoverse N1");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd40), "Neoverse V1");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd49), "Neoverse N2");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd4f), "Neoverse V2");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd0b), "Cortex-A76");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd82), "Cortex-X4");
  EXPECT_EQ(cpuroof::arm_core_name(0x61, 0x029), "Apple M1 Firestorm");  // M1 Max
  EXPECT_EQ(cpuroof::arm_core_name(0x61, 0x032), "Apple M2 Blizzard");
  EXPECT_EQ(cpuroof::arm_core_name(0x51, 0x001), "Qualcomm Oryon");
  EXPECT_EQ(cpuroof::arm_core_name(0xc0, 0xac3), "AmpereOne");
  EXPECT_EQ(cpuroof::arm_implementer_name(0x61), "Apple");
  // Not in the list: unknown, not the neighbour (0xd4f + 1, an Apple part number under another implementer).
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0xd50), "unknown");
  EXPECT_EQ(cpuroof::arm_core_name(0x41, 0x023), "unknown");
  EXPECT_EQ(cpuroof::arm_implementer_name(0x99), "unknown");
}

TEST(ArmIdentity, ServerFromMidr) {
  const MachineIdentity grace = machine_identity(arm_host("0x41", "0xd4f", "0x41:0xd4f"));
  EXPECT_EQ(grace.vendor, "Arm");
  EXPECT_EQ(grace.microarch, "Neoverse V2");
  EXPECT_EQ(grace.implementer, 0x41);
  EXPECT_EQ(grace.part, 0xd4f);
  EXPECT_EQ(grace.family, -1);
  EXPECT_TRUE(grace.cpuid_vendor.empty());
  EXPECT_EQ(grace.isa_level, "sve");
  EXPECT_EQ(machine_folder_name(grace), "arm-neoverse-v2-72c");
  EXPECT_NE(identity_line(grace).find("Arm Neoverse V2, 72 cores (SMT 1), sve"), std::string::npos)
      << identity_line(grace);
  // Another core, same everything else: another id.
  EXPECT_NE(machine_identity(arm_host("0x41", "0xd40", "0x41:0xd40")).id, grace.id);
}

TEST(ArmIdentity, SeveralKindsAreAllNamed) {
  const MachineIdentity phone = machine_identity(arm_host("0x41", "0xd46", "0x41:0xd46 0x41:0xd47 0x41:0xd48"));
  EXPECT_EQ(phone.microarch, "Cortex-A510 + Cortex-A710 + Cortex-X2");
  ASSERT_EQ(phone.arm_kinds.size(), 3u);
  EXPECT_EQ(phone.arm_kinds[2], (std::pair<int, int>{0x41, 0xd48}));
  EXPECT_EQ(arm_kind_label(0x41, 0xd48), "0x41:0xd48");
  auto m1 = arm_host("0x61", "0x22", "0x61:0x22 0x61:0x23");
  m1["cpu_vendor"] = "Apple";
  EXPECT_EQ(machine_identity(m1).microarch, "Apple M1 Icestorm + Apple M1 Firestorm");
}

TEST(ArmIdentity, UnknownCoreKeepsItsNumbers) {
  const MachineIdentity m = machine_identity(arm_host("0x41", "0xd99", "0x41:0xd99"));
  EXPECT_EQ(m.microarch, "unknown");
  EXPECT_EQ(machine_folder_name(m), "arm-implementer41-partd99-72c");
  EXPECT_NE(identity_line(m).find("Arm unknown (implementer 0x41 part 0xd99)"), std::string::npos) << identity_line(m);
  // Garbled numbers are no identity: the run is as unknown as one without the fields.
  const MachineIdentity garbled = machine_identity(arm_host("0x4z", "0xd4f", "bogus"));
  EXPECT_EQ(garbled.implementer, -1);
  EXPECT_EQ(garbled.microarch, "unknown");
  EXPECT_TRUE(garbled.arm_kinds.empty());
}

TEST(ArmIdentity, IsaLevelFromHwcaps) {
  auto n1 = arm_host("0x41", "0xd0c", "0x41:0xd0c");
  n1["isa_flags"] = "asimd asimddp";
  EXPECT_EQ(machine_identity(n1).isa_level, "neon");
  n1["isa_level"] = "neon";  // as the bench records it
  EXPECT_EQ(machine_identity(n1).isa_level, "neon");
}
