#pragma once
// What macOS's Mach counters say, as pure functions of the recorded counts: the OS calls
// (platform/macos/memory.cpp, cpu_times.cpp) only fetch them, so these build and are tested on
// every OS. Counts are untrusted: a product that would overflow is absent, never wrapped.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "platform/platform.hpp"

namespace cpuroof::platform {

// The page counts of host_statistics64(HOST_VM_INFO64) that memory_available_bytes adds up.
struct VmPageCounts {
  std::uint64_t free = 0;  // free_count (it includes the speculative pages)
  std::uint64_t inactive = 0;
  std::uint64_t purgeable = 0;
};
// Memory the OS would give without swapping or compressing: free + inactive + purgeable pages.
// Inactive pages are reclaimed first (clean ones dropped, dirty ones compressed) and purgeable ones are
// discarded outright: an upper estimate, like Linux's MemAvailable. Capped at `memsize` (hw.memsize)
// when it is known (non-zero); nullopt when the page size is 0 or the sum overflows.
std::optional<std::uint64_t> available_bytes(const VmPageCounts& pages, std::uint64_t page_size, std::uint64_t memsize);

// One CPU's ticks from host_processor_info(PROCESSOR_CPU_LOAD_INFO), in <mach/machine.h>'s order
// CPU_STATE_USER, CPU_STATE_SYSTEM, CPU_STATE_IDLE, CPU_STATE_NICE.
using CpuTicks = std::array<std::uint64_t, 4>;
// The times of the CPUs `cpus` names (indices into `per_cpu`): busy = user + system + nice; macOS
// keeps no steal time (steal_s 0). nullopt when none of them is listed or ticks_per_s is not positive.
std::optional<CpuTimes> cpu_times_from_ticks(const std::vector<CpuTicks>& per_cpu, const std::vector<int>& cpus,
                                             double ticks_per_s);

}  // namespace cpuroof::platform
