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

PlacementMethod placement_method(bool names_cpus, bool can_bind) {
  if (!names_cpus) return PlacementMethod::none;
  return can_bind ? PlacementMethod::bind : PlacementMethod::core_kind;
}

bool can_bind_threads() {
  const hwloc_topology_support* support = hwloc_topology_get_support(machine_topology());
  return support && support->cpubind && support->cpubind->set_thread_cpubind;
}

platform::CoreKindPreference preference_of_kind(const std::string& kind) {
  return kind == "E" ? platform::CoreKindPreference::efficiency : platform::CoreKindPreference::performance;
}

std::string describe_placement(PlacementMethod method) {
  switch (method) {
    case PlacementMethod::none:
      return "unpinned: one kind of core, OMP_PLACES and OMP_PROC_BIND decide";
    case PlacementMethod::bind:
      return "each thread bound to one CPU of its kind (hwloc_set_cpubind)";
    case PlacementMethod::core_kind:
      return "each thread asks the OS for a core of its kind (no thread binding here: macOS QoS classes, a "
             "request the scheduler may override); each thread's clock in the clock benchmarks shows where it ran";
  }
  return "";
}

PinnedTeam::PinnedTeam(const Placement& at, PlacementMethod method)
    : method_(at.cpus.empty() ? PlacementMethod::none : method), threads_(static_cast<int>(at.cpus.size())) {
  if (method_ == PlacementMethod::bind) bind(at);
  if (method_ == PlacementMethod::core_kind) ask_for_kinds(at);
}

void PinnedTeam::bind(const Placement& at) {
  hwloc_topology_t topology = machine_topology();
  previous_.resize(at.cpus.size());
  std::vector<int> failed(at.cpus.size(), 0);
#pragma omp parallel num_threads(threads_)
  {
    const auto i = static_cast<std::size_t>(omp_get_thread_num());
    previous_[i] = hwloc_bitmap_alloc();
    hwloc_get_cpubind(topology, previous_[i], HWLOC_CPUBIND_THREAD);
    hwloc_bitmap_t target = hwloc_bitmap_alloc();
    hwloc_bitmap_only(target, static_cast<unsigned>(at.cpus[i]));
    failed[i] = hwloc_set_cpubind(topology, target, HWLOC_CPUBIND_THREAD) != 0;
    hwloc_bitmap_free(target);
  }
  for (std::size_t i = 0; i < at.cpus.size() && error_.empty(); ++i)
    if (failed[i])
      error_ = "could not bind OpenMP thread " + std::to_string(i) + " to CPU " + std::to_string(at.cpus[i]);
}

void PinnedTeam::ask_for_kinds(const Placement& at) {
  std::vector<int> failed(at.cpus.size(), 0);
#pragma omp parallel num_threads(threads_)
  {
    const auto i = static_cast<std::size_t>(omp_get_thread_num());
    const std::string kind = i < at.thread_kinds.size() ? at.thread_kinds[i] : at.kind;
    failed[i] = !platform::prefer_core_kind(preference_of_kind(kind));
  }
  for (std::size_t i = 0; i < at.cpus.size() && error_.empty(); ++i)
    if (failed[i])
      error_ = "the OS refused OpenMP thread " + std::to_string(i) + "'s request for a core of kind " +
               (i < at.thread_kinds.size() ? at.thread_kinds[i] : at.kind);
}

PinnedTeam::~PinnedTeam() {
  if (method_ == PlacementMethod::core_kind) {
#pragma omp parallel num_threads(threads_)
    platform::prefer_core_kind(platform::CoreKindPreference::any);
    return;
  }
  if (previous_.empty()) return;
  hwloc_topology_t topology = machine_topology();
#pragma omp parallel num_threads(threads_)
  {
    const auto i = static_cast<std::size_t>(omp_get_thread_num());
    if (!hwloc_bitmap_iszero(previous_[i])) hwloc_set_cpubind(topology, previous_[i], HWLOC_CPUBIND_THREAD);
  }
  for (hwloc_bitmap_t b : previous_) hwloc_bitmap_free(b);
}

std::function<void(benchmark::State&)> pinned(const Placement& at, std::function<void(benchmark::State&)> body) {
  if (at.cpus.empty()) return body;
  return [at, body = std::move(body)](benchmark::State& state) {
    const PinnedTeam team(at, placement_method(true, can_bind_threads()));
    if (!team.error().empty()) {
      state.SkipWithError(team.error().c_str());
      return;
    }
    body(state);
  };
}

}  // namespace cpuroof::bench
