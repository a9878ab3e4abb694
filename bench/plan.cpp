#include "plan.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "memory_budget.hpp"

namespace cpuroof::bench {

std::string profile_name(Profile p) {
  switch (p) {
    case Profile::smoke: return "smoke";
    case Profile::quick: return "quick";
    case Profile::full: return "full";
  }
  return "unknown";
}

Profile parse_profile(const std::string& name) {
  if (name == "smoke") return Profile::smoke;
  if (name == "quick") return Profile::quick;
  if (name == "full") return Profile::full;
  throw std::invalid_argument("unknown profile '" + name + "' (expected smoke, quick or full)");
}

BenchPlan make_plan(Profile profile, std::size_t largest_cache_bytes, std::size_t memory_budget_bytes,
                    int max_threads) {
  BenchPlan plan;
  plan.profile = profile;
  plan.largest_cache_bytes = largest_cache_bytes;
  const int cores = std::max(1, max_threads);
  for (int t = 1; t <= cores; t = t < 4 ? t + 1 : t * 2) plan.threads.push_back(t);
  if (plan.threads.back() != cores) plan.threads.push_back(cores);

  constexpr std::size_t KiB = 1024, MiB = 1024 * KiB;
  plan.ws_min_bytes = 4 * KiB;
  // DRAM plateau (full profile): at least 4x the largest cache the OS reports, at least 128 MiB (reported caches
  // can be wrong in VMs, and too small to reach DRAM).
  const std::size_t dram = std::max<std::size_t>(128 * MiB, 4 * largest_cache_bytes);
  std::size_t want = 0;
  switch (profile) {
    case Profile::smoke:
      plan.threads = {1, cores};
      plan.threads.erase(std::unique(plan.threads.begin(), plan.threads.end()), plan.threads.end());
      want = 256 * KiB;
      plan.ws_points_per_octave = 1;
      break;
    case Profile::quick:
      want = 128 * MiB;
      plan.ws_points_per_octave = 2;
      break;
    case Profile::full:
      want = dram;
      plan.ws_points_per_octave = 4;
      break;
  }
  const std::size_t fits = std::max(plan.ws_min_bytes, memory_budget_bytes / 4);
  plan.ws_max_bytes = std::min(want, fits);
  plan.case_max_bytes = std::max(plan.ws_max_bytes, memory_budget_bytes / 2);
  if (plan.ws_max_bytes < want)
    plan.memory_note = "largest working set " + bytes_text(plan.ws_max_bytes) + " instead of " + bytes_text(want);
  return plan;
}

std::vector<std::size_t> geometric_sizes(std::size_t lo, std::size_t hi, int per_octave, std::size_t multiple) {
  std::vector<std::size_t> out;
  const double step = std::pow(2.0, 1.0 / per_octave);
  for (double s = static_cast<double>(lo); s <= static_cast<double>(hi) * 1.0001; s *= step) {
    std::size_t v = static_cast<std::size_t>(std::llround(s / static_cast<double>(multiple))) * multiple;
    v = std::max(v, multiple);
    if (out.empty() || v != out.back()) out.push_back(v);
  }
  return out;
}

}  // namespace cpuroof::bench
