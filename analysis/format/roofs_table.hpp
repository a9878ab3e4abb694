#pragma once
// roofs.csv: one row per roof, written and read back here (columns documented in results/README.md).
#include <functional>
#include <string>
#include <vector>

#include "format/roof.hpp"
#include "io/csv.hpp"

namespace cpuroof::analysis {

// Its file in a result folder.
inline constexpr char kRoofsFile[] = "roofs.csv";

// The columns a reader requires; the rest are optional (tables of older versions lack them).
extern const std::vector<std::string> kRoofsRequiredColumns;

// Rows in reading order: compute before bandwidth, levels fastest first (L1, L2, ..., DRAM). `best`
// says whether a roof is the one the plot and report use; `hybrid`: a run of more than one kind of core
// (version 3, with the core_kind column).
CsvTable roofs_table(const std::vector<Roof>& roofs, const std::function<bool(const Roof&)>& best, bool hybrid);

// The roofs of a table as roofs_table writes it (versions 1 to 3), checked; `file` names it in errors.
std::vector<Roof> roofs_from_table(const CsvTable& roofs, const std::string& file);

}  // namespace cpuroof::analysis
