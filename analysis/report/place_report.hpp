#pragma once
// What `cpuroof place` writes of the points it placed (model/place.hpp): placed.csv and place.md.
#include <string>
#include <vector>

#include "model/place.hpp"

namespace cpuroof::analysis {

// placed.csv's text: points.csv's columns (report/tables.hpp points_table) plus speedup_left, roofs_dir,
// roofs_host, work_host and same_host, a row per point. Written row by row: a million points would
// take a GB as cells.
std::string placed_csv(const std::vector<KernelPoint>& points, const PlaceOrigin& origin);

// place.md: the origin of the roofs and one line per point (rate, roofs, efficiency, bound, speedup),
// the first 1000 points and a line saying how many more placed.csv has.
std::string render_place_report(const std::vector<KernelPoint>& points, const PlaceOrigin& origin);

}  // namespace cpuroof::analysis
