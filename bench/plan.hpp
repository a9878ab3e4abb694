#pragma once
// What a run measures: the profile's sizes, thread counts and repetitions, derived from the machine
// the bench runs on. Every family registers its benchmarks from one BenchPlan.
#include <cstddef>
#include <string>
#include <vector>

namespace cpuroof::bench {

enum class Profile { smoke, quick, full };

struct BenchPlan {
  Profile profile = Profile::quick;
  std::vector<int> threads;        // 1 .. the threads the run may use (cpu_budget.hpp)
  std::size_t ws_min_bytes = 0;    // smallest working set of the bandwidth sweeps
  std::size_t ws_max_bytes = 0;    // largest: well past the last-level cache, within the memory budget
  std::size_t case_max_bytes = 0;  // the most one benchmark's buffers may take (fixed-size families)
  std::string memory_note;         // what the memory budget shrank; empty when nothing
  // What families shrank or left out to keep one benchmark within case_max_bytes, added as they
  // register; main.cpp says it once, with memory_note.
  mutable std::vector<std::string> memory_cuts;
  int ws_points_per_octave = 0;    // sweep density
  std::size_t largest_cache_bytes = 0;  // as the OS reports it (may be wrong in VMs)
};

std::string profile_name(Profile p);
// Throws std::invalid_argument naming the accepted values.
Profile parse_profile(const std::string& name);

// Plan for this machine: the memory the run may use (memory_budget.hpp), caches from hwloc, and the
// most threads it may run (cpu_budget.hpp). A quarter of the budget bounds the working sets and half
// of it one benchmark's buffers: the rest is for the buffer pool, the GEMM references kept between
// benchmarks (together at most the largest working set) and libraries.
BenchPlan make_plan(Profile profile, std::size_t largest_cache_bytes, std::size_t memory_budget_bytes,
                    int max_threads);

// Geometric sweep [lo, hi] with `per_octave` points per doubling, each rounded to `multiple` bytes.
std::vector<std::size_t> geometric_sizes(std::size_t lo, std::size_t hi, int per_octave, std::size_t multiple);

}  // namespace cpuroof::bench
