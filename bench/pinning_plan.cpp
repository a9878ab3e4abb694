#include "pinning_plan.hpp"

#include <algorithm>

namespace cpuroof::bench {
namespace {

// The sweep's counts up to `cores`, then `cores` itself; all capped by the sweep's largest count.
std::vector<int> counts_within(const std::vector<int>& thread_counts, int cores) {
  const int most = thread_counts.empty() ? 1 : thread_counts.back();
  const int top = std::min(cores, most);
  std::vector<int> out;
  for (const int t : thread_counts)
    if (t < top) out.push_back(t);
  out.push_back(top);
  return out;
}

// The first hardware thread of each core, in order.
std::vector<int> first_threads(const std::vector<std::vector<int>>& cores) {
  std::vector<int> out;
  for (const auto& core : cores) out.push_back(core.front());
  return out;
}

template <class T>
std::vector<T> first_n(const std::vector<T>& items, int n) {
  return std::vector<T>(items.begin(),
                        items.begin() + std::min<std::ptrdiff_t>(n, static_cast<std::ptrdiff_t>(items.size())));
}

}  // namespace

std::vector<Placement> plan_placements(const std::vector<CoreKind>& kinds, const std::vector<int>& thread_counts,
                                       const std::vector<int>& pin_order) {
  std::vector<Placement> out;
  if (!is_hybrid(kinds)) {
    for (const int t : thread_counts)
      if (pin_order.empty())
        out.push_back({"", t, {}, {}});
      else
        out.push_back({"", t, first_n(pin_order, t), std::vector<std::string>(first_n(pin_order, t).size())});
    return out;
  }
  std::vector<int> every_core;
  std::vector<std::string> every_core_kind;
  for (const auto& kind : kinds) {
    const std::vector<int> cpus = first_threads(kind.cores);
    every_core.insert(every_core.end(), cpus.begin(), cpus.end());
    every_core_kind.insert(every_core_kind.end(), cpus.size(), kind.name);
    for (const int t : counts_within(thread_counts, static_cast<int>(cpus.size())))
      out.push_back({kind.name, t, first_n(cpus, t), first_n(std::vector<std::string>(cpus.size(), kind.name), t)});
  }
  const int first_kind_cores = static_cast<int>(kinds.front().cores.size());
  for (const int t : counts_within(thread_counts, static_cast<int>(every_core.size())))
    if (t > first_kind_cores) out.push_back({kAllKinds, t, first_n(every_core, t), first_n(every_core_kind, t)});
  return out;
}

std::vector<std::pair<std::string, std::string>> with_kind(std::vector<std::pair<std::string, std::string>> params,
                                                           const Placement& at) {
  if (!at.kind.empty()) params.emplace_back("kind", at.kind);
  return params;
}

}  // namespace cpuroof::bench
