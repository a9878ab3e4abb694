// The platform layer on Linux (platform.hpp).
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>

#include "machine/arm_core_names.hpp"
#include "cgroup.hpp"
#include "memory_budget.hpp"
#include "platform.hpp"

#if defined(__x86_64__)
#include "cpuid_x86.hpp"
#elif defined(__aarch64__)
#include <asm/hwcap.h>
#include <sys/auxv.h>
#endif

namespace cpuroof::bench {
namespace {

std::string first_line(const std::string& path) {
  std::string line;
  std::ifstream in(path);
  std::getline(in, line);
  return line;
}

#if defined(__aarch64__)
// Where the kernel lists one MIDR per CPU (kernels since 4.11).
std::vector<ArmCoreId> arm_cores_from_sysfs() {
  std::vector<ArmCoreId> out;
  for (int cpu = 0;; ++cpu) {
    const auto text = read_text("/sys/devices/system/cpu/cpu" + std::to_string(cpu) + "/regs/identification/midr_el1");
    if (!text) break;
    if (const auto id = parse_midr(*text)) out.push_back(*id);
  }
  return out;
}

// ISA features from the auxiliary vector: the CPU the process runs on (under qemu-user the emulated
// one, where /proc/cpuinfo is the host's).
void arm_isa(CpuIdentity& id) {
  const unsigned long hwcap = getauxval(AT_HWCAP), hwcap2 = getauxval(AT_HWCAP2);
  const std::pair<bool, const char*> flags[] = {
      {(hwcap & HWCAP_ASIMD) != 0, "asimd"},     {(hwcap & HWCAP_FPHP) != 0, "fphp"},
      {(hwcap & HWCAP_ASIMDDP) != 0, "asimddp"}, {(hwcap & HWCAP_SVE) != 0, "sve"},
      {(hwcap2 & HWCAP2_SVE2) != 0, "sve2"},     {(hwcap2 & HWCAP2_I8MM) != 0, "i8mm"},
      {(hwcap2 & HWCAP2_BF16) != 0, "bf16"}};
  for (const auto& [present, name] : flags)
    if (present) id.isa_flags += (id.isa_flags.empty() ? "" : " ") + std::string(name);
  id.isa_level = (hwcap & HWCAP_SVE) ? "sve" : "neon";
}
#endif

}  // namespace

std::vector<ArmCoreId> arm_cores_from_hwloc(hwloc_topology_t topo) {
  std::vector<ArmCoreId> out;
  auto info = [](hwloc_obj_t obj, const char* name) {
    const char* v = hwloc_obj_get_info_by_name(obj, name);
    return v ? std::string(v) : std::string();
  };
  for (hwloc_obj_t pkg = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PACKAGE, nullptr); pkg;
       pkg = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PACKAGE, pkg)) {
    // The same lines /proc/cpuinfo has, so one parser reads both.
    const std::string block = "CPU implementer : " + info(pkg, "CPUImplementer") + "\nCPU variant : " + info(pkg, "CPUVariant") +
                              "\nCPU part : " + info(pkg, "CPUPart") + "\nCPU revision : " + info(pkg, "CPURevision") + "\n";
    for (const ArmCoreId& id : parse_arm_cpuinfo(block).cpus) out.push_back(id);
  }
  return out;
}

CpuIdentity cpu_identity([[maybe_unused]] hwloc_topology_t topo) {  // x86 takes its identity from cpuid
  CpuIdentity id;
  utsname u{};
  uname(&u);
  id.arch = u.machine;
#if defined(__x86_64__)
  const X86Signature sig = x86_signature();
  id.vendor = sig.vendor;
  id.model_name = sig.brand;
  id.family = static_cast<int>(sig.family);
  id.model = static_cast<int>(sig.model);
  id.stepping = static_cast<int>(sig.stepping);
  id.isa_flags = x86_isa_flags();
  id.isa_level = x86_widest_isa();
  id.hypervisor = sig.hypervisor;
#else
  // Identity: hwloc's Package infos first; the kinds of core from /proc/cpuinfo (one block per CPU),
  // else from sysfs's MIDR per CPU, else hwloc's packages.
  const std::vector<ArmCoreId> packages = arm_cores_from_hwloc(topo);
  const ArmCpuInfo cpuinfo = parse_arm_cpuinfo(read_text("/proc/cpuinfo").value_or(""));
  std::vector<ArmCoreId> cpus = cpuinfo.cpus;
#if defined(__aarch64__)
  if (cpus.empty()) cpus = arm_cores_from_sysfs();
  arm_isa(id);
#endif
  if (cpus.empty()) cpus = packages;
  id.arm_kinds = core_kinds(cpus);
  if (!packages.empty()) id.arm = packages.front();
  else if (!cpus.empty()) id.arm = cpus.front();
  id.vendor = id.arm.implementer >= 0 ? arm_implementer_name(id.arm.implementer) : "unknown";
  // Only a model name beside an Arm identity: under qemu-user /proc/cpuinfo (which hwloc reads too) is
  // the x86 host's.
  if (!cpuinfo.cpus.empty()) id.model_name = cpuinfo.model_name;
  if (id.model_name.empty() && !packages.empty())
    if (hwloc_obj_t pkg = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, 0))
      if (const char* model = hwloc_obj_get_info_by_name(pkg, "CPUModel")) id.model_name = model;
  if (id.model_name.empty()) id.model_name = "unknown";
  if (id.isa_level.empty()) id.isa_level = "scalar";
  id.hypervisor = "unknown";
#endif
  return id;
}

std::vector<CacheInfo> hwloc_data_caches(hwloc_topology_t topo) {
  std::vector<CacheInfo> out;
  for (hwloc_obj_type_t type : {HWLOC_OBJ_L1CACHE, HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L4CACHE}) {
    const int count = hwloc_get_nbobjs_by_type(topo, type);
    if (count <= 0) continue;
    hwloc_obj_t obj = hwloc_get_obj_by_type(topo, type, 0);
    out.push_back({static_cast<int>(obj->attr->cache.depth), static_cast<std::size_t>(obj->attr->cache.size), count});
  }
  return out;
}

std::size_t os_cache_bytes(int level) {
  const int name = level == 1 ? _SC_LEVEL1_DCACHE_SIZE : level == 2 ? _SC_LEVEL2_CACHE_SIZE : level == 3 ? _SC_LEVEL3_CACHE_SIZE : -1;
  const long bytes = name < 0 ? 0 : sysconf(name);
  return bytes > 0 ? static_cast<std::size_t>(bytes) : 0;
}

std::optional<std::size_t> memory_available_bytes() {
  return parse_meminfo_available(read_text("/proc/meminfo").value_or(""));
}

std::string clock_source() {
  const std::string s = first_line("/sys/devices/system/clocksource/clocksource0/current_clocksource");
  return s.empty() ? "unknown" : s;
}

int online_cpus() { return static_cast<int>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN))); }

std::string os_name() {
  std::ifstream in("/etc/os-release");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("PRETTY_NAME=", 0) == 0) {
      std::string v = line.substr(12);
      v.erase(std::remove(v.begin(), v.end(), '"'), v.end());
      return v;
    }
  return "unknown";
}

std::string kernel_name() {
  utsname u{};
  uname(&u);
  return std::string(u.sysname) + " " + u.release;
}

}  // namespace cpuroof::bench
