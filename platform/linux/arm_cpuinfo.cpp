// Arm CPUs on Linux (platform.hpp), and the parsers of the text they are read from.
#include "arm_cpuinfo.hpp"

#include <algorithm>

#include "platform/platform.hpp"
#include "read_text.hpp"

namespace cpuroof::platform {
namespace {

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// "0x41", "0xd4f" or "1" (the revision is decimal); -1 when not a whole number.
int number(std::string_view s) {
  const std::string text(trim(s));
  if (text.empty()) return -1;
  try {
    std::size_t used = 0;
    const long v = std::stol(text, &used, 0);
    return used == text.size() && v >= 0 && v <= 0xffff ? static_cast<int>(v) : -1;
  } catch (...) {
    return -1;
  }
}

}  // namespace

ArmCpuInfo parse_arm_cpuinfo(std::string_view text) {
  ArmCpuInfo out;
  ArmCoreId cpu;
  auto finish_block = [&] {
    if (cpu.implementer >= 0 && cpu.part >= 0) out.cpus.push_back(cpu);
    cpu = {};
  };
  std::size_t pos = 0;
  while (pos <= text.size()) {
    const auto end = std::min(text.find('\n', pos), text.size());
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) {
      if (trim(line).empty()) finish_block();  // a blank line ends a processor's block
      continue;
    }
    const std::string_view key = trim(line.substr(0, colon)), value = trim(line.substr(colon + 1));
    if (key == "processor") {
      finish_block();
    } else if (key == "CPU implementer") {
      cpu.implementer = number(value);
    } else if (key == "CPU variant") {
      cpu.variant = number(value);
    } else if (key == "CPU part") {
      cpu.part = number(value);
    } else if (key == "CPU revision") {
      cpu.revision = number(value);
    } else if (key == "model name" && out.model_name.empty()) {
      out.model_name = std::string(value);
    } else if (key == "Features" && out.features.empty()) {
      out.features = std::string(value);
    }
  }
  finish_block();
  return out;
}

std::optional<ArmCoreId> parse_midr(std::string_view text) {
  const std::string s(trim(text));
  if (s.empty()) return std::nullopt;
  try {
    std::size_t used = 0;
    const unsigned long long midr = std::stoull(s, &used, 16);
    if (used != s.size()) return std::nullopt;
    ArmCoreId id;
    id.implementer = static_cast<int>((midr >> 24) & 0xff);
    id.variant = static_cast<int>((midr >> 20) & 0xf);
    id.part = static_cast<int>((midr >> 4) & 0xfff);
    id.revision = static_cast<int>(midr & 0xf);
    return id;
  } catch (...) {
    return std::nullopt;
  }
}

// /proc/cpuinfo's blocks; else, where it has none (qemu-user shows the host's), one MIDR per CPU
// in sysfs (kernels since 4.11).
ArmCpus arm_cpus() {
  const ArmCpuInfo cpuinfo = parse_arm_cpuinfo(read_text("/proc/cpuinfo").value_or(""));
  if (!cpuinfo.cpus.empty()) return {cpuinfo.cpus, cpuinfo.model_name, {}, {}};
  ArmCpus out;
  for (int cpu = 0;; ++cpu) {
    const auto text = read_text("/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/regs/identification/midr_el1");
    if (!text) break;
    if (const auto id = parse_midr(*text)) out.cpus.push_back(*id);
  }
  return out;
}

}  // namespace cpuroof::platform
