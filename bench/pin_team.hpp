#pragma once
// Puts the OpenMP threads of one benchmark on the cores its Placement names (pinning_plan.hpp). Where
// hwloc can bind threads (Linux, the BSDs, Windows) each thread is bound to its CPU with
// hwloc_set_cpubind. Where it cannot (macOS has no affinity API), each thread asks the OS for its
// CPU's kind of core instead (platform::prefer_core_kind: QoS classes), a request the scheduler may
// override; the clock benchmark then reports each thread's own clock, so the analysis can tell which
// kind a thread ran on. Both rely on what libgomp and libomp do: a team of the same size reuses the
// same threads in the same order, so what is set here holds for the kernel's parallel regions of that
// size. The destructor gives each thread back what it had.
#include <benchmark/benchmark.h>
#include <hwloc.h>

#include <functional>
#include <string>
#include <vector>

#include "pinning_plan.hpp"
#include "platform/platform.hpp"

namespace cpuroof::bench {

// How a team's threads get onto their cores.
enum class PlacementMethod {
  none,       // the placement names no CPUs (one kind of core): OMP_PLACES / OMP_PROC_BIND decide
  bind,       // each thread bound to its CPU
  core_kind,  // each thread asks for its CPU's kind of core
};

// The method for a placement that names CPUs (a hybrid machine's) or none, where hwloc can (or
// cannot) bind a thread to CPUs.
PlacementMethod placement_method(bool names_cpus, bool can_bind_threads);
// Whether hwloc binds single threads to CPUs on this OS (false on macOS).
bool can_bind_threads();
// What a thread of the kind named `kind` asks for: the most efficient kind ("E") efficiency cores,
// every other kind performance cores (an OS with two classes cannot tell middle kinds apart).
platform::CoreKindPreference preference_of_kind(const std::string& kind);
// How this run's hybrid benchmarks are placed, for the run's context (cpuroof_placement).
std::string describe_placement(PlacementMethod method);

class PinnedTeam {
 public:
  // Places the threads of `at` by `method` (placement_method's, on a machine; any, in a test).
  PinnedTeam(const Placement& at, PlacementMethod method);
  ~PinnedTeam();
  PinnedTeam(const PinnedTeam&) = delete;
  PinnedTeam& operator=(const PinnedTeam&) = delete;

  // Empty when every thread is placed; else which thread could not be placed where.
  [[nodiscard]] const std::string& error() const { return error_; }

 private:
  void bind(const Placement& at);
  void ask_for_kinds(const Placement& at);

  PlacementMethod method_ = PlacementMethod::none;
  int threads_ = 0;
  std::vector<hwloc_bitmap_t> previous_;  // bind: each thread's binding before, restored by the destructor
  std::string error_;
};

// `body` run with its threads placed as `at` says; a placement that fails skips the benchmark, naming it.
std::function<void(benchmark::State&)> pinned(const Placement& at, std::function<void(benchmark::State&)> body);

}  // namespace cpuroof::bench
