#pragma once
// An Arm CPU's identity as Linux shows it: /proc/cpuinfo's "CPU implementer", "CPU variant", "CPU part"
// and "CPU revision" per processor, or the MIDR_EL1 value in
// /sys/devices/system/cpu/cpuN/regs/identification/midr_el1. Pure parsers over the text, so tests
// feed them captured files; arm_cpuinfo.cpp reads the files.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "machine/arm_core_id.hpp"

namespace cpuroof::platform {

struct ArmCpuInfo {
  std::vector<ArmCoreId> cpus;  // one per "processor" block that names an implementer and a part, in order
  std::string model_name;       // "model name" where the kernel prints one (empty otherwise)
  std::string features;         // the first processor's "Features" line
};

// Empty `cpus` when the text is not an Arm /proc/cpuinfo (an x86 one, as under qemu-user).
ArmCpuInfo parse_arm_cpuinfo(std::string_view text);

// midr_el1's text ("0x00000000410fd4f1"); nullopt when it is not a hexadecimal number.
std::optional<ArmCoreId> parse_midr(std::string_view text);

}  // namespace cpuroof::platform
