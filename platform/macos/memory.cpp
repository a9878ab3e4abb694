// Memory on macOS (platform.hpp): what the VM system would give (host_statistics64), the process's
// own limits beyond what it uses (task_info), and its peak RSS.
#include <mach/mach.h>
#include <sys/resource.h>

#include "mach_facts.hpp"
#include "platform/platform.hpp"
#include "sysctl_os.hpp"

namespace cpuroof::platform {
namespace {

// The address space the process has mapped (Linux's VmSize); nullopt when task_info refuses.
std::optional<std::size_t> virtual_size() {
  mach_task_basic_info_data_t info{};
  mach_msg_type_number_t count = MACH_TASK_BASIC_INFO_COUNT;
  if (::task_info(::mach_task_self(), MACH_TASK_BASIC_INFO, reinterpret_cast<task_info_t>(&info), &count) !=
      KERN_SUCCESS)
    return std::nullopt;
  return static_cast<std::size_t>(info.virtual_size);
}

void add_rlimit(std::vector<MemoryCap>& out, int resource, const char* name, std::optional<std::size_t> used) {
  rlimit r{};
  if (::getrlimit(resource, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return;
  out.push_back({name, static_cast<std::size_t>(r.rlim_cur), used.value_or(0)});
}

}  // namespace

std::optional<std::size_t> memory_available_bytes() {
  vm_statistics64_data_t vm{};
  mach_msg_type_number_t count = HOST_VM_INFO64_COUNT;
  const mach_port_t host = ::mach_host_self();
  const kern_return_t got = ::host_statistics64(host, HOST_VM_INFO64, reinterpret_cast<host_info64_t>(&vm), &count);
  ::mach_port_deallocate(::mach_task_self(), host);
  if (got != KERN_SUCCESS) return std::nullopt;
  const VmPageCounts pages{vm.free_count, vm.inactive_count, vm.purgeable_count};
  const auto bytes = available_bytes(pages, static_cast<std::uint64_t>(vm_kernel_page_size),
                                     sysctl_number(os_sysctl(), "hw.memsize").value_or(0));
  if (!bytes) return std::nullopt;
  return static_cast<std::size_t>(*bytes);
}

std::vector<MemoryCap> memory_caps() {
  std::vector<MemoryCap> caps;
  if (const auto avail = memory_available_bytes())
    caps.push_back({"host_statistics64 (free + inactive + purgeable pages)", *avail, 0});
  const auto mapped = virtual_size();
  add_rlimit(caps, RLIMIT_AS, "RLIMIT_AS", mapped);
  add_rlimit(caps, RLIMIT_DATA, "RLIMIT_DATA", mapped);  // macOS keeps no separate data-segment size
  return caps;
}

std::size_t peak_rss_bytes() {
  rusage u{};
  if (::getrusage(RUSAGE_SELF, &u) != 0) return 0;
  return static_cast<std::size_t>(u.ru_maxrss);  // macOS counts ru_maxrss in bytes (Linux in KiB)
}

}  // namespace cpuroof::platform
