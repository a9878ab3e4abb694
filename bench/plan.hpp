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
  std::vector<int> threads;        // 1 .. core count
  std::size_t ws_min_bytes = 0;    // smallest working set of the bandwidth sweeps
  std::size_t ws_max_bytes = 0;    // largest: well past the last-level cache, within free memory
  int ws_points_per_octave = 0;    // sweep density
  std::size_t largest_cache_bytes = 0;  // as the OS reports it (may be wrong in VMs)
};

std::string profile_name(Profile p);
// Throws std::invalid_argument naming the accepted values.
Profile parse_profile(const std::string& name);

// Plan for this machine: cores from OpenMP, caches from hwloc, free memory from /proc/meminfo.
BenchPlan make_plan(Profile profile, std::size_t largest_cache_bytes, std::size_t available_memory_bytes,
                    int cores);

// Geometric sweep [lo, hi] with `per_octave` points per doubling, each rounded to `multiple` bytes.
std::vector<std::size_t> geometric_sizes(std::size_t lo, std::size_t hi, int per_octave, std::size_t multiple);

}  // namespace cpuroof::bench
