#pragma once
// The headline screen of a result, as `cpuroof fit` and `cpuroof show` print it.
#include <map>
#include <string>

#include "io/csv.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

// The headline screen of a result, its checks read from checks.csv's rows.
std::string headline_of(const ResultSet& result, const std::map<std::string, std::string>& meta,
                        const CsvTable& checks);

}  // namespace cpuroof::analysis
