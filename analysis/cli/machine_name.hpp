#pragma once
// `cpuroof machine-name FILE`: the name results/<name>/ folders are given.
#include <ostream>
#include <string>

namespace cpuroof::analysis {

// Prints the machine's folder name (model/identity.hpp, e.g. "amd-zen5-2c") from a raw.json, a
// meta.json or a result folder; scripts/run.sh names results/<name>/ with it.
int run_machine_name(const std::string& path, std::ostream& out);

}  // namespace cpuroof::analysis
