// CPUs on macOS (platform.hpp): no affinity API, so no start-up CPU set and placement by the thread's
// QoS class; no CPU quota; CPU times from the Mach host and getrusage.
#include <mach/mach.h>
#include <pthread.h>
#include <pthread/qos.h>
#include <sys/resource.h>
#include <unistd.h>

#include "mach_facts.hpp"
#include "platform/platform.hpp"

namespace cpuroof::platform {

// macOS gives a process no CPU mask to read (thread_policy_set's affinity tags are hints, not sets).
std::vector<int> startup_cpus() { return {}; }

// macOS has no CPU-time quota the process can read (no cgroups).
std::optional<double> cpu_quota() { return std::nullopt; }

std::optional<CpuTimes> cpu_times(const std::vector<int>& cpus) {
  natural_t count = 0;
  processor_info_array_t info = nullptr;
  mach_msg_type_number_t info_count = 0;
  const mach_port_t host = ::mach_host_self();
  const kern_return_t got = ::host_processor_info(host, PROCESSOR_CPU_LOAD_INFO, &count, &info, &info_count);
  ::mach_port_deallocate(::mach_task_self(), host);
  if (got != KERN_SUCCESS || info == nullptr) return std::nullopt;
  std::vector<CpuTicks> per_cpu;
  const auto* load = reinterpret_cast<const processor_cpu_load_info_data_t*>(info);
  if (static_cast<std::size_t>(info_count) >= static_cast<std::size_t>(count) * CPU_STATE_MAX)
    for (natural_t cpu = 0; cpu < count; ++cpu)
      per_cpu.push_back({load[cpu].cpu_ticks[CPU_STATE_USER], load[cpu].cpu_ticks[CPU_STATE_SYSTEM],
                         load[cpu].cpu_ticks[CPU_STATE_IDLE], load[cpu].cpu_ticks[CPU_STATE_NICE]});
  ::vm_deallocate(::mach_task_self(), reinterpret_cast<vm_address_t>(info),
                  static_cast<vm_size_t>(info_count) * sizeof(integer_t));
  const long ticks = ::sysconf(_SC_CLK_TCK);
  return cpu_times_from_ticks(per_cpu, cpus, ticks > 0 ? static_cast<double>(ticks) : 100.0);
}

double own_cpu_seconds() {
  rusage u{};
  if (::getrusage(RUSAGE_SELF, &u) != 0) return 0;
  const auto s = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6; };
  return s(u.ru_utime) + s(u.ru_stime);
}

// The scheduler keeps USER_INTERACTIVE threads on the P cores while one is free and BACKGROUND ones
// on the E cores only (Apple, "Tuning your code's performance for Apple silicon": QoS and core
// types). A request, not a pin: with every P core busy a P-class thread still spills to E cores.
// `any` is QOS_CLASS_DEFAULT, the class of a thread that asked for none.
bool prefer_core_kind(CoreKindPreference kind) {
  const qos_class_t qos = kind == CoreKindPreference::performance  ? QOS_CLASS_USER_INTERACTIVE
                          : kind == CoreKindPreference::efficiency ? QOS_CLASS_BACKGROUND
                                                                   : QOS_CLASS_DEFAULT;
  return ::pthread_set_qos_class_self_np(qos, 0) == 0;
}

}  // namespace cpuroof::platform
