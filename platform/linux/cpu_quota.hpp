#pragma once
// A cgroup's CPU-time quota as Linux writes it: v2 cpu.max, v1 cpu.cfs_quota_us and
// cpu.cfs_period_us. Pure parsers, for tests on text; cpu_quota.cpp reads the files.
#include <optional>
#include <string_view>

namespace cpuroof::platform {

// cpu.max ("max 100000" or "150000 100000"): the CPUs the quota buys, nullopt when unlimited.
std::optional<double> parse_cpu_max(std::string_view text);
// cpu.cfs_quota_us and cpu.cfs_period_us: the CPUs the quota buys, nullopt when unlimited (-1).
std::optional<double> parse_cfs_quota(std::string_view quota, std::string_view period);

}  // namespace cpuroof::platform
