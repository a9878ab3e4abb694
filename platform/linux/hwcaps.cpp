// Arm features on Linux (platform.hpp): the kernel reports what the CPU and the kernel together
// support in the auxiliary vector's AT_HWCAP and AT_HWCAP2, for the CPU the process runs on (under
// qemu-user the emulated one, where /proc/cpuinfo is the host's).
#include <asm/hwcap.h>
#include <sys/auxv.h>

#include "platform/platform.hpp"

namespace cpuroof::platform {
namespace {

struct Hwcap {
  std::string_view name;
  unsigned long type;  // AT_HWCAP or AT_HWCAP2
  unsigned long bit;
};
constexpr Hwcap kHwcaps[] = {
    {"fp", AT_HWCAP, HWCAP_FP},           {"asimd", AT_HWCAP, HWCAP_ASIMD},
    {"fphp", AT_HWCAP, HWCAP_FPHP},       {"asimdhp", AT_HWCAP, HWCAP_ASIMDHP},
    {"asimddp", AT_HWCAP, HWCAP_ASIMDDP}, {"sve", AT_HWCAP, HWCAP_SVE},
    {"sve2", AT_HWCAP2, HWCAP2_SVE2},     {"i8mm", AT_HWCAP2, HWCAP2_I8MM},
    {"bf16", AT_HWCAP2, HWCAP2_BF16},     {"svebf16", AT_HWCAP2, HWCAP2_SVEBF16},
};

// Every name the interface knows has its bit here.
consteval bool covers_every_feature() {
  for (std::string_view name : kArmFeatures) {
    bool found = false;
    for (const Hwcap& h : kHwcaps) found = found || h.name == name;
    if (!found) return false;
  }
  return true;
}
static_assert(covers_every_feature(), "platform::kArmFeatures names a feature without a hwcap bit");

}  // namespace

std::optional<bool> cpu_feature(std::string_view name) {
  for (const Hwcap& h : kHwcaps)
    if (h.name == name) return (getauxval(h.type) & h.bit) != 0;
  return std::nullopt;
}

}  // namespace cpuroof::platform
