// The bench's description of the CPU (platform.hpp).
#include "cpu_description.hpp"

#include <sys/utsname.h>

#include <cstdlib>

#include "isa.hpp"
#include "machine/arm_core_names.hpp"
#include "machine/isa_table.hpp"
#include "platform/platform.hpp"

#if defined(__x86_64__)
#include "cpuid_x86.hpp"
#endif

namespace cpuroof::bench {
namespace {

// hwloc's Linux backend copies /proc/cpuinfo's fields ("0x41", "0xd4f", "1"): -1 when the info is
// absent or not a whole number.
int info_number(hwloc_obj_t obj, const char* name) {
  const char* v = hwloc_obj_get_info_by_name(obj, name);
  std::string text = v ? v : "";
  text.erase(0, text.find_first_not_of(" \t\r\n"));
  text.erase(text.find_last_not_of(" \t\r\n") + 1);
  if (text.empty()) return -1;
  char* end = nullptr;
  const long n = std::strtol(text.c_str(), &end, 0);
  return *end == '\0' && n >= 0 && n <= 0xffff ? static_cast<int>(n) : -1;
}

#if defined(__aarch64__)
// ISA features as the platform names them: the CPU the process runs on (under qemu-user the emulated
// one, where /proc/cpuinfo is the host's).
void arm_isa(CpuIdentity& id) {
  for (std::string_view name : platform::kArmFeatures)
    if (platform::cpu_feature(name).value_or(false))
      id.isa_flags += (id.isa_flags.empty() ? "" : " ") + std::string(name);
}
#endif

}  // namespace

std::vector<ArmCoreId> arm_cores_from_hwloc(hwloc_topology_t topo) {
  std::vector<ArmCoreId> out;
  for (hwloc_obj_t pkg = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PACKAGE, nullptr); pkg;
       pkg = hwloc_get_next_obj_by_type(topo, HWLOC_OBJ_PACKAGE, pkg)) {
    const ArmCoreId id{info_number(pkg, "CPUImplementer"), info_number(pkg, "CPUVariant"), info_number(pkg, "CPUPart"),
                       info_number(pkg, "CPURevision")};
    if (id.implementer >= 0 && id.part >= 0) out.push_back(id);
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
  id.isa_flags = cpu_features_present();
  id.hypervisor = sig.hypervisor;
#else
  // Identity: hwloc's Package infos first; the kinds of core from the OS's list of CPUs, else
  // hwloc's packages.
  const std::vector<ArmCoreId> packages = arm_cores_from_hwloc(topo);
  const platform::ArmCpus os = platform::arm_cpus();
  std::vector<ArmCoreId> cpus = os.cpus;
#if defined(__aarch64__)
  arm_isa(id);
#endif
  if (cpus.empty()) cpus = packages;
  id.arm_kinds = core_kinds(cpus);
  if (!packages.empty())
    id.arm = packages.front();
  else if (!cpus.empty())
    id.arm = cpus.front();
  id.core_names = os.kind_names;
  id.vendor = id.arm.implementer >= 0 ? arm_implementer_name(id.arm.implementer)
              : !os.vendor.empty()    ? os.vendor
                                      : "unknown";
  id.model_name = os.model_name;
  if (id.model_name.empty() && !packages.empty())
    if (hwloc_obj_t pkg = hwloc_get_obj_by_type(topo, HWLOC_OBJ_PACKAGE, 0))
      if (const char* model = hwloc_obj_get_info_by_name(pkg, "CPUModel")) id.model_name = model;
  if (id.model_name.empty()) id.model_name = "unknown";
  id.hypervisor = "unknown";
#endif
  id.isa_level = std::string(widest_isa_level_of_flags(id.isa_flags, kBuildArch));
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

}  // namespace cpuroof::bench
