#pragma once
// Which machine a run measured, by what matters when comparing machines: vendor, microarchitecture
// (from cpuid family/model on x86, MIDR implementer/part on Arm; "unknown" when the tables do not know
// it), physical cores, SMT, widest
// ISA, measured clock, L3 per domain, VM or bare metal, and a short id hashed from the fixed fields.
// Derived from meta.json's raw fields, so folders fitted before these fields existed get one too.
// Pure: no I/O.
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace cpuroof::analysis {

struct MachineIdentity {
  std::string vendor;           // "AMD", "Intel", cpuid's vendor string, or an Arm implementer's name ("Arm", "Apple")
  std::string cpuid_vendor;     // x86: cpuid's vendor string ("AuthenticAMD"); empty elsewhere
  std::string microarch;        // "Zen 5", "Sapphire Rapids", "Neoverse V2", "Cortex-A510 + Cortex-X2"; "unknown"
  int family = -1, model = -1;  // cpuid; -1 when not recorded
  int implementer = -1, part = -1;             // Arm MIDR of the first CPU; -1 when not recorded
  std::vector<std::pair<int, int>> arm_kinds;  // Arm: (implementer, part) of each kind of core
  // macOS: each kind's core name, fastest first, where the OS shows no MIDR (cpu_core_names); a name
  // machine/apple_core_names.hpp does not give reads "unknown"
  std::vector<std::string> core_names;
  int physical_cores = 0;          // 0 when not recorded
  int smt = 0;                     // hardware threads per core; 0 when not recorded
  std::string isa_level;           // widest ISA level the CPU runs (machine/isa_table.hpp); "unknown"
  double clock_ghz = 0;            // measured at one thread (0 when not measured)
  double l3_bytes_per_domain = 0;  // one L3 instance as hwloc reports it (0 when none)
  double l3_found_bytes = 0;       // where the fitted sweeps found L3 end, one thread (0: not fitted)
  std::string host;                // "bare metal" or "VM (<hypervisor>)"; "unknown"
  std::string id;                  // 8 hex digits: hash of every field above but the clock (it moves between runs)
};

MachineIdentity machine_identity(const std::map<std::string, std::string>& meta);

// One Arm kind of core as meta.json's cpu_core_kinds lists it: "0x41:0xd48".
std::string arm_kind_label(int implementer, int part);

// "amd-zen5-2c", "arm-neoverse-v2-72c": vendor, microarchitecture (or cpuid family/model, MIDR
// implementer/part when unknown) and physical cores, lower case; the result folder scripts/run.sh writes into.
std::string machine_folder_name(const MachineIdentity& m);

// One line for report and compare headers: "AMD Zen 5, 2 cores (SMT 1), avx512, 4.25 GHz, L3 32 MiB, VM (KVM), id
// 1a2b3c4d".
std::string identity_line(const MachineIdentity& m);

// Empty when the run could use the whole machine; else one line: "measured on at most 1 of the
// machine's 2 cores (affinity mask; 1 of 2 CPUs allowed)" (the bench's threads_max, threads_cap,
// cpus_allowed, cpus_machine).
std::string cpu_restriction(const std::map<std::string, std::string>& meta);

// Adds the machine_* fields (results/README.md) to meta.json's map.
void add_identity_metadata(std::map<std::string, std::string>& meta);

}  // namespace cpuroof::analysis
