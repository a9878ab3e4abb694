// The pure part of macOS's memory and CPU-time answers (mach_facts.hpp).
#include "mach_facts.hpp"

#include <algorithm>

namespace cpuroof::platform {

std::optional<std::uint64_t> available_bytes(const VmPageCounts& pages, std::uint64_t page_size,
                                             std::uint64_t memsize) {
  if (page_size == 0) return std::nullopt;
  std::uint64_t count = 0, bytes = 0;
  for (const std::uint64_t n : {pages.free, pages.inactive, pages.purgeable})
    if (__builtin_add_overflow(count, n, &count)) return std::nullopt;
  if (__builtin_mul_overflow(count, page_size, &bytes)) return std::nullopt;
  return memsize > 0 ? std::min(bytes, memsize) : bytes;
}

std::optional<CpuTimes> cpu_times_from_ticks(const std::vector<CpuTicks>& per_cpu, const std::vector<int>& cpus,
                                             double ticks_per_s) {
  if (!(ticks_per_s > 0)) return std::nullopt;
  constexpr int kUser = 0, kSystem = 1, kNice = 3;
  CpuTimes out;
  for (std::size_t cpu = 0; cpu < per_cpu.size(); ++cpu) {
    if (std::find(cpus.begin(), cpus.end(), static_cast<int>(cpu)) == cpus.end()) continue;
    const CpuTicks& t = per_cpu[cpu];
    out.busy_s +=
        (static_cast<double>(t[kUser]) + static_cast<double>(t[kSystem]) + static_cast<double>(t[kNice])) / ticks_per_s;
    ++out.cpus;
  }
  if (out.cpus == 0) return std::nullopt;
  return out;
}

}  // namespace cpuroof::platform
