#pragma once
// The rates a run's cost is predicted with (run_cost.hpp), measured on this machine at the start of
// the run in a fraction of a second: memory first touched, written and streamed past the caches on
// one thread and on `threads`, a buffer streamed within a private cache, vectorised and dependent
// scalar multiply-adds, and a team's fork and join. Each is the best of a few tries: the plan wants
// what the machine does when nothing disturbs it, as the benchmarks' medians do.
#include <cstddef>

#include "run_cost.hpp"

namespace cpuroof::bench {

// `last_cache_bytes`: the plan's last cache; the DRAM buffer is four times it (64 to 256 MiB: new
// memory costs up to a second per GiB in a VM).
CostRates calibrate_cost_rates(int threads, std::size_t last_cache_bytes);

}  // namespace cpuroof::bench
