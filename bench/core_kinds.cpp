#include "core_kinds.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>

namespace cpuroof::bench {
namespace {

using Bitmap = std::unique_ptr<hwloc_bitmap_s, decltype(&hwloc_bitmap_free)>;
Bitmap make_bitmap() { return {hwloc_bitmap_alloc(), &hwloc_bitmap_free}; }

// The allowed hardware threads of `set`, ascending.
std::vector<int> os_indexes(hwloc_const_bitmap_t set, hwloc_const_cpuset_t allowed) {
  std::vector<int> out;
  int i = -1;
  while ((i = hwloc_bitmap_next(set, i)) != -1)
    if (!allowed || hwloc_bitmap_isset(allowed, static_cast<unsigned>(i))) out.push_back(i);
  return out;
}

// The cores (each its allowed hardware threads) with a hardware thread in `set`. A machine hwloc
// shows no cores of (some VMs) has one core per hardware thread.
std::vector<std::vector<int>> cores_in(hwloc_topology_t topology, hwloc_const_bitmap_t set,
                                       hwloc_const_cpuset_t allowed) {
  std::vector<std::vector<int>> out;
  const hwloc_obj_type_t type = hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_CORE) > 0 ? HWLOC_OBJ_CORE : HWLOC_OBJ_PU;
  for (hwloc_obj_t core = nullptr; (core = hwloc_get_next_obj_by_type(topology, type, core)) != nullptr;) {
    auto mine = make_bitmap();
    hwloc_bitmap_and(mine.get(), core->cpuset, set);
    std::vector<int> cpus = os_indexes(mine.get(), allowed);
    if (!cpus.empty()) out.push_back(std::move(cpus));
  }
  return out;
}

// Names by rank, most performant first: P, M1, M2, ..., E; k0, k1, ... when hwloc could not rank.
void name_kinds(std::vector<CoreKind>& kinds) {
  if (kinds.size() == 1) {
    kinds[0].name.clear();
    return;
  }
  const bool ranked = std::all_of(kinds.begin(), kinds.end(), [](const CoreKind& k) { return k.efficiency >= 0; });
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (!ranked)
      kinds[i].name = "k" + std::to_string(i);
    else if (i == 0)
      kinds[i].name = "P";
    else if (i + 1 == kinds.size())
      kinds[i].name = "E";
    else
      kinds[i].name = "M" + std::to_string(i);
  }
}

}  // namespace

std::vector<CoreKind> read_core_kinds(hwloc_topology_t topology, hwloc_const_cpuset_t allowed) {
  std::vector<CoreKind> kinds;
  const int nr = hwloc_cpukinds_get_nr(topology, 0);
  auto set = make_bitmap();
  for (int i = 0; i < std::max(0, nr); ++i) {
    CoreKind kind;
    unsigned nr_infos = 0;
    hwloc_info_s* infos = nullptr;
    if (hwloc_cpukinds_get_info(topology, static_cast<unsigned>(i), set.get(), &kind.efficiency, &nr_infos, &infos,
                                0) != 0)
      continue;
    for (unsigned j = 0; j < nr_infos; ++j) kind.infos.emplace_back(infos[j].name, infos[j].value);
    kind.cpus = os_indexes(set.get(), allowed);
    kind.cores = cores_in(topology, set.get(), allowed);
    if (!kind.cores.empty()) kinds.push_back(std::move(kind));
  }
  // hwloc lists the least performant kind first; with unknown efficiencies (-1) the order is kept.
  std::stable_sort(kinds.begin(), kinds.end(),
                   [](const CoreKind& a, const CoreKind& b) { return a.efficiency > b.efficiency; });
  if (kinds.size() <= 1) {
    // One kind, or none known: the whole (allowed) machine.
    CoreKind all;
    if (!kinds.empty()) {
      all.efficiency = kinds[0].efficiency;
      all.infos = kinds[0].infos;
    }
    const hwloc_const_cpuset_t machine = hwloc_topology_get_topology_cpuset(topology);
    all.cpus = os_indexes(machine, allowed);
    all.cores = cores_in(topology, machine, allowed);
    kinds = {std::move(all)};
  }
  name_kinds(kinds);
  return kinds;
}

std::vector<CoreKind> read_machine_core_kinds(const std::vector<int>& started_on) {
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_load(topology);
  // The CPUs the process started on: with OMP_PROC_BIND set, an OpenMP runtime (libgomp, which
  // OpenBLAS loads even in a clang build) pins the initial thread before main().
  auto allowed = make_bitmap();
  for (const int cpu : started_on) hwloc_bitmap_set(allowed.get(), static_cast<unsigned>(cpu));
  std::vector<CoreKind> kinds = read_core_kinds(topology, started_on.empty() ? nullptr : allowed.get());
  hwloc_topology_destroy(topology);
  return kinds;
}

std::string core_kinds_json(const std::vector<CoreKind>& kinds) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& k : kinds) {
    nlohmann::json infos = nlohmann::json::object();
    for (const auto& [key, value] : k.infos) infos[key] = value;
    out.push_back(
        {{"name", k.name}, {"efficiency", k.efficiency}, {"cpus", k.cpus}, {"cores", k.cores}, {"infos", infos}});
  }
  return out.dump();
}

}  // namespace cpuroof::bench
