#pragma once
// The roofs the plot and report use, and the roofline's roofs.csv with each marked.
#include "io/csv.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// Whether a roof is the one the plot and report use: a bandwidth roof the best access kind at its
// level and thread count, a compute roof the ridge's peak (best FMA roof over the ISAs) of its dtype
// and thread count.
bool is_best_roof(const Roofline& roofline, const Roof& roof);

// roofs.csv of the roofline (format/roofs_table.hpp), its `best` column from is_best_roof.
CsvTable roofs_table(const Roofline& roofline);

}  // namespace cpuroof::analysis
