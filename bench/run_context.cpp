#include "run_context.hpp"

#include <dlfcn.h>
#include <hwloc.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <iostream>

#include "machine/arm_core_names.hpp"
#include "machine/microarch_names.hpp"
#include "blas.hpp"
#include "eigen.hpp"
#include "git_commit.hpp"
#include "isa.hpp"
#include "peak_lowp.hpp"
#include "cpu_description.hpp"
#include "platform/platform.hpp"

extern char** environ;

namespace cpuroof::bench {
namespace {

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

// The CPU's identity fields (results/README.md): cpuid's on x86, MIDR's on Arm.
void add_cpu_identity(RunContext& info, const CpuIdentity& cpu) {
  auto& f = info.fields;
  f.emplace_back("cpu_model", cpu.model_name);
  f.emplace_back("cpu_vendor", cpu.vendor);
  f.emplace_back("cpu_arch", cpu.arch);
  std::string microarch = "unknown";
  if (cpu.family >= 0) {
    f.emplace_back("cpu_family", std::to_string(cpu.family));
    f.emplace_back("cpu_model_number", std::to_string(cpu.model));
    f.emplace_back("cpu_stepping", std::to_string(cpu.stepping));
    microarch = microarch_name(cpu.vendor, cpu.family, cpu.model, cpu.stepping);
  }
  if (cpu.arm.implementer >= 0) {
    f.emplace_back("cpu_implementer", hex_id(cpu.arm.implementer));
    f.emplace_back("cpu_part", hex_id(cpu.arm.part));
    f.emplace_back("cpu_variant", hex_id(cpu.arm.variant));
    f.emplace_back("cpu_revision", std::to_string(cpu.arm.revision));
    std::string kinds, names;
    for (const ArmCoreId& k : cpu.arm_kinds) {
      kinds += (kinds.empty() ? "" : " ") + hex_id(k.implementer) + ":" + hex_id(k.part);
      names += (names.empty() ? "" : " + ") + arm_core_name(k.implementer, k.part);
    }
    f.emplace_back("cpu_core_kinds", kinds);
    microarch = names.empty() ? arm_core_name(cpu.arm.implementer, cpu.arm.part) : names;
  }
  // macOS: no MIDR, the kinds named by chip and perf level.
  if (!cpu.core_names.empty()) {
    std::string names;
    for (const std::string& name : cpu.core_names) names += (names.empty() ? "" : " + ") + name;
    f.emplace_back("cpu_core_names", names);
    microarch = names;
  }
  f.emplace_back("isa_flags", cpu.isa_flags);
  // The low-precision levels this CPU runs (peak_lowp.hpp's rows), so that a comparison can tell a
  // level the CPU lacks from one a run did not measure.
  std::string lowp;
  for (const LowpInstruction& row : kLowpInstructions)
    if (lowp_supported(row)) lowp += (lowp.empty() ? "" : " ") + std::string(row.level);
  f.emplace_back("lowp_levels", lowp);
  f.emplace_back("virtualization", cpu.hypervisor);
  // The machine's identity (results/README.md, meta.json's machine_* fields derive from these).
  f.emplace_back("microarch", microarch);
  f.emplace_back("isa_level", cpu.isa_level);
  f.emplace_back("host_kind", cpu.hypervisor == "none" ? "bare metal" : cpu.hypervisor == "unknown" ? "unknown" : "vm");
}

}  // namespace

std::string openblas_core_type() { return blas_core_name(); }

std::string openblas_library_file() {
  Dl_info dl{};
  if (dladdr(reinterpret_cast<void*>(&cblas_dgemm), &dl) && dl.dli_fname) return dl.dli_fname;
  return "unknown";
}

RunContext collect_run_context() {
  RunContext info;
  auto& f = info.fields;
  hwloc_topology_t topo;
  hwloc_topology_init(&topo);
  hwloc_topology_load(topo);
  add_cpu_identity(info, cpu_identity(topo));
  // A level whose vector length the CPU chooses (SVE) runs at that length: sve_vector_bits.
  for (Isa isa : kAllIsas)
    if (cpu_vector_bits(isa) > 0)
      f.emplace_back(std::string(isa_name(isa)) + "_vector_bits", std::to_string(cpu_vector_bits(isa)));
  info.cores = std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE));
  f.emplace_back("cores", std::to_string(info.cores));
  f.emplace_back("hardware_threads", std::to_string(hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU)));
  f.emplace_back("online_cpus", std::to_string(platform::online_cpus()));
  info.numa_nodes = std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_NUMANODE));
  f.emplace_back("numa_nodes", std::to_string(info.numa_nodes));
  f.emplace_back("smt_threads_per_core",
                 std::to_string(std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU) / info.cores)));
  info.caches = hwloc_data_caches(topo);
  hwloc_topology_destroy(topo);
  for (const CacheInfo& c : info.caches) {
    const std::string key = "cache_l" + std::to_string(c.level);
    f.emplace_back(key + "_bytes_hwloc", std::to_string(c.bytes));
    f.emplace_back(key + "_instances_hwloc", std::to_string(c.instances));
  }
  f.emplace_back("cache_l1d_bytes_getconf", std::to_string(platform::os_cache_bytes(1)));
  f.emplace_back("cache_l2_bytes_getconf", std::to_string(platform::os_cache_bytes(2)));
  f.emplace_back("cache_l3_bytes_getconf", std::to_string(platform::os_cache_bytes(3)));
  f.emplace_back("memory_available_bytes", std::to_string(platform::memory_available_bytes().value_or(0)));
  f.emplace_back("clock_source", platform::clock_source());
  f.emplace_back("os", platform::os_name());
  f.emplace_back("kernel", platform::kernel_name());
#if defined(__clang__)
  f.emplace_back("compiler", "clang " __clang_version__);
#else
  f.emplace_back("compiler", "gcc " __VERSION__);
#endif
  f.emplace_back("compiler_flags", CPUROOF_BUILD_FLAGS);
  f.emplace_back("google_benchmark_version", CPUROOF_BENCHMARK_VERSION);
  f.emplace_back("eigen_version", std::to_string(EIGEN_WORLD_VERSION) + "." + std::to_string(EIGEN_MAJOR_VERSION) +
                                      "." + std::to_string(EIGEN_MINOR_VERSION));
  f.emplace_back("blas", kBlasName);
  f.emplace_back("openblas_config", blas_config());
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
    for (const CacheInfo& info : collect_run_context().caches) {
      if (info.level == 1) c.l1d = info.bytes;
      if (info.level == 2) c.l2 = info.bytes;
      if (info.level == 3) c.l3 = info.bytes;
    }
    // Where hwloc knows no size (some VMs and Arm boards), the C library's.
    if (c.l1d == 0) c.l1d = platform::os_cache_bytes(1);
    if (c.l2 == 0) c.l2 = platform::os_cache_bytes(2);
    if (c.l3 == 0) c.l3 = platform::os_cache_bytes(3);
    if (c.l1d == 0) {
      // Neither knows (Arm VMs, qemu-user): block for the smallest L1d and L2 of the cores cpuroof
      // knows, which fit in any larger ones.
      c.l1d = 32 << 10;
      if (c.l2 == 0) c.l2 = 512 << 10;
      std::cerr << "cpuroof-bench: note: no cache sizes known: GEMM blocking assumes a 32 KiB L1d and " << c.l2 / 1024
                << " KiB L2\n";
    }
    return c;
  }();
  return caches;
}

}  // namespace cpuroof::bench
