#include "plan.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>

#include "domains.hpp"
#include "memory_budget.hpp"

namespace cpuroof::bench {

std::string profile_name(Profile p) {
  switch (p) {
    case Profile::smoke:
      return "smoke";
    case Profile::quick:
      return "quick";
    case Profile::full:
      return "full";
  }
  return "unknown";
}

Profile parse_profile(const std::string& name) {
  if (name == "smoke") return Profile::smoke;
  if (name == "quick") return Profile::quick;
  if (name == "full") return Profile::full;
  throw std::invalid_argument("unknown profile '" + name + "' (expected smoke, quick or full)");
}

double profile_min_time(Profile p) {
  switch (p) {
    case Profile::smoke:
      return 0.001;
    case Profile::quick:
      return 0.004;
    case Profile::full:
      return 0.005;
  }
  return 0.004;
}

void apply_thrift(BenchPlan& plan, int steps, bool min_time_fixed) {
  const auto step = [&](int k, const std::string& what) {
    if (steps < k || (min_time_fixed && (k == 1 || k == 7))) return false;
    plan.thrift.push_back(what);
    return true;
  };
  char text[64];
  if (step(1, (std::snprintf(text, sizeof text, "repetitions of %.1f ms", 500 * plan.min_time_s), text)))
    plan.min_time_s /= 2;
  if (step(2, "the kernels past the caches at the run's repetitions")) plan.kernel_dram_repetition_factor = 1;
  if (step(3, "the roofs past the caches at twice the run's repetitions")) plan.roof_dram_repetition_factor = 2;
  std::vector<int> ends{plan.threads.front(), plan.threads.back()};
  ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
  if (plan.threads != ends && step(4, "the kernels at 1 thread and all cores")) plan.kernel_threads = ends;
  std::map<std::string, int> most;  // each kind's (and "all"'s) largest sweep
  for (const Placement& at : plan.placements) most[at.kind] = std::max(most[at.kind], at.threads);
  const auto between = [&](const Placement& at) { return at.threads != 1 && at.threads != most[at.kind]; };
  if (std::any_of(plan.placements.begin(), plan.placements.end(), between) &&
      step(5, "the roofs at 1 thread, each kind's cores and all cores")) {
    std::erase_if(plan.placements, between);
    plan.threads = ends;
  }
  if (step(6, "stream's kinds but read at every other working set")) plan.stream_other_stride = 2;
  if (step(7, (std::snprintf(text, sizeof text, "repetitions of %.1f ms", 500 * plan.min_time_s), text)))
    plan.min_time_s /= 2;
  const std::size_t shorter = std::clamp(kDramCacheMultiple / 2 * plan.last_cache_bytes, kDramMinBytes, kDramMaxBytes);
  if (shorter < plan.ws_max_bytes && step(8, "DRAM working sets at 4 times the last cache")) {
    plan.dram_cache_multiple = kDramCacheMultiple / 2;
    plan.ws_max_bytes = shorter;
    plan.dense_max_bytes = std::min(plan.dense_max_bytes, plan.ws_max_bytes);
  }
  const auto kind_team = [](const Placement& at) { return !at.kind.empty() && at.kind != kAllKinds && at.threads > 1; };
  if (std::any_of(plan.placements.begin(), plan.placements.end(), kind_team) &&
      step(9, "each kind of core's roofs at 1 thread only, all cores across kinds"))
    std::erase_if(plan.placements, kind_team);
}

BenchPlan make_plan(Profile profile, std::size_t largest_cache_bytes, std::size_t memory_budget_bytes, int max_threads,
                    const std::vector<CoreKind>& kinds, const Domains* domains) {
  BenchPlan plan;
  plan.profile = profile;
  plan.min_time_s = profile_min_time(profile);
  plan.roof_dram_repetition_factor = kDramRepetitionFactor;
  plan.kernel_dram_repetition_factor = kDramRepetitionFactor;
  const int cores = std::max(1, max_threads);
  plan.threads = domain_thread_counts(domains ? *domains : Domains{}, cores, profile);

  constexpr std::size_t KiB = 1024;
  plan.ws_min_bytes = 4 * KiB;
  const std::size_t last_cache = plausible_cache_bytes(largest_cache_bytes, cores);
  if (largest_cache_bytes > 0 && last_cache == 0)
    plan.cache_note = "reported cache of " + bytes_text(largest_cache_bytes) + " ignored: more than " +
                      bytes_text(max_plausible_cache_bytes(cores)) + " for " + std::to_string(cores) + " threads";
  plan.largest_cache_bytes = last_cache;
  plan.last_cache_bytes = last_cache > 0 ? last_cache : kUnknownLastCacheBytes;
  // DRAM: at least 8x the last cache and 512 MiB (STREAM and likwid still read 15-18% more at 128 MiB
  // than at 1 GiB on a 32 MiB-L3 Zen 5: cache and TLB reach), one point per octave past 4x the last
  // cache, where the sweep is only DRAM.
  const std::size_t dram =
      std::min(kDramMaxBytes, std::max<std::size_t>(kDramMinBytes, kDramCacheMultiple * plan.last_cache_bytes));
  plan.dense_max_bytes = 4 * plan.last_cache_bytes;
  std::size_t want = 0;
  switch (profile) {
    case Profile::smoke:
      plan.threads = {1, cores};
      plan.threads.erase(std::unique(plan.threads.begin(), plan.threads.end()), plan.threads.end());
      want = 256 * KiB;
      plan.ws_points_per_octave = 1;
      break;
    case Profile::quick:
      want = dram;
      plan.ws_points_per_octave = 2;
      break;
    case Profile::full:
      want = dram;
      plan.ws_points_per_octave = 4;
      break;
  }
  plan.kernel_threads = plan.threads;
  const bool several_domains =
      domains && (static_cast<int>(domains->core_cpus.size()) > std::max({domains->cache_domain_cores, 1}) ||
                  domains->numa_nodes.size() > 1);
  plan.placements = plan_placements(kinds, plan.threads, several_domains ? domains->core_cpus : std::vector<int>{});
  if (domains && domains->numa_nodes.size() > 1) plan.numa_nodes = domains->numa_nodes;
  if (domains)
    for (Placement& at : plan.placements)
      at.cache_reach_bytes = cache_reach_bytes(
          *domains, at.cpus.empty()
                        ? std::vector<int>(domains->core_cpus.begin(),
                                           domains->core_cpus.begin() +
                                               std::min<std::ptrdiff_t>(at.threads, std::ssize(domains->core_cpus)))
                        : at.cpus);
  const std::size_t fits = std::max(plan.ws_min_bytes, memory_budget_bytes / 4);
  plan.ws_max_bytes = std::min(want, fits);
  plan.dense_max_bytes = std::min(plan.dense_max_bytes, plan.ws_max_bytes);
  plan.case_max_bytes = std::max(plan.ws_max_bytes, memory_budget_bytes / 2);
  if (profile == Profile::full && plan.ws_max_bytes < kPeerWsBytes && kPeerWsBytes <= fits)
    plan.peer_ws_bytes = kPeerWsBytes;
  if (plan.ws_max_bytes < want)
    plan.memory_note = "largest working set " + bytes_text(plan.ws_max_bytes) + " instead of " + bytes_text(want);
  return plan;
}

std::size_t max_plausible_cache_bytes(int threads) {
  return std::max(kPlausibleCacheFloorBytes,
                  kPlausibleCachePerThreadBytes * static_cast<std::size_t>(std::max(1, threads)));
}

std::size_t plausible_cache_bytes(std::size_t reported, int threads) {
  return reported <= max_plausible_cache_bytes(threads) ? reported : 0;
}

BenchPlan BenchPlan::at_threads(int threads) const {
  BenchPlan p = *this;
  std::size_t reach = 0;
  for (const Placement& at : placements)
    if (at.threads == threads) reach = std::max(reach, at.cache_reach_bytes);
  // Only a cache the plan believes (largest_cache_bytes), and only to shrink: a VM that shows the
  // host's whole L3 to every vCPU keeps the plan's assumption.
  if (reach == 0 || largest_cache_bytes == 0 || reach >= last_cache_bytes) return p;
  p.last_cache_bytes = p.largest_cache_bytes = reach;
  p.ws_max_bytes = std::min(ws_max_bytes, std::clamp(dram_cache_multiple * reach, kDramMinBytes, kDramMaxBytes));
  p.dense_max_bytes = std::min(4 * reach, p.ws_max_bytes);
  return p;
}

int repetitions_at(const BenchPlan& plan, double ws_bytes, int threads) {
  const BenchPlan p = plan.at_threads(threads);
  return ws_bytes > static_cast<double>(p.dense_max_bytes) ? p.kernel_dram_repetition_factor * p.repetitions : 0;
}

int roof_repetitions_at(const BenchPlan& plan_, double ws_bytes, int threads) {
  const BenchPlan plan = plan_.at_threads(threads);
  const bool shared_cache =
      ws_bytes >= static_cast<double>(kSharedCacheFromBytes) && ws_bytes <= static_cast<double>(plan.last_cache_bytes);
  if (ws_bytes > static_cast<double>(plan.dense_max_bytes) || (plan.profile == Profile::quick && shared_cache))
    return plan.roof_dram_repetition_factor * plan.repetitions;
  return 0;
}

std::vector<std::size_t> sweep_sizes(const BenchPlan& plan, int per_octave, std::size_t multiple) {
  // Octaves down from the largest working set, so that it is always measured.
  std::vector<std::size_t> octaves;
  for (double ws = static_cast<double>(plan.ws_max_bytes); ws > 1.05 * static_cast<double>(plan.dense_max_bytes);
       ws /= 2)
    octaves.push_back(std::max(multiple, static_cast<std::size_t>(ws) / multiple * multiple));
  // The quick profile measures DRAM at the largest working set only: each point there costs seconds
  // (first touch and initialisation before every repetition).
  if (plan.profile == Profile::quick && octaves.size() > 1) octaves.erase(octaves.begin() + 1, octaves.end());
  std::vector<std::size_t> out;
  for (const std::size_t ws : geometric_sizes(plan.ws_min_bytes, plan.dense_max_bytes, per_octave, multiple))
    if (octaves.empty() || ws < octaves.back()) out.push_back(ws);
  out.insert(out.end(), octaves.rbegin(), octaves.rend());
  return out;
}

std::vector<std::size_t> geometric_sizes(std::size_t lo, std::size_t hi, int per_octave, std::size_t multiple) {
  std::vector<std::size_t> out;
  const double step = std::pow(2.0, 1.0 / per_octave);
  for (double s = static_cast<double>(lo); s <= static_cast<double>(hi) * 1.0001; s *= step) {
    std::size_t v = static_cast<std::size_t>(std::llround(s / static_cast<double>(multiple))) * multiple;
    // Never past hi: a sweep's last dense point rounded up past plan.dense_max_bytes would be taken
    // for a DRAM one (repetitions_at, the stream inputs' placement) while its kind's fellows are not.
    v = std::max(multiple, std::min(v, hi / multiple * multiple));
    if (out.empty() || v != out.back()) out.push_back(v);
  }
  return out;
}

}  // namespace cpuroof::bench
