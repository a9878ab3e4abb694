#pragma once
// What the run records about the machine and the software, as (key, value) strings for Google
// Benchmark's JSON context (the analysis writes them to meta.json). It only assembles: the machine's
// facts come from the platform layer (platform.hpp: hwloc, cpuid or MIDR, the OS), the software's
// from the libraries themselves; nothing is typed in.
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "gemm/blocking.hpp"
#include "cpu_description.hpp"

namespace cpuroof::bench {

struct RunContext {
  std::vector<std::pair<std::string, std::string>> fields;
  std::vector<CacheInfo> caches;  // data/unified caches, from hwloc (platform.hpp)
  int cores = 0;
  int numa_nodes = 1;
};

RunContext collect_run_context();

// The per-instance cache sizes hwloc reports (the C library's where hwloc has none), as the packed
// GEMM sizes its blocks from them (computed once per process).
CacheSizes host_caches();

// Name of the OpenBLAS core type and the library file that was loaded.
std::string openblas_core_type();
std::string openblas_library_file();

}  // namespace cpuroof::bench
