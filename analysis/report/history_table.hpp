#pragma once
// `cpuroof history`'s outputs: history.csv (columns: results/README.md, "history.csv") and the
// lines it prints. Pure.
#include <string>

#include "io/csv.hpp"
#include "model/history.hpp"

namespace cpuroof::analysis {

// One row per headline roof per run that has it: series by series, each in time order.
CsvTable history_table(const MachineHistory& h);

// Terminal text: the machine and the runs' span, one line per roof that fell past the noise, a count.
std::string render_history(const MachineHistory& h);

}  // namespace cpuroof::analysis
