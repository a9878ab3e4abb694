#include "report/meta.hpp"

namespace cpuroof::analysis {

std::map<std::string, std::string> run_metadata(const RawRun& run) {
  std::map<std::string, std::string> meta;
  for (const auto& [key, value] : run.context) {
    // The kernel catalog describes the kernels, not the machine: it stays in raw.json (run.catalog).
    if (key == "cpuroof_kernels") continue;
    if (key.rfind("cpuroof_", 0) == 0) meta[key.substr(8)] = value;
    // Google Benchmark's "mhz_per_cpu" is the TSC rate, not the core clock: keep it under that name.
    else if (key == "mhz_per_cpu")
      meta["tsc_mhz"] = value;
    else
      meta["benchmark_" + key] = value;
  }
  return meta;
}

}  // namespace cpuroof::analysis
