#pragma once
// `cpuroof index --health`'s outputs: health.csv (columns: results/README.md, "health.csv") and the
// lines it prints, one per flagged node and a count. Pure.
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "model/fleet_health.hpp"

namespace cpuroof::analysis {

// One row per roof per node judged (fleet_health's rows, in its order).
CsvTable health_table(const std::vector<FleetRun>& runs, const FleetHealth& health);

// Terminal text: "health: FLAGGED <node> ..." per flagged node, then "health: N of M runs flagged ...;
// wrote <file>".
std::string render_health(const std::vector<FleetRun>& runs, const FleetHealth& health, const std::string& file);

}  // namespace cpuroof::analysis
