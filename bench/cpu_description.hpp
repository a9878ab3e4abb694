#pragma once
// The bench's description of the CPU: its identity and data caches, from hwloc's topology first and
// the platform layer (platform/platform.hpp: the OS's files and calls) where hwloc has nothing, x86
// identity from cpuid (cpuid_x86.hpp). Another OS is one new folder under platform/ and its CMake
// lines. Pinning is not here: the thread plans bind through hwloc's cpubind.
#include <hwloc.h>

#include <cstddef>
#include <string>
#include <vector>

#include "machine/arm_core_id.hpp"

namespace cpuroof::bench {

struct CpuIdentity {
  std::string arch;        // "x86_64", "aarch64"
  std::string vendor;      // x86: cpuid's vendor string; Arm: the implementer's name ("Arm", "Apple"); "unknown"
  std::string model_name;  // x86: the brand string; Arm: "model name" or hwloc's CPUModel; "unknown"
  int family = -1, model = -1, stepping = -1;  // x86 cpuid; -1 elsewhere
  ArmCoreId arm;                               // Arm: the first CPU's MIDR fields; -1 elsewhere or when unreadable
  std::vector<ArmCoreId> arm_kinds;            // Arm: the distinct (implementer, part) of the machine's CPUs
  std::vector<std::string> core_names;         // where the OS names kinds of core instead (macOS), fastest first
  std::string isa_flags;   // x86: the ISA table's features present; Arm: the platform's ("fp asimd ... sve sve2")
  std::string isa_level;   // the widest level of machine/isa_table.hpp the flags allow (avx512, sve); "none"
  std::string hypervisor;  // x86: cpuid's hypervisor vendor or "none"; "unknown" where not known
};

// The CPU this process runs on (hwloc's topology for what it knows, the OS for the rest).
CpuIdentity cpu_identity(hwloc_topology_t topo);

// Arm identity as hwloc's Linux backend records it: the CPUImplementer, CPUVariant, CPUPart and
// CPURevision infos of each Package (empty on other CPUs, or a topology without them).
std::vector<ArmCoreId> arm_cores_from_hwloc(hwloc_topology_t topo);

struct CacheInfo {
  int level = 0;
  std::size_t bytes = 0;  // per instance
  int instances = 0;
};

// Data/unified caches as hwloc reports them (level, size of one, how many).
std::vector<CacheInfo> hwloc_data_caches(hwloc_topology_t topo);

}  // namespace cpuroof::bench
