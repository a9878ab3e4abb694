#include "latency_plan.hpp"

#include <algorithm>
#include <cmath>

namespace cpuroof::bench {
namespace {

// The chase's size nearest `ws` in log terms.
std::size_t nearest(const std::vector<std::size_t>& sizes, std::size_t ws) {
  const auto distance = [ws](std::size_t s) {
    return std::abs(std::log(static_cast<double>(s)) - std::log(static_cast<double>(ws)));
  };
  return *std::min_element(sizes.begin(), sizes.end(),
                           [&](std::size_t a, std::size_t b) { return distance(a) < distance(b); });
}

}  // namespace

std::size_t latency_dram_bytes(const BenchPlan& plan) {
  return plan.profile == Profile::full ? plan.ws_max_bytes : plan.dense_max_bytes;
}

std::vector<std::size_t> latency_sweep_sizes(const BenchPlan& plan) {
  if (plan.profile == Profile::full) return sweep_sizes(plan, 2, kLatencyWsMultiple);
  std::vector<std::size_t> sizes = geometric_sizes(plan.ws_min_bytes, latency_dram_bytes(plan), 2, kLatencyWsMultiple);
  const std::size_t dram = latency_dram_bytes(plan) / kLatencyWsMultiple * kLatencyWsMultiple;
  if (sizes.back() < dram) sizes.push_back(dram);
  return sizes;
}

std::vector<std::size_t> mlp_sizes(const BenchPlan& plan) {
  const std::vector<std::size_t> sweep = latency_sweep_sizes(plan);
  std::vector<std::size_t> sizes = {sweep.back()};
  if (plan.profile == Profile::full) {
    sizes.push_back(nearest(sweep, std::size_t{256} << 10));
    if (plan.largest_cache_bytes > 0) sizes.push_back(nearest(sweep, plan.largest_cache_bytes / 2));
  }
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  return sizes;
}

std::vector<int> mlp_chains(const BenchPlan& plan) {
  if (plan.profile == Profile::full) return {2, 4, 8, 16, 32, 64, 128, 256};
  return {8, 16, 32, 64, 128};
}

std::vector<Placement> loaded_placements(const BenchPlan& plan) {
  std::vector<Placement> out;
  for (const Placement& at : plan.placements)
    if (at.threads >= 2) out.push_back(at);
  if (plan.profile != Profile::full && out.size() > 1) out.erase(out.begin(), out.end() - 1);
  return out;
}

}  // namespace cpuroof::bench
