// The memory limits' parsers on the text of the files they read (platform/linux/memory.hpp,
// platform/linux/cgroup.hpp).
#include <gtest/gtest.h>

#include "platform/linux/cgroup.hpp"
#include "platform/linux/memory.hpp"

using namespace cpuroof::platform;

TEST(MemoryBudget, MemAvailable) {
  const char* meminfo = "MemTotal:       24540532 kB\nMemFree:         1234567 kB\nMemAvailable:   18075440 kB\n";
  EXPECT_EQ(parse_meminfo_available(meminfo), std::optional<std::size_t>(18075440ull * 1024));
  EXPECT_EQ(parse_meminfo_available("MemTotal: 1 kB\n"), std::nullopt);
  EXPECT_EQ(parse_meminfo_available("MemAvailable: lots kB\n"), std::nullopt);
}

TEST(MemoryBudget, StatusLines) {
  const char* status = "Name:\tcpuroof-bench\nVmPeak:\t  900000 kB\nVmSize:\t  812345 kB\nVmData:\t  401000 kB\n";
  EXPECT_EQ(parse_status_bytes(status, "VmSize"), std::optional<std::size_t>(812345ull * 1024));
  EXPECT_EQ(parse_status_bytes(status, "VmData"), std::optional<std::size_t>(401000ull * 1024));
  EXPECT_EQ(parse_status_bytes(status, "VmSwap"), std::nullopt);
  EXPECT_EQ(parse_status_bytes(status, "Vm"), std::nullopt);  // a prefix of a key is not the key
}

TEST(MemoryBudget, CgroupV2MemoryMax) {
  EXPECT_EQ(parse_cgroup_memory_limit("max\n"), std::nullopt);
  EXPECT_EQ(parse_cgroup_memory_limit("1073741824\n"), std::optional<std::size_t>(1ull << 30));
  EXPECT_EQ(parse_cgroup_memory_limit(""), std::nullopt);
  EXPECT_EQ(parse_cgroup_memory_limit("-1\n"), std::nullopt);
}

TEST(MemoryBudget, CgroupV1LimitInBytes) {
  EXPECT_EQ(parse_cgroup_memory_limit("9223372036854771712\n"), std::nullopt);  // v1: no limit
  EXPECT_EQ(parse_cgroup_memory_limit("536870912\n"), std::optional<std::size_t>(512ull << 20));
}

TEST(MemoryBudget, ProcSelfCgroup) {
  const char* hybrid =
      "9:name=systemd:/\n4:memory:/process_api/5cfb4d2c\n2:cpu,cpuacct:/user.slice\n0::/user.slice/session-1.scope\n";
  EXPECT_EQ(cgroup_path(hybrid, ""), std::optional<std::string>("/user.slice/session-1.scope"));
  EXPECT_EQ(cgroup_path(hybrid, "memory"), std::optional<std::string>("/process_api/5cfb4d2c"));
  EXPECT_EQ(cgroup_path(hybrid, "cpu"), std::optional<std::string>("/user.slice"));
  EXPECT_EQ(cgroup_path(hybrid, "cpuset"), std::nullopt);
  EXPECT_EQ(cgroup_path("0::/\n", ""), std::optional<std::string>("/"));
  EXPECT_EQ(cgroup_path("0::/a:b\n", ""), std::optional<std::string>("/a:b"));  // ':' in a path
  EXPECT_EQ(cgroup_path("4:memory:/x\n", ""), std::nullopt);                    // v1 only: no v2 line
}
