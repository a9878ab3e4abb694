#pragma once
// history.gp: the headline roofs of one machine's runs over time, for a person to see at a glance
// whether the machine got slower. One panel for one thread and one for the most threads measured;
// in each, every headline roof (f64 and f32 peaks, each level's best bandwidth) as a line over the
// runs in time order, relative to its value in the first run that has it (absolute values are in
// the key and history.csv), each point with its run's 95% interval; a red ring marks a fall past the
// noise (model/history.hpp). The runs sit evenly spaced, labelled with their start time. history.gp
// renders history.svg and history.png from history.dat, which holds numbers only. Pure.
#include <vector>

#include "model/history.hpp"
#include "plot/plot.hpp"

namespace cpuroof::analysis {

// history.gp (first) and history.dat.
std::vector<PlotFile> history_plot(const MachineHistory& h);

}  // namespace cpuroof::analysis
