#pragma once
// meta.json: the machine and software facts the bench recorded in the JSON context, with the
// "cpuroof_" prefix dropped, beside Google Benchmark's own context fields. Its `schema_version` is
// thus the bench context's (machine/bench_context.hpp), not the CSV tables'.
#include <map>
#include <string>

#include "model/measurement.hpp"

namespace cpuroof::analysis {

std::map<std::string, std::string> run_metadata(const RawRun& run);
std::string metadata_json(const std::map<std::string, std::string>& meta);
// Reads meta.json of a result folder; InputError if it is not a JSON object of strings.
std::map<std::string, std::string> read_metadata(const std::string& path);

}  // namespace cpuroof::analysis
