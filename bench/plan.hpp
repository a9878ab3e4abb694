#pragma once
// What a run measures: the profile's sizes, thread counts and repetitions, derived from the machine
// the bench runs on. Every family registers its benchmarks from one BenchPlan.
#include <cstddef>
#include <string>
#include <vector>

#include "pinning_plan.hpp"

namespace cpuroof::bench {

struct Domains;

enum class Profile { smoke, quick, full };

// The largest working set of the DRAM sweeps: 8x the last cache, never below 512 MiB nor above 8 GiB
// (the run time of first touch and verification grows with it).
inline constexpr std::size_t kDramMinBytes = std::size_t{512} << 20;
inline constexpr std::size_t kDramCacheMultiple = 8;

struct BenchPlan {
  Profile profile = Profile::quick;
  std::vector<int> threads;  // 1 .. the threads the run may use (cpu_budget.hpp)
  // The kernel families' thread counts: `threads`, or where the budget took less, its first and last.
  std::vector<int> kernel_threads;
  // The roofs' thread sweeps (peak, clock, stream) with the CPUs of each: `threads` unpinned on a
  // machine of one kind of core, per kind and across kinds on a hybrid one (pinning_plan.hpp).
  std::vector<Placement> placements;
  // Where the machine has several NUMA nodes: each node's cores (their first hardware threads), for
  // the numa family's local and remote rows; else empty.
  std::vector<std::vector<int>> numa_nodes;
  std::size_t ws_min_bytes = 0;     // smallest working set of the bandwidth sweeps
  std::size_t ws_max_bytes = 0;     // largest: well past the last-level cache, within the memory budget
  std::size_t dense_max_bytes = 0;  // the sweeps are dense up to here, one point per octave beyond (DRAM)
  std::size_t peer_ws_bytes = 0;    // full profile: the plain triad's working set beside STREAM's; else 0
  std::size_t case_max_bytes = 0;   // the most one benchmark's buffers may take (fixed-size families)
  std::string memory_note;          // what the memory budget shrank; empty when nothing
  // What families shrank or left out to keep one benchmark within case_max_bytes, added as they
  // register; main.cpp says it once, with memory_note.
  mutable std::vector<std::string> memory_cuts;
  int ws_points_per_octave = 0;         // sweep density
  int repetitions = 1;                  // each benchmark's unless it has its own: the profile's or the flag's
  std::size_t largest_cache_bytes = 0;  // as the OS reports it when plausible, else 0 (unknown)
  std::size_t last_cache_bytes = 0;     // what the plan takes the last cache for: largest_cache_bytes or
                                        // kUnknownLastCacheBytes
  std::string cache_note;               // why the reported cache was ignored; empty when it was used
  double min_time_s = 0;                // each repetition's least time: the profile's, or less to fit the budget
  // What was given up to fit the run's budget (apply_thrift), each as a line of the dry run and meta.json.
  std::vector<std::string> thrift;
  int stream_other_stride = 1;  // stream's kinds but read: every n-th working set of their sweep
  // Repetitions past the caches in multiples of the run's (kDramRepetitionFactor unless the budget
  // took less): the roofs' sweeps (roof_repetitions_at) and the kernels' (repetitions_at).
  int roof_dram_repetition_factor = 3;
  int kernel_dram_repetition_factor = 3;
  std::size_t dram_cache_multiple = kDramCacheMultiple;  // the largest working set, in last caches

  // The plan as `threads` threads see it: where the machine has several last-level caches, the DRAM
  // working sets follow the cache those threads reach (Placement::cache_reach_bytes), not the whole
  // machine's. One thread of a 2-socket Zen 4 server streams 512 MiB past its CCD's 32 MiB, not
  // 6 GiB past all 24 CCDs' 768 MiB (minutes of first touch at a core's bandwidth).
  [[nodiscard]] BenchPlan at_threads(int threads) const;
};

// Each repetition's least time by profile (Google Benchmark's --benchmark_min_time).
double profile_min_time(Profile p);

// What a plan gives up, step by step, to fit the run's budget (budget_plan.hpp): apply_thrift(plan, k)
// takes the first k steps. In order, the least harm first:
//   1. repetitions of half the time (2 ms in the quick profile: a VM's pauses still fall in each);
//   2. the kernels past the caches at the run's repetitions, the roofs there still at three times
//      (a kernel's median of three beats the 90th percentile of nine samples of its roof rarely);
//   3. the roofs past the caches at twice the run's repetitions;
//   4. the kernel families at 1 thread and all cores only, the roofs still at every domain's;
//   5. the roofs too: thread counts 1, each kind's cores and all cores;
//   6. stream's access kinds other than read (whose dense sweep finds the levels) at every other
//      working set within the caches: a level's roof of a kind then rests on fewer working sets;
//   7. repetitions of half the time again;
//   8. DRAM working sets at 4 times the last cache a thread count reaches, not 8 (512 MiB at least,
//      so nothing changes on a 32 MiB L3; on a 114 MiB one a thread streams 512 MiB, not 912);
//   9. on a hybrid CPU, each kind's roofs at 1 thread only, beside those across all kinds.
// `min_time_fixed`: the command line set the repetitions' time, so steps 1 and 7 leave it alone.
inline constexpr int kThriftSteps = 9;
void apply_thrift(BenchPlan& plan, int steps, bool min_time_fixed = false);

// The last cache the plan assumes where the OS reports none it believes: a Zen CCD's L3.
inline constexpr std::size_t kUnknownLastCacheBytes = std::size_t{32} << 20;
inline constexpr std::size_t kDramMaxBytes = std::size_t{8} << 30;
// STREAM is compared where its three arrays take at least 1 GB together: the full profile measures
// the plain triad there too, when the memory budget has room and the sweeps stop short of it. Not the
// other sweeps: their DRAM roofs are read at the largest working set, and 1 GiB buffers on a VM read
// lower than 512 MiB ones (fewer huge pages), under what the smaller DRAM working sets deliver.
inline constexpr std::size_t kPeerWsBytes = std::size_t{1} << 30;
// A cache the OS reports is believed up to 32 MiB per thread the run may use, and up to 128 MiB
// whatever the threads (an X3D CCD has 96 MiB): VMs report the host's whole L3 or worse (508 MiB on
// the 2-vCPU Zen 5 VMs here, whose CCD has 32 MiB), which would push the DRAM sweep to many GiB.
inline constexpr std::size_t kPlausibleCacheFloorBytes = std::size_t{128} << 20;
inline constexpr std::size_t kPlausibleCachePerThreadBytes = std::size_t{32} << 20;
std::size_t max_plausible_cache_bytes(int threads);
// `reported` if plausible for a run of `threads` threads, else 0 (unknown).
std::size_t plausible_cache_bytes(std::size_t reported, int threads);

std::string profile_name(Profile p);
// Throws std::invalid_argument naming the accepted values.
Profile parse_profile(const std::string& name);

// Plan for this machine: the memory the run may use (memory_budget.hpp), caches from hwloc, and the
// most threads it may run (cpu_budget.hpp). A quarter of the budget bounds the working sets and half
// of it one benchmark's buffers: the rest is for the buffer pool (a quarter, main.cpp) and the GEMM
// references kept between benchmarks (at most the largest working set).
// `kinds` (core_kinds.hpp) sets the placements: none or one kind, the thread sweep unpinned.
// `domains` (domains.hpp) sets the thread counts and, where the machine has more than one of a
// domain, pins each count's threads to the first cores in hwloc's order (its first domains).
BenchPlan make_plan(Profile profile, std::size_t largest_cache_bytes, std::size_t memory_budget_bytes, int max_threads,
                    const std::vector<CoreKind>& kinds = {}, const Domains* domains = nullptr);

// Past the caches a benchmark's repetitions are a sample of where its arrays lie and of what the
// host's other tenants leave of the memory bus: each repetition gets its buffers anew from the pool
// (the block given back longest ago: aligned_buffer.hpp), and blocks of one process differ by up to
// 30% in DRAM bandwidth on a 2-vCPU Zen 5 VM. A DRAM roof is the 90th percentile of its stream
// kind's repetitions and a kernel's point their median, so both rest on this many times the run's
// repetitions: with three, a kernel's median of three samples beat the roof 7% (hand BLAS-1 axpy
// 57 GB/s twice, after 36, against stream axpy's 39-55 of nine) in one quick run of that VM.
inline constexpr int kDramRepetitionFactor = 3;
// A kernel's own repetitions (harness.hpp add()) at working set `ws_bytes` on `threads` threads:
// plan.kernel_dram_repetition_factor times the run's past plan.at_threads(threads).dense_max_bytes,
// else 0 (the run's).
int repetitions_at(const BenchPlan& plan, double ws_bytes, int threads);

// From here a working set is past the private caches of the cores served (Zen's 1 MiB L2, Intel
// P-cores' 2 MiB) and in one shared with other cores, and in a VM with the host's other tenants.
inline constexpr std::size_t kSharedCacheFromBytes = std::size_t{2} << 20;
// The roofs' sweeps (stream) repeat kDramRepetitionFactor times the run's in DRAM, and in the quick
// profile in the shared cache too, from kSharedCacheFromBytes up to the last cache (or
// kUnknownLastCacheBytes): one working set per octave there leaves a level's roof resting on the
// upper quantile of its best working set's three repetitions, which a kernel's median of three beats
// whenever its two best repetitions are the best of the six. The L3 of a 2-vCPU Zen 5 VM reads 96-123
// GB/s of dot at 8 MiB from one repetition to the next, and in its quick runs BLAS-1 kernels read up
// to 8% above their L3 roof (hand dot 116 against 108 GB/s, Eigen add 118 against 110). The full
// profile's four working sets per octave and five repetitions put twenty samples near the best.
int roof_repetitions_at(const BenchPlan& plan, double ws_bytes, int threads);

// A bandwidth sweep's working sets: `per_octave` per doubling up to plan.dense_max_bytes, then one
// per octave up to plan.ws_max_bytes (which is always the last; the quick profile has only it there),
// each a multiple of `multiple` bytes.
std::vector<std::size_t> sweep_sizes(const BenchPlan& plan, int per_octave, std::size_t multiple);

// Geometric sweep [lo, hi] with `per_octave` points per doubling, each rounded to `multiple` bytes
// (down where rounding would pass hi).
std::vector<std::size_t> geometric_sizes(std::size_t lo, std::size_t hi, int per_octave, std::size_t multiple);

}  // namespace cpuroof::bench
