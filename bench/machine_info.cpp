#include "machine_info.hpp"

#include <cblas.h>
#if defined(__x86_64__) || defined(_M_X64)
#include <cpuid.h>
#endif
#include <dlfcn.h>
#include <hwloc.h>
#include <omp.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "eigen.hpp"
#include "git_commit.hpp"
#include "cgroup.hpp"
#include "isa.hpp"
#include "memory_budget.hpp"
#include "../analysis/microarch_names.hpp"
#include <algorithm>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>

extern char** environ;

namespace cpuroof::bench {
namespace {

#if defined(__x86_64__) || defined(_M_X64)
std::string cpuid_vendor() {
  unsigned a, b, c, d;
  __cpuid(0, a, b, c, d);
  char v[13] = {};
  std::memcpy(v, &b, 4);
  std::memcpy(v + 4, &d, 4);
  std::memcpy(v + 8, &c, 4);
  return v;
}

std::string cpuid_brand() {
  unsigned regs[12] = {};
  for (unsigned i = 0; i < 3; ++i) __cpuid(0x80000002 + i, regs[4 * i], regs[4 * i + 1], regs[4 * i + 2], regs[4 * i + 3]);
  std::string s(reinterpret_cast<const char*>(regs), sizeof(regs));
  s = s.c_str();
  const auto first = s.find_first_not_of(' ');
  const auto last = s.find_last_not_of(' ');
  return first == std::string::npos ? "unknown" : s.substr(first, last - first + 1);
}

struct Signature { unsigned family, model, stepping; bool hypervisor; };
Signature cpuid_signature() {
  unsigned a, b, c, d;
  __cpuid(1, a, b, c, d);
  const unsigned base_family = (a >> 8) & 0xf, base_model = (a >> 4) & 0xf;
  const unsigned family = base_family == 0xf ? base_family + ((a >> 20) & 0xff) : base_family;
  const unsigned model = (base_family == 0xf || base_family == 0x6) ? (((a >> 16) & 0xf) << 4) | base_model : base_model;
  return {family, model, a & 0xf, ((c >> 31) & 1) != 0};
}

std::string hypervisor_vendor() {
  unsigned a, b, c, d;
  __cpuid(0x40000000, a, b, c, d);
  char v[13] = {};
  std::memcpy(v, &b, 4);
  std::memcpy(v + 4, &c, 4);
  std::memcpy(v + 8, &d, 4);
  return v;
}

std::string isa_flags() {
  __builtin_cpu_init();
  std::string out;
#define CPUROOF_FLAG(f) if (__builtin_cpu_supports(f)) out += std::string(out.empty() ? "" : " ") + f;
  CPUROOF_FLAG("sse4.2") CPUROOF_FLAG("avx") CPUROOF_FLAG("avx2") CPUROOF_FLAG("fma")
  CPUROOF_FLAG("avx512f") CPUROOF_FLAG("avx512vl") CPUROOF_FLAG("avx512bw") CPUROOF_FLAG("avx512dq")
  CPUROOF_FLAG("avx512vnni") CPUROOF_FLAG("avx512bf16") CPUROOF_FLAG("avx512ifma") CPUROOF_FLAG("avx512vbmi")
#undef CPUROOF_FLAG
  return out;
}

// The widest vector ISA the CPU runs (as the analysis names ISA levels).
std::string widest_isa() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) return "avx512";
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return "avx2";
  if (__builtin_cpu_supports("avx")) return "avx";
  if (__builtin_cpu_supports("sse4.2")) return "sse4.2";
  return "scalar";
}
#else
// No cpuid off x86: the identity the platform layer will read (/proc/cpuinfo, MIDR) is not here yet,
// so the vendor, model and family stay unknown and the ISA fields come from the levels' own checks.
struct Signature { unsigned family, model, stepping; bool hypervisor; };
Signature cpuid_signature() { return {0, 0, 0, false}; }
std::string cpuid_vendor() { return "unknown"; }
std::string cpuid_brand() { return "unknown"; }
std::string hypervisor_vendor() { return "unknown"; }

std::string isa_flags() {
  std::string out;
  for (Isa isa : supported_isas()) out += (out.empty() ? "" : " ") + std::string(isa_features(isa));
  return out;
}

std::string widest_isa() { return std::string(isa_name(best_isa())); }
#endif

std::string os_pretty_name() {
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

std::string utc_now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[32];
  std::strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

std::string result_env() {
  // Variables that change what the run measures.
  std::string out;
  for (char** e = environ; *e; ++e) {
    const std::string kv = *e;
    for (const char* prefix : {"OMP_", "GOMP_", "OPENBLAS_", "GOTO_", "KMP_", "CPUROOF_"})
      if (kv.rfind(prefix, 0) == 0) out += (out.empty() ? "" : " ") + kv;
  }
  return out.empty() ? "(none)" : out;
}

std::string env_or(const char* name, const std::string& fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

void collect_caches(MachineInfo& info, hwloc_topology_t topo) {
  for (hwloc_obj_type_t type : {HWLOC_OBJ_L1CACHE, HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L4CACHE}) {
    const int count = hwloc_get_nbobjs_by_type(topo, type);
    if (count <= 0) continue;
    hwloc_obj_t obj = hwloc_get_obj_by_type(topo, type, 0);
    info.caches.push_back({static_cast<int>(obj->attr->cache.depth), static_cast<std::size_t>(obj->attr->cache.size), count});
  }
}

}  // namespace

std::string openblas_core_type() { return openblas_get_corename(); }

std::string openblas_library_file() {
  Dl_info dl{};
  if (dladdr(reinterpret_cast<void*>(&cblas_dgemm), &dl) && dl.dli_fname) return dl.dli_fname;
  return "unknown";
}

MachineInfo collect_machine_info() {
  MachineInfo info;
  auto& f = info.fields;
  const Signature sig = cpuid_signature();
  f.emplace_back("cpu_model", cpuid_brand());
  f.emplace_back("cpu_vendor", cpuid_vendor());
  f.emplace_back("cpu_family", std::to_string(sig.family));
  f.emplace_back("cpu_model_number", std::to_string(sig.model));
  f.emplace_back("cpu_stepping", std::to_string(sig.stepping));
  f.emplace_back("isa_flags", isa_flags());
  f.emplace_back("virtualization", sig.hypervisor ? hypervisor_vendor() : "none");
  // The machine's identity (results/README.md, meta.json's machine_* fields derive from these).
  f.emplace_back("microarch", microarch_name(cpuid_vendor(), static_cast<int>(sig.family), static_cast<int>(sig.model),
                                             static_cast<int>(sig.stepping)));
  f.emplace_back("isa_level", widest_isa());
  // A level whose vector length the CPU chooses (SVE) runs at that length: sve_vector_bits.
  for (Isa isa : kAllIsas)
    if (cpu_vector_bits(isa) > 0)
      f.emplace_back(std::string(isa_name(isa)) + "_vector_bits", std::to_string(cpu_vector_bits(isa)));
  f.emplace_back("host_kind", sig.hypervisor ? "vm" : "bare metal");

  hwloc_topology_t topo;
  hwloc_topology_init(&topo);
  hwloc_topology_load(topo);
  info.cores = std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE));
  f.emplace_back("cores", std::to_string(info.cores));
  f.emplace_back("hardware_threads", std::to_string(hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU)));
  info.numa_nodes = std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE));
  f.emplace_back("numa_nodes", std::to_string(info.numa_nodes));
  f.emplace_back("smt_threads_per_core",
                 std::to_string(std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU) / info.cores)));
  collect_caches(info, topo);
  hwloc_topology_destroy(topo);
  for (const CacheInfo& c : info.caches) {
    const std::string key = "cache_l" + std::to_string(c.level);
    f.emplace_back(key + "_bytes_hwloc", std::to_string(c.bytes));
    f.emplace_back(key + "_instances_hwloc", std::to_string(c.instances));
  }
  const std::pair<const char*, int> getconf[] = {{"cache_l1d_bytes_getconf", _SC_LEVEL1_DCACHE_SIZE},
                                                 {"cache_l2_bytes_getconf", _SC_LEVEL2_CACHE_SIZE},
                                                 {"cache_l3_bytes_getconf", _SC_LEVEL3_CACHE_SIZE}};
  for (const auto& [key, name] : getconf) f.emplace_back(key, std::to_string(sysconf(name)));
  const auto available = parse_meminfo_available(read_text("/proc/meminfo").value_or(""));
  f.emplace_back("memory_available_bytes", std::to_string(available.value_or(0)));

  utsname u{};
  uname(&u);
  f.emplace_back("os", os_pretty_name());
  f.emplace_back("kernel", std::string(u.sysname) + " " + u.release);
#if defined(__clang__)
  f.emplace_back("compiler", "clang " __clang_version__);
#else
  f.emplace_back("compiler", "gcc " __VERSION__);
#endif
  f.emplace_back("compiler_flags", CPUROOF_BUILD_FLAGS);
  f.emplace_back("google_benchmark_version", CPUROOF_BENCHMARK_VERSION);
  f.emplace_back("eigen_version", std::to_string(EIGEN_WORLD_VERSION) + "." + std::to_string(EIGEN_MAJOR_VERSION) + "." +
                                      std::to_string(EIGEN_MINOR_VERSION));
  f.emplace_back("openblas_config", openblas_get_config());
  f.emplace_back("openblas_core_type", openblas_core_type());
  f.emplace_back("openblas_library", openblas_library_file());
  f.emplace_back("omp_max_threads", std::to_string(omp_get_max_threads()));
  f.emplace_back("omp_proc_bind", env_or("OMP_PROC_BIND", "(unset)"));
  f.emplace_back("omp_places", env_or("OMP_PLACES", "(unset)"));
  f.emplace_back("environment", result_env());
  f.emplace_back("version", CPUROOF_VERSION);  // project() in CMakeLists.txt; CHANGELOG.md
  f.emplace_back("git_commit", CPUROOF_BUILD_GIT_COMMIT);
  f.emplace_back("git_dirty", CPUROOF_BUILD_GIT_DIRTY);
  f.emplace_back("start_time_utc", utc_now());
  return info;
}

CacheSizes host_caches() {
  static const CacheSizes caches = [] {
    CacheSizes c;
    for (const CacheInfo& info : collect_machine_info().caches) {
      if (info.level == 1) c.l1d = info.bytes;
      if (info.level == 2) c.l2 = info.bytes;
      if (info.level == 3) c.l3 = info.bytes;
    }
    if (c.l1d == 0) {
      // hwloc finds no caches where sysfs lists none and there is no cpuid (Arm VMs, qemu-user):
      // block for the smallest L1d and L2 of the cores cpuroof knows, which fit in any larger ones.
      c.l1d = 32 << 10;
      if (c.l2 == 0) c.l2 = 512 << 10;
      std::cerr << "cpuroof-bench: note: hwloc reports no cache sizes: GEMM blocking assumes a 32 KiB L1d and "
                << c.l2 / 1024 << " KiB L2\n";
    }
    return c;
  }();
  return caches;
}

}  // namespace cpuroof::bench
