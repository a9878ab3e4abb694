// Arm features on macOS (platform.hpp): hw.optional's sysctls, mapped to Linux's hwcap names by
// apple_arm_feature (sysctl_facts.hpp; tests/platform/test_macos_sysctl.cpp checks it answers for
// every name of platform::kArmFeatures).
#include "platform/platform.hpp"
#include "sysctl_os.hpp"

namespace cpuroof::platform {

std::optional<bool> cpu_feature(std::string_view name) { return apple_arm_feature(os_sysctl(), name); }

}  // namespace cpuroof::platform
