#pragma once
// The columns of the tables cpuroof writes and never reads back, each in its order: their writers
// sit beside what they tabulate (families/, report/). Columns documented in results/README.md.
#include <string>
#include <vector>

namespace cpuroof::analysis {

// fusion.csv
extern const std::vector<std::string> kFusionColumns;
// intensity_fit.csv
extern const std::vector<std::string> kIntensityFitColumns;
// intensity_points.csv
extern const std::vector<std::string> kIntensityPointsColumns;
// compare_roofs.csv
inline constexpr char kCompareRoofsFile[] = "compare_roofs.csv";
extern const std::vector<std::string> kCompareRoofsColumns;
// compare_points.csv
extern const std::vector<std::string> kComparePointsColumns;
// compare_latency.csv
extern const std::vector<std::string> kCompareLatencyColumns;
// index.csv (its run columns, before the roofs.csv columns)
extern const std::vector<std::string> kIndexRunColumns;
// The `kind` of index.csv's rows of a level's latency (latency.csv's levels beside the roofs).
inline constexpr char kIndexLatencyKind[] = "latency";
// history.csv
extern const std::vector<std::string> kHistoryColumns;
// health.csv
extern const std::vector<std::string> kHealthColumns;
// placed.csv: points.csv's columns (format/points_table.hpp), then kPlacedMoreColumns
inline constexpr char kPlacedFile[] = "placed.csv";
// placed.csv's columns after points.csv's
extern const std::vector<std::string> kPlacedMoreColumns;

}  // namespace cpuroof::analysis
