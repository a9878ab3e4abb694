#include "io/measurement.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace cpuroof::analysis {

std::vector<double> Measurement::counter(const std::string& key) const {
  std::vector<double> out;
  out.reserve(reps.size());
  for (const auto& r : reps) out.push_back(r.counters.at(key));
  return out;
}

bool Measurement::has_counter(const std::string& key) const {
  return !reps.empty() &&
         std::all_of(reps.begin(), reps.end(), [&](const Repetition& r) { return r.counters.count(key); });
}

std::string Measurement::label_or(const std::string& key, const std::string& fallback) const {
  const auto it = label.find(key);
  return it == label.end() ? fallback : it->second;
}

std::string RawRun::access_of(const Measurement& m, const std::string& fallback) const {
  if (const auto access = catalog.text(m.family, m.kernel, "access"); access && !access->empty()) return *access;
  return m.label_or("access", fallback);
}

std::optional<double> RawRun::context_number(const std::string& key) const {
  const auto it = context.find(key);
  if (it == context.end()) return std::nullopt;
  try {
    std::size_t used = 0;
    const double v = std::stod(it->second, &used);
    if (used != it->second.size() || !std::isfinite(v) || v < 0) return std::nullopt;
    return v;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

}  // namespace cpuroof::analysis
