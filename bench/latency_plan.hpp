#pragma once
// What the latency family measures (bench/families/bench_latency.cpp), from the plan: the chase's
// working sets, the chain counts and sizes of the parallelism sweep, the loaded chase's size and
// thread counts. Pure, so the tests check the sizes without running a chase.
#include <cstddef>
#include <vector>

#include "plan.hpp"

namespace cpuroof::bench {

// Working sets are whole pages of 4 KiB: every cycle starts on a page.
inline constexpr std::size_t kLatencyWsMultiple = 4096;

// The chase's DRAM size: the plan's largest working set (at least 8x the last cache where the
// memory budget allows) in full; in quick and smoke the end of the dense sweep (4x the last cache,
// 128 MiB when unknown): linking and first touching a chase of 512 MiB costs about a second per
// repetition, and the quick profile has 30 s for every family.
std::size_t latency_dram_bytes(const BenchPlan& plan);

// The chase's working sets, from the plan's smallest to latency_dram_bytes: two per octave up to the
// dense sweep's end, and in full one per octave beyond it (as the bandwidth sweeps). Two per octave,
// because a level's latency is read past its boundary's slope: on shared VMs the chase keeps an L3
// plateau only just past the L2 (a Zen 5 VM: 17 ns at 1.4 MiB, 28-110 ns from 2 MiB on, while
// neighbours evict the lines a slow random walk comes back to), so one point per octave missed it.
std::vector<std::size_t> latency_sweep_sizes(const BenchPlan& plan);

// The parallelism sweep's working sets, each one of the chase's (whose single chain is its k = 1):
// the DRAM size; in full also the sizes nearest 256 KiB (L2 on most cores) and half the last
// cache when it is known. The analysis places each at its level.
std::vector<std::size_t> mlp_sizes(const BenchPlan& plan);
// Chains of the parallelism sweep beyond the chase's one: 8 to 128 in quick and smoke, every power of
// two up to 256 in full: far enough that the lines in flight stop growing on the cores met (a Zen 4
// VM's DRAM chase rose from 8 to 32 chains).
std::vector<int> mlp_chains(const BenchPlan& plan);

// The thread counts of the loaded chase (one chasing, the others streaming): every count of the plan
// from 2 in full; only the most in quick and smoke. The unloaded chase is the sweep's at the same size.
std::vector<Placement> loaded_placements(const BenchPlan& plan);

}  // namespace cpuroof::bench
