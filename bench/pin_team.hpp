#pragma once
// Binds the OpenMP threads of one benchmark to the CPUs its Placement names (pinning_plan.hpp), with
// hwloc_set_cpubind per thread, so not Linux-specific. It relies on what libgomp and libomp do: a team
// of the same size reuses the same threads in the same order, so the binding set here holds for the
// kernel's parallel regions of that size. The destructor gives each thread back the CPUs it had.
#include <benchmark/benchmark.h>
#include <hwloc.h>

#include <functional>
#include <string>
#include <vector>

#include "pinning_plan.hpp"

namespace cpuroof::bench {

class PinnedTeam {
 public:
  // Empty `cpus`: binds nothing (a machine of one kind of core: OMP_PLACES decides, as before).
  explicit PinnedTeam(const std::vector<int>& cpus);
  ~PinnedTeam();
  PinnedTeam(const PinnedTeam&) = delete;
  PinnedTeam& operator=(const PinnedTeam&) = delete;

  // Empty when every thread is bound; else which thread could not be bound to which CPU.
  [[nodiscard]] const std::string& error() const { return error_; }

 private:
  std::vector<hwloc_bitmap_t> previous_;  // each thread's binding before, restored by the destructor
  std::string error_;
};

// `body` run with its threads bound as `at` says; a binding that fails skips the benchmark, naming it.
std::function<void(benchmark::State&)> pinned(const Placement& at, std::function<void(benchmark::State&)> body);

}  // namespace cpuroof::bench
