#include "pin_team.hpp"

#include <omp.h>

namespace cpuroof::bench {
namespace {

// This machine's topology, loaded once: binding needs a topology handle, not a fresh discovery.
hwloc_topology_t machine_topology() {
  static const struct Loaded {
    hwloc_topology_t topology = nullptr;
    Loaded() {
      hwloc_topology_init(&topology);
      hwloc_topology_load(topology);
    }
    ~Loaded() { hwloc_topology_destroy(topology); }
  } loaded;
  return loaded.topology;
}

}  // namespace

PinnedTeam::PinnedTeam(const std::vector<int>& cpus) {
  if (cpus.empty()) return;
  const int n = static_cast<int>(cpus.size());
  hwloc_topology_t topology = machine_topology();
  previous_.resize(cpus.size());
  std::vector<int> failed(cpus.size(), 0);
#pragma omp parallel num_threads(n)
  {
    const auto i = static_cast<std::size_t>(omp_get_thread_num());
    previous_[i] = hwloc_bitmap_alloc();
    hwloc_get_cpubind(topology, previous_[i], HWLOC_CPUBIND_THREAD);
    hwloc_bitmap_t target = hwloc_bitmap_alloc();
    hwloc_bitmap_only(target, static_cast<unsigned>(cpus[i]));
    failed[i] = hwloc_set_cpubind(topology, target, HWLOC_CPUBIND_THREAD) != 0;
    hwloc_bitmap_free(target);
  }
  for (std::size_t i = 0; i < cpus.size() && error_.empty(); ++i)
    if (failed[i]) error_ = "could not bind OpenMP thread " + std::to_string(i) + " to CPU " + std::to_string(cpus[i]);
}

PinnedTeam::~PinnedTeam() {
  if (previous_.empty()) return;
  const int n = static_cast<int>(previous_.size());
  hwloc_topology_t topology = machine_topology();
#pragma omp parallel num_threads(n)
  {
    const auto i = static_cast<std::size_t>(omp_get_thread_num());
    if (!hwloc_bitmap_iszero(previous_[i])) hwloc_set_cpubind(topology, previous_[i], HWLOC_CPUBIND_THREAD);
  }
  for (hwloc_bitmap_t b : previous_) hwloc_bitmap_free(b);
}

std::function<void(benchmark::State&)> pinned(const Placement& at, std::function<void(benchmark::State&)> body) {
  if (at.cpus.empty()) return body;
  return [cpus = at.cpus, body = std::move(body)](benchmark::State& state) {
    const PinnedTeam team(cpus);
    if (!team.error().empty()) {
      state.SkipWithError(team.error().c_str());
      return;
    }
    body(state);
  };
}

}  // namespace cpuroof::bench
