#pragma once
// The short terminal summary of a result folder: roofs per thread count, ridge points, and where
// each kernel family landed. Built from the CSV tables alone, so `fit` and `show` print the same.
#include <map>
#include <string>

#include "io/csv.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// `roofline` is the one read back from `roofs` (result_from_tables): its ridge points are ridge.hpp's.
// `checks` (checks.csv: A/A and drift) may be empty.
std::string render_summary(const Roofline& roofline, const CsvTable& roofs, const CsvTable& points,
                           const CsvTable& checks, const std::map<std::string, std::string>& meta);

}  // namespace cpuroof::analysis
