#pragma once
// The short terminal summary of a result folder: roofs per thread count, ridge points, and where
// each kernel family landed, as `cpuroof show --all` prints it from a folder read back.
#include <map>
#include <string>

#include "io/csv.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

// `result` read back from the folder's tables (result_from_tables); `checks` (checks.csv: A/A and
// drift) may be empty.
std::string render_summary(const ResultSet& result, const CsvTable& checks,
                           const std::map<std::string, std::string>& meta);

}  // namespace cpuroof::analysis
