#pragma once
// The tidy CSV tables a result folder holds (columns documented in results/README.md).
#include "csv.hpp"
#include "points.hpp"
#include "roofline.hpp"

namespace cpuroof::analysis {

inline constexpr const char* kSchemaVersion = "1";

CsvTable roofs_table(const Roofline& roofline);
CsvTable points_table(const std::vector<KernelPoint>& points);

}  // namespace cpuroof::analysis
