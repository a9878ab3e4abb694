#pragma once
// CPU time per CPU as Linux counts it: /proc/stat's `cpuN` lines. A pure parser, for tests on text;
// proc_stat.cpp reads the file.
#include <optional>
#include <string_view>
#include <vector>

#include "platform/platform.hpp"

namespace cpuroof::platform {

// Sums the `cpuN` lines of /proc/stat's text for N in `cpus`; ticks_per_s is USER_HZ. nullopt when
// none of them is there.
std::optional<CpuTimes> parse_proc_stat(std::string_view text, const std::vector<int>& cpus, double ticks_per_s);

}  // namespace cpuroof::platform
