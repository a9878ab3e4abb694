#pragma once
// Console progress for long runs: "[k/N] elapsed, ETA, benchmark", at most about once a second,
// instead of Google Benchmark's table (the results go to the JSON file).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <vector>

namespace cpuroof::bench {

class ProgressReporter : public benchmark::BenchmarkReporter {
 public:
  explicit ProgressReporter(std::size_t total_runs) : total_(total_runs) {}

  bool ReportContext(const Context&) override {
    start_ = last_ = std::chrono::steady_clock::now();
    return true;
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& r : runs) {
      if (r.run_type == Run::RT_Aggregate) continue;
      ++done_;
      if (r.error_occurred) std::fprintf(stdout, "  FAILED %s: %s\n", r.benchmark_name().c_str(), r.error_message.c_str());
      const auto now = std::chrono::steady_clock::now();
      if (now - last_ < std::chrono::seconds(1) && done_ != total_) continue;
      last_ = now;
      const double elapsed = std::chrono::duration<double>(now - start_).count();
      const double eta = done_ < total_ && done_ > 0 ? elapsed / done_ * (total_ - done_) : 0;
      std::fprintf(stdout, "[%5zu/%zu] %3.0f s elapsed, ETA %3.0f s  %s\n", done_, total_, elapsed, eta,
                   r.benchmark_name().c_str());
      std::fflush(stdout);
    }
  }

  void Finalize() override {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::fprintf(stdout, "measured %zu runs in %.0f s\n", done_, elapsed);
  }

 private:
  std::size_t total_;
  std::size_t done_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace cpuroof::bench
