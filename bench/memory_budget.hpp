#pragma once
// How much memory this run may use: the least of what the kernel would give (MemAvailable), what the
// process's cgroups allow beyond what they already use (v2 memory.max, v1 memory.limit_in_bytes, at
// every level up to the root), and what the process's own limits leave (RLIMIT_AS beyond its address
// space, RLIMIT_DATA beyond its data segment): the limits as the platform layer reads them
// (platform::memory_caps), the choice here.
#include <cstddef>
#include <string>
#include <vector>

namespace cpuroof::bench {

struct MemoryLimit {
  std::string source;  // e.g. "RLIMIT_AS", "cgroup v2 memory.max (/sys/fs/cgroup/user.slice)"
  std::size_t bytes;   // what is left under it
};

struct MemoryBudget {
  std::size_t bytes = 0;  // the least of `limits`
  std::string source;     // the one that sets it
  std::vector<MemoryLimit> limits;
  [[nodiscard]] std::string describe() const;  // "MemAvailable: 18509250560; RLIMIT_AS: 1677721600"
};

// What a limit leaves beyond what is already used (0 when usage is at or over it).
std::size_t headroom(std::size_t limit, std::size_t used);

// The least of the limits; none at all: the largest size_t, source "none found".
MemoryBudget least_of(std::vector<MemoryLimit> limits);

// This process's budget, read now.
MemoryBudget read_memory_budget();

// A machine planned, not run on: the memory its topology states.
MemoryBudget planned_memory_budget(std::size_t bytes);

// Bytes for a reader: "1.5 GiB", "640 MiB", "12 KiB".
std::string bytes_text(std::size_t bytes);

}  // namespace cpuroof::bench
