#pragma once
// A roof named by its role, for the lines and tables that follow one roof across runs (compare
// --fail-below, index --health, history): "f64 avx512 fma", "DRAM update", with the kind of core on a
// hybrid run ("L1 read (P)"). Text from the run's tables: the caller makes it safe for where it goes.
#include <string>

#include "model/roofline.hpp"

namespace cpuroof::analysis {

std::string roof_role_name(const Roof& r);

// The unit of its value: GFLOP/s, GOP/s (integer dtypes) or GB/s.
std::string roof_value_unit(const Roof& r);

}  // namespace cpuroof::analysis
