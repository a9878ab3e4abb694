#pragma once
// The running macOS's sysctl values as a lookup for sysctl_facts.hpp's parsers.
#include "sysctl_facts.hpp"

namespace cpuroof::platform {

// Reads sysctlbyname afresh on each call: text values as they are, numbers (4 or 8 bytes) in decimal.
SysctlLookup os_sysctl();

}  // namespace cpuroof::platform
