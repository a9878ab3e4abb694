#pragma once
// meta.json: the machine and software facts the bench recorded in the JSON context, with the
// "cpuroof_" prefix dropped, beside Google Benchmark's own context fields. Its `schema_version` is
// thus the bench context's (machine/bench_context.hpp), not the CSV tables'. Written and read back by
// format/meta_json.hpp.
#include <map>
#include <string>

#include "io/measurement.hpp"

namespace cpuroof::analysis {

std::map<std::string, std::string> run_metadata(const RawRun& run);

}  // namespace cpuroof::analysis
