#pragma once
// Console progress for long runs: "[k/N] done %, elapsed, ETA, benchmark", at most about once a
// second, instead of Google Benchmark's table (the results go to the JSON file).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <vector>

#include "progress_estimate.hpp"

namespace cpuroof::bench {

class ProgressReporter : public benchmark::BenchmarkReporter {
 public:
  ProgressReporter(std::size_t total_benchmarks, int repetitions, bool interleaved)
      : total_(total_benchmarks), repetitions_(repetitions), interleaved_(interleaved) {}

  bool ReportContext(const Context&) override {
    start_ = last_ = std::chrono::steady_clock::now();
    if (interleaved_ && repetitions_ > 1)
      std::fprintf(stdout, "%zu benchmarks x %d repetitions, shuffled: a benchmark is listed after its last one\n",
                   total_, repetitions_);
    return true;
  }

  // Called once per benchmark, with all its repetitions.
  void ReportRuns(const std::vector<Run>& runs) override {
    bool any = false;
    for (const Run& r : runs) {
      if (r.run_type == Run::RT_Aggregate) continue;
      any = true;
      if (r.error_occurred)
        std::fprintf(stdout, "  FAILED %s: %s\n", r.benchmark_name().c_str(), r.error_message.c_str());
    }
    if (!any) return;
    ++finished_;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::seconds(1) && finished_ != total_) return;
    last_ = now;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const double done = fraction_done(finished_, total_, repetitions_, interleaved_);
    std::fprintf(stdout, "[%4zu/%zu] %3.0f%% %4.0f s elapsed, ETA %4.0f s  %s\n", finished_, total_, 100 * done,
                 elapsed, eta_seconds(elapsed, done), runs.front().benchmark_name().c_str());
    std::fflush(stdout);
  }

  void Finalize() override {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::fprintf(stdout, "measured %zu benchmarks in %.0f s\n", finished_, elapsed);
  }

 private:
  std::size_t total_;
  int repetitions_;
  bool interleaved_;
  std::size_t finished_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace cpuroof::bench
