#pragma once
// What `compare --fail-below` prints: one line per roof that fell (or is missing from the new run),
// then a count. Terminal text: nothing from the runs' tables reaches it unescaped.
#include <string>

#include "model/regression_gate.hpp"

namespace cpuroof::analysis {

std::string render_gate(const Comparison& c, const GateVerdict& verdict);

}  // namespace cpuroof::analysis
