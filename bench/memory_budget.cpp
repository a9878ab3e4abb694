#include "memory_budget.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "platform/platform.hpp"

namespace cpuroof::bench {

std::size_t headroom(std::size_t limit, std::size_t used) { return limit > used ? limit - used : 0; }

MemoryBudget least_of(std::vector<MemoryLimit> limits) {
  MemoryBudget b;
  b.limits = std::move(limits);
  const auto least = std::min_element(b.limits.begin(), b.limits.end(),
                                      [](const MemoryLimit& x, const MemoryLimit& y) { return x.bytes < y.bytes; });
  if (least == b.limits.end()) {
    b.bytes = std::numeric_limits<std::size_t>::max();
    b.source = "none found";
    return b;
  }
  b.bytes = least->bytes;
  b.source = least->source;
  return b;
}

std::string MemoryBudget::describe() const {
  std::string out;
  for (const MemoryLimit& l : limits) out += (out.empty() ? "" : "; ") + l.source + ": " + std::to_string(l.bytes);
  return out.empty() ? "none found" : out;
}

MemoryBudget read_memory_budget() {
  std::vector<MemoryLimit> limits;
  for (const platform::MemoryCap& cap : platform::memory_caps())
    limits.push_back({cap.source, headroom(cap.limit, cap.used)});
  return least_of(std::move(limits));
}

std::string bytes_text(std::size_t bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 4) v /= 1024, ++u;
  char buf[32];
  std::snprintf(buf, sizeof(buf), v < 10 && u > 0 ? "%.1f %s" : "%.0f %s", v, units[u]);
  return buf;
}

MemoryBudget planned_memory_budget(std::size_t bytes) {
  return least_of({{"the planned topology's memory (hwloc)", bytes}});
}

}  // namespace cpuroof::bench
