#pragma once
// The check of that name among a run's checks, or nullptr.
#include <string>
#include <vector>

#include "checks/checks.hpp"

inline const cpuroof::analysis::Check* find_check(const std::vector<cpuroof::analysis::Check>& checks,
                                                  const std::string& name) {
  for (const auto& c : checks)
    if (c.name == name) return &c;
  return nullptr;
}
