#pragma once
// A run's metadata (meta.json: the bench's context and what fit added) is one map of strings; this is
// the one lookup its readers use, a fact the run did not record being a fallback, not an error.
#include <cmath>
#include <cstdlib>
#include <map>
#include <string>

namespace cpuroof::analysis {

// The value recorded for `key`, or `fallback` when the run has none.
inline std::string get(const std::map<std::string, std::string>& meta, const std::string& key,
                       const std::string& fallback = "") {
  const auto it = meta.find(key);
  return it == meta.end() ? fallback : it->second;
}

// The number recorded for `key`; 0 when the run has none or it is not a whole finite number.
inline double meta_number(const std::map<std::string, std::string>& meta, const std::string& key) {
  const std::string v = get(meta, key);
  char* end = nullptr;
  const double d = v.empty() ? 0 : std::strtod(v.c_str(), &end);
  return !v.empty() && *end == '\0' && std::isfinite(d) ? d : 0;
}

}  // namespace cpuroof::analysis
