#pragma once
// A 95% interval as the tables write it beside a value (`<column>_ci_low`, `<column>_ci_high`).

namespace cpuroof::analysis {

struct Interval {
  double low = 0;
  double high = 0;
};

}  // namespace cpuroof::analysis
