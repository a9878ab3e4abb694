#pragma once
// One check of a run or of its roofs, as checks.csv records it (format/checks_table.hpp).
#include <string>

#include "format/interval.hpp"

namespace cpuroof::analysis {

struct Check {
  std::string name;  // "aa", "drift", or a quiet-host check (quiet_host.hpp)
  double value = 0;  // aa: time ratio A/B; drift: late/early time ratio (median over benchmarks)
  Interval ci;       // bootstrap 95% interval of value
  bool pass = true;
  std::string detail;  // one sentence for the summary and report
};

}  // namespace cpuroof::analysis
