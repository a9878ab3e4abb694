#pragma once
// Whether any kernel beat the roof it is judged against: a row of checks.csv. Pure.
#include <optional>
#include <vector>

#include "checks/checks.hpp"
#include "model/points.hpp"

namespace cpuroof::analysis {

// above_roof: a roof promises that no kernel does better. A kernel beats its roof when the low end of
// its median's interval is above the high end of the roof's interval, at its level, access kind,
// thread count and kind of core (compute: its dtype, ISA and mix): then the roof, measured below what
// the machine gives, is wrong, and the check fails, naming the furthest kernel and its roof. nullopt
// when no point has a roof.
std::optional<Check> above_roof_check(const std::vector<KernelPoint>& points);

}  // namespace cpuroof::analysis
