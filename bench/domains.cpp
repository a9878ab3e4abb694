#include "domains.hpp"

#include <algorithm>
#include <memory>

#include "memory_budget.hpp"

namespace cpuroof::bench {
namespace {

using CpuBitmap = std::unique_ptr<hwloc_bitmap_s, decltype(&hwloc_bitmap_free)>;
CpuBitmap new_cpu_bitmap() { return {hwloc_bitmap_alloc(), &hwloc_bitmap_free}; }

bool cpu_allowed(hwloc_const_cpuset_t allowed, int cpu) {
  return !allowed || hwloc_bitmap_isset(allowed, static_cast<unsigned>(cpu));
}

// The first allowed hardware thread of each core in `set` (cores, or hardware threads where hwloc
// shows no cores), in hwloc's order.
std::vector<int> cores_first_threads(hwloc_topology_t topology, hwloc_const_cpuset_t set,
                                     hwloc_const_cpuset_t allowed) {
  std::vector<int> out;
  const hwloc_obj_type_t type = hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_CORE) > 0 ? HWLOC_OBJ_CORE : HWLOC_OBJ_PU;
  for (hwloc_obj_t core = nullptr; (core = hwloc_get_next_obj_by_type(topology, type, core)) != nullptr;) {
    if (!hwloc_bitmap_intersects(core->cpuset, set)) continue;
    int cpu = -1;
    while ((cpu = hwloc_bitmap_next(core->cpuset, cpu)) != -1)
      if (hwloc_bitmap_isset(set, static_cast<unsigned>(cpu)) && cpu_allowed(allowed, cpu)) {
        out.push_back(cpu);
        break;
      }
  }
  return out;
}

// Allowed cores in the first object of `type` that has any; 0 when there is none.
int first_domain_cores(hwloc_topology_t topology, hwloc_obj_type_t type, hwloc_const_cpuset_t allowed) {
  for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(topology, type, o)) != nullptr;)
    if (const auto cores = cores_first_threads(topology, o->cpuset, allowed); !cores.empty())
      return static_cast<int>(cores.size());
  return 0;
}

// The deepest cache level hwloc shows, as an object type (L3 where there is one).
hwloc_obj_type_t last_cache_type(hwloc_topology_t topology) {
  for (const hwloc_obj_type_t t : {HWLOC_OBJ_L5CACHE, HWLOC_OBJ_L4CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L2CACHE})
    if (hwloc_get_nbobjs_by_type(topology, t) > 0) return t;
  return HWLOC_OBJ_L1CACHE;
}

}  // namespace

Domains read_domains(hwloc_topology_t topology, hwloc_const_cpuset_t allowed) {
  Domains d;
  d.this_system = hwloc_topology_is_thissystem(topology) != 0;
  d.core_cpus = cores_first_threads(topology, hwloc_topology_get_topology_cpuset(topology), allowed);
  const hwloc_obj_type_t cache = last_cache_type(topology);
  d.cache_domain_cores = first_domain_cores(topology, cache, allowed);
  d.numa_node_cores = first_domain_cores(topology, HWLOC_OBJ_NUMANODE, allowed);
  d.package_cores = first_domain_cores(topology, HWLOC_OBJ_PACKAGE, allowed);
  d.core_cache.assign(d.core_cpus.size(), -1);
  for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(topology, cache, o)) != nullptr;) {
    const std::size_t bytes = o->attr ? o->attr->cache.size : 0;
    d.last_cache_bytes = std::max(d.last_cache_bytes, bytes);
    d.last_cache_total_bytes += bytes;
    for (std::size_t k = 0; k < d.core_cpus.size(); ++k)
      if (hwloc_bitmap_isset(o->cpuset, static_cast<unsigned>(d.core_cpus[k])))
        d.core_cache[k] = static_cast<int>(d.cache_bytes.size());
    d.cache_bytes.push_back(bytes);
  }
  for (hwloc_obj_t o = nullptr; (o = hwloc_get_next_obj_by_type(topology, HWLOC_OBJ_NUMANODE, o)) != nullptr;) {
    if (auto cores = cores_first_threads(topology, o->cpuset, allowed); !cores.empty()) d.numa_nodes.push_back(cores);
    d.memory_bytes += o->attr ? o->attr->numanode.local_memory : 0;
  }
  return d;
}

Domains read_machine_domains(const std::vector<int>& started_on) {
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_load(topology);
  auto allowed = new_cpu_bitmap();
  for (const int cpu : started_on) hwloc_bitmap_set(allowed.get(), static_cast<unsigned>(cpu));
  // Another machine's topology: this process's CPUs mean nothing there.
  const bool mine = hwloc_topology_is_thissystem(topology) != 0;
  Domains d = read_domains(topology, mine && !started_on.empty() ? allowed.get() : nullptr);
  hwloc_topology_destroy(topology);
  return d;
}

std::size_t cache_reach_bytes(const Domains& domains, const std::vector<int>& cpus) {
  std::vector<int> caches;
  for (const int cpu : cpus)
    for (std::size_t k = 0; k < domains.core_cpus.size(); ++k)
      if (domains.core_cpus[k] == cpu && domains.core_cache[k] >= 0) caches.push_back(domains.core_cache[k]);
  std::sort(caches.begin(), caches.end());
  caches.erase(std::unique(caches.begin(), caches.end()), caches.end());
  std::size_t bytes = 0;
  for (const int c : caches) bytes += domains.cache_bytes[static_cast<std::size_t>(c)];
  return bytes;
}

std::vector<int> domain_thread_counts(const Domains& domains, int max_threads, Profile profile) {
  const int most = std::max(1, max_threads);
  std::vector<int> out{1};
  const int first_domain = domains.cache_domain_cores > 0 ? domains.cache_domain_cores : most;
  if (profile == Profile::full)
    for (int t = 2; t < std::min(first_domain, most); t *= 2) out.push_back(t);
  for (const int cores : {domains.cache_domain_cores, domains.numa_node_cores, domains.package_cores, most})
    if (cores > 0) out.push_back(std::min(cores, most));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string describe_domains(const Domains& d) {
  const auto count = [](std::size_t n, const char* what) { return std::to_string(n) + " " + what; };
  std::string out = count(d.core_cpus.size(), "cores");
  if (d.package_cores > 0) out += ", " + std::to_string(d.package_cores) + " per package";
  if (!d.numa_nodes.empty())
    out += ", " + count(d.numa_nodes.size(), "NUMA nodes") + " of " + std::to_string(d.numa_node_cores) + " cores";
  if (d.cache_domain_cores > 0)
    out += ", a last cache of " + bytes_text(d.last_cache_bytes) + " per " + std::to_string(d.cache_domain_cores) +
           " cores (" + bytes_text(d.last_cache_total_bytes) + " in all)";
  if (!d.this_system) out += "; not this machine (HWLOC_XMLFILE or HWLOC_SYNTHETIC)";
  return out;
}

}  // namespace cpuroof::bench
