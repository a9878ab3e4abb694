#pragma once
// A run's metadata (meta.json: the bench's context and what fit added) is one map of strings; this is
// the one lookup its readers use, a fact the run did not record being a fallback, not an error.
#include <map>
#include <string>

namespace cpuroof::analysis {

// The value recorded for `key`, or `fallback` when the run has none.
inline std::string get(const std::map<std::string, std::string>& meta, const std::string& key,
                       const std::string& fallback = "") {
  const auto it = meta.find(key);
  return it == meta.end() ? fallback : it->second;
}

}  // namespace cpuroof::analysis
