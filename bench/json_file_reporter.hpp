#pragma once
// The JSON file holds every repetition and no aggregates: the analysis computes its own statistics,
// and Google Benchmark 1.7.1 writes NaN (invalid JSON) into the CV of a counter whose mean is 0.
#include <benchmark/benchmark.h>

#include <vector>

namespace cpuroof::bench {

class RepetitionsJsonReporter : public benchmark::JSONReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    std::vector<Run> kept;
    for (const Run& r : runs)
      if (r.run_type != Run::RT_Aggregate) kept.push_back(r);
    if (!kept.empty()) JSONReporter::ReportRuns(kept);
  }
};

}  // namespace cpuroof::bench
