// The CPUs the process was started on, on Linux (platform.hpp). With OMP_PROC_BIND set, libgomp pins
// the initial thread to its first place while it loads, before main(), so the thread's own mask may
// say one CPU. The places an OpenMP runtime builds at start-up hold the start-up mask's CPUs: the
// mask is the union of the thread's own and every loaded runtime's places. Every runtime, not only
// the one omp.h links: a clang build runs LLVM's libomp, while OpenBLAS loads libgomp, which pins;
// libomp's places come later, from the pinned mask.
#include <dlfcn.h>
#include <sched.h>

#include <algorithm>
#include <vector>

#include "platform/platform.hpp"

namespace cpuroof::platform {
namespace {

void add_openmp_places(cpu_set_t& mask) {
  for (const char* library : {"libgomp.so.1", "libomp.so.5", "libomp.so", "libiomp5.so"}) {
    void* handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD);  // only a runtime already loaded
    if (!handle) continue;
    const auto num_places = reinterpret_cast<int (*)()>(dlsym(handle, "omp_get_num_places"));
    const auto place_num_procs = reinterpret_cast<int (*)(int)>(dlsym(handle, "omp_get_place_num_procs"));
    const auto place_proc_ids = reinterpret_cast<void (*)(int, int*)>(dlsym(handle, "omp_get_place_proc_ids"));
    if (num_places && place_num_procs && place_proc_ids)
      for (int place = 0; place < num_places(); ++place) {
        std::vector<int> ids(static_cast<std::size_t>(std::max(0, place_num_procs(place))));
        place_proc_ids(place, ids.data());
        for (const int cpu : ids)
          if (cpu >= 0 && cpu < CPU_SETSIZE) CPU_SET(cpu, &mask);
      }
    dlclose(handle);
  }
}

}  // namespace

std::vector<int> startup_cpus() {
  cpu_set_t mask;
  CPU_ZERO(&mask);
  std::vector<int> out;
  if (sched_getaffinity(0, sizeof(mask), &mask) != 0) return out;
  add_openmp_places(mask);
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu)
    if (CPU_ISSET(cpu, &mask)) out.push_back(cpu);
  return out;
}

}  // namespace cpuroof::platform
