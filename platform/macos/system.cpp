// The machine as macOS names it (platform.hpp): the product version, the Darwin kernel, the clock,
// the CPUs and the P cores' caches, all from sysctl (sysctl_facts.hpp parses them).
#include <unistd.h>

#include <algorithm>

#include "platform/platform.hpp"
#include "sysctl_os.hpp"

namespace cpuroof::platform {

std::string os_name() { return macos_name(os_sysctl()); }

std::string kernel_name() { return darwin_kernel_name(os_sysctl()); }

// Apple Silicon's user-space clocks (clock_gettime, std::chrono::steady_clock) read the Arm generic
// timer through mach_absolute_time; macOS has no selectable clock source to report.
std::string clock_source() { return "mach_absolute_time"; }

int online_cpus() {
  const auto logical = sysctl_number(os_sysctl(), "hw.logicalcpu");
  if (logical && *logical > 0 && *logical < 100000) return static_cast<int>(*logical);
  return static_cast<int>(std::max(1L, ::sysconf(_SC_NPROCESSORS_ONLN)));
}

// The P cores' (hw.perflevel0): the kinds differ and the bench's cache-sized buffers aim at the
// fastest cores. Apple's chips have no L3 the OS reports (the system-level cache is not listed).
std::size_t os_cache_bytes(int level) { return p_core_cache_bytes(os_sysctl(), level); }

// macOS shows user space no MIDR_EL1 (no /proc/cpuinfo, no sysfs): no per-CPU identity, only the
// chip's name. The cores are named from it and the perf level (machine/apple_core_names.hpp).
ArmCpus arm_cpus() {
  ArmCpus out;
  out.model_name = sysctl_text(os_sysctl(), "machdep.cpu.brand_string").value_or("");
  out.vendor = "Apple";
  out.kind_names = apple_core_kind_names(os_sysctl());
  return out;
}

}  // namespace cpuroof::platform
