#pragma once
// `cpuroof show DIR`: an existing result folder on the terminal.
#include <ostream>
#include <string>

namespace cpuroof::analysis {

// Prints the headline screen of an existing result folder (report/report_headline.hpp); with `all`,
// the full terminal summary after it.
int run_show(const std::string& dir, std::ostream& out, bool all = false);

}  // namespace cpuroof::analysis
