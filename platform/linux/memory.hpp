#pragma once
// Linux's memory figures as text: /proc/meminfo's MemAvailable, /proc/self/status's VmSize and
// VmData (beside RLIMIT_AS and RLIMIT_DATA) and the cgroup limits. Pure parsers, for tests on text;
// memory.cpp reads the files.
#include <cstddef>
#include <optional>
#include <string_view>

namespace cpuroof::platform {

// MemAvailable in /proc/meminfo's text, in bytes.
std::optional<std::size_t> parse_meminfo_available(std::string_view meminfo);
// A VmSize:/VmData:-style line of /proc/self/status, in bytes.
std::optional<std::size_t> parse_status_bytes(std::string_view status, std::string_view key);
// memory.max (v2) or memory.limit_in_bytes (v1): bytes; nullopt for "max", v1's page-rounded
// LONG_MAX (no limit) and anything unreadable.
std::optional<std::size_t> parse_cgroup_memory_limit(std::string_view text);

}  // namespace cpuroof::platform
