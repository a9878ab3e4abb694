#pragma once
// latency.csv: the latency family's levels and loaded latencies, a row each, written and read back
// here (columns documented in results/README.md).
#include <filesystem>
#include <string>
#include <vector>

#include "format/latency_rows.hpp"
#include "io/csv.hpp"

namespace cpuroof::analysis {

// Its file in a result folder.
inline constexpr char kLatencyFile[] = "latency.csv";

// Level rows first (kind "level"), then the loaded latencies (kind "loaded").
CsvTable latency_table(const std::vector<LatencyLevel>& levels, const std::vector<LoadedLatency>& loaded);

// The table's level rows; `where` names the file in errors.
std::vector<LatencyLevel> latency_from_table(const CsvTable& latency, const std::string& where);
// The folder's latency.csv levels; empty when it has none (a run without the latency family).
std::vector<LatencyLevel> read_latency(const std::filesystem::path& dir);

}  // namespace cpuroof::analysis
