#pragma once
// The short terminal summary of a result folder: roofs per thread count, ridge points, and where
// each kernel family landed. Built from the CSV tables alone, so `fit` and `show` print the same.
#include <map>
#include <string>

#include "csv.hpp"

namespace cpuroof::analysis {

// `checks` (checks.csv: A/A and drift) may be empty.
std::string render_summary(const CsvTable& roofs, const CsvTable& points, const CsvTable& checks,
                           const std::map<std::string, std::string>& meta);

}  // namespace cpuroof::analysis
