#pragma once
// A Google Benchmark reporter that keeps each run's error message ("" for a run without one): for
// tests that run registered benchmarks and check how they failed.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

class BenchmarkErrors : public benchmark::BenchmarkReporter {
 public:
  bool ReportContext(const Context&) override { return true; }
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& r : runs) errors.push_back(r.error_occurred ? r.error_message : "");
  }
  std::vector<std::string> errors;
};
