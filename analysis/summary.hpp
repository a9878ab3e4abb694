#pragma once
// The short terminal summary of a result folder: roofs per thread count, ridge points, and where
// each kernel family landed. Built from the CSV tables alone, so `fit` and `show` print the same.
#include <map>
#include <string>

#include "csv.hpp"

namespace cpuroof::analysis {

std::string render_summary(const CsvTable& roofs, const CsvTable& points, const std::map<std::string, std::string>& meta);

}  // namespace cpuroof::analysis
