#pragma once
// checks.csv: one row per check of the run and of its roofs, written and read back here (columns
// documented in results/README.md).
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "format/check.hpp"
#include "io/csv.hpp"

namespace cpuroof::analysis {

// Its file in a result folder.
inline constexpr char kChecksFile[] = "checks.csv";

CsvTable checks_table(const std::vector<Check>& checks);

// A folder's checks.csv, checked (an empty table when the folder has none); InputError naming the file.
CsvTable read_checks_table(const std::filesystem::path& dir);
// Each check's name and whether it passed.
std::map<std::string, bool> checks_passed(const CsvTable& checks);

}  // namespace cpuroof::analysis
