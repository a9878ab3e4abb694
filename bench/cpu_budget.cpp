#include "cpu_budget.hpp"

#include <dlfcn.h>
#include <hwloc.h>
#include <sched.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

#include "cgroup.hpp"

namespace cpuroof::bench {
namespace {

std::optional<long long> parse_integer(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\t')) s.remove_suffix(1);
  long long v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<double> quota_cpus(std::optional<long long> quota, std::optional<long long> period) {
  if (!quota || !period || *quota <= 0 || *period <= 0) return std::nullopt;
  return static_cast<double>(*quota) / static_cast<double>(*period);
}

// The least quota over the process's cgroup levels.
std::optional<double> cgroup_quota_cpus() {
  std::optional<double> least;
  for (const CgroupDir& d : cgroup_dirs("cpu")) {
    std::optional<double> cpus;
    if (d.version == 2) {
      if (const auto t = read_text(d.path + "/cpu.max")) cpus = parse_cpu_max(*t);
    } else {
      const auto q = read_text(d.path + "/cpu.cfs_quota_us"), p = read_text(d.path + "/cpu.cfs_period_us");
      if (q && p) cpus = parse_cfs_quota(*q, *p);
    }
    if (cpus && (!least || *cpus < *least)) least = cpus;
  }
  return least;
}

}  // namespace

std::optional<double> parse_cpu_max(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string quota, period;
  if (!(in >> quota)) return std::nullopt;
  if (quota == "max") return std::nullopt;
  if (!(in >> period)) period = "100000";  // the kernel's default period when only the quota is written
  return quota_cpus(parse_integer(quota), parse_integer(period));
}

std::optional<double> parse_cfs_quota(std::string_view quota, std::string_view period) {
  return quota_cpus(parse_integer(quota), parse_integer(period));
}

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

namespace {

// The CPUs the process was started on. With OMP_PROC_BIND set, libgomp pins the initial thread to its
// first place while it loads, before main(), so the thread's own mask may say one CPU. The places an
// OpenMP runtime builds at start-up hold the start-up mask's CPUs: the mask is the union of the
// thread's own and every loaded runtime's places. Every runtime, not only the one omp.h links: a clang
// build runs LLVM's libomp, while OpenBLAS loads libgomp, which pins; libomp's places come later,
// from the pinned mask.
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
      allowed_cores += hwloc_bitmap_intersects(hwloc_get_obj_by_type(topo, HWLOC_OBJ_CORE, static_cast<unsigned>(i))->cpuset,
                                               allowed);
    hwloc_bitmap_free(allowed);
  }
  hwloc_topology_destroy(topo);
  return decide_cpu_budget(cores, cpus, allowed_cpus, allowed_cores, cgroup_quota_cpus(),
                           parse_omp_num_threads(std::getenv("OMP_NUM_THREADS")));
}

}  // namespace cpuroof::bench
