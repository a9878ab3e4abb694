#include "cpu_budget.hpp"

#include <hwloc.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

#include "machine/parse_integer.hpp"
#include "platform/platform.hpp"

namespace cpuroof::bench {

std::optional<int> parse_omp_num_threads(const char* value) {
  if (!value) return std::nullopt;
  std::string_view s(value);
  s = s.substr(0, s.find(','));
  const auto v = parse_integer(s);
  if (!v || *v < 1 || *v > 1 << 20) return std::nullopt;
  return static_cast<int>(*v);
}

CpuBudget decide_cpu_budget(int machine_cores, int machine_cpus, int allowed_cpus, int allowed_cores,
                            std::optional<double> quota, std::optional<int> omp_num_threads) {
  CpuBudget b{machine_cores, machine_cpus, allowed_cpus, allowed_cores, std::max(1, machine_cores), "machine cores"};
  const auto lower = [&](int cap, std::string why) {
    cap = std::max(1, cap);
    if (cap < b.threads) {
      b.threads = cap;
      b.cap = std::move(why);
    }
  };
  lower(std::min(allowed_cores, allowed_cpus), "affinity mask");
  if (quota) {
    std::ostringstream why;
    why << "cgroup CPU quota " << *quota << " CPUs";
    lower(static_cast<int>(std::floor(*quota)), why.str());
  }
  if (omp_num_threads) lower(*omp_num_threads, "OMP_NUM_THREADS=" + std::to_string(*omp_num_threads));
  return b;
}

CpuBudget read_cpu_budget(const std::vector<int>& started_on) {
  hwloc_topology_t topo;
  hwloc_topology_init(&topo);
  hwloc_topology_load(topo);
  const int core_objects = hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_CORE);
  const int cores = std::max(1, core_objects);
  const int cpus = std::max(1, hwloc_get_nbobjs_by_type(topo, HWLOC_OBJ_PU));
  int allowed_cpus = cpus, allowed_cores = cores;
  if (!started_on.empty()) {
    allowed_cpus = static_cast<int>(started_on.size());
    hwloc_bitmap_t allowed = hwloc_bitmap_alloc();
    for (const int cpu : started_on) hwloc_bitmap_set(allowed, static_cast<unsigned>(cpu));
    allowed_cores = core_objects > 0 ? 0 : std::min(cores, allowed_cpus);
    for (int i = 0; i < core_objects; ++i)
      allowed_cores += hwloc_bitmap_intersects(
          hwloc_get_obj_by_type(topo, HWLOC_OBJ_CORE, static_cast<unsigned>(i))->cpuset, allowed);
    hwloc_bitmap_free(allowed);
  }
  hwloc_topology_destroy(topo);
  return decide_cpu_budget(cores, cpus, allowed_cpus, allowed_cores, platform::cpu_quota(),
                           parse_omp_num_threads(std::getenv("OMP_NUM_THREADS")));
}

CpuBudget planned_cpu_budget(int cores) {
  const int n = std::max(1, cores);
  CpuBudget budget = decide_cpu_budget(n, n, n, n, std::nullopt, std::nullopt);
  budget.cap = "the planned machine's cores";
  return budget;
}

}  // namespace cpuroof::bench
