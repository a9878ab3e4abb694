#pragma once
// Console progress for long runs: "[k/N repetitions] done %, elapsed, ETA, benchmark", at most about
// once a second, instead of Google Benchmark's table (the results go to the JSON file). The estimate
// comes from the repetitions timed so far (progress_estimate.hpp), fed by every benchmark call
// (on_call, which main hands the harness), so it speaks from the first seconds, before any benchmark
// has finished all its repetitions.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "aligned_buffer.hpp"
#include "progress_estimate.hpp"

namespace cpuroof::bench {

class ProgressReporter : public benchmark::BenchmarkReporter {
 public:
  // `repetitions`: of all the benchmarks together (some have their own count).
  ProgressReporter(std::size_t total_benchmarks, std::size_t repetitions, bool interleaved)
      : total_(total_benchmarks),
        repetitions_(repetitions),
        interleaved_(interleaved),
        clock_(total_benchmarks, repetitions, interleaved) {}

  bool ReportContext(const Context&) override {
    start_ = last_ = std::chrono::steady_clock::now();
    if (interleaved_ && repetitions_ > total_)
      std::fprintf(stdout, "%zu benchmarks, %zu repetitions, shuffled\n", total_, repetitions_);
    return true;
  }

  // At the start of every call of a benchmark's function (outside its timed loop).
  void on_call(const std::string& benchmark) {
    const auto now = std::chrono::steady_clock::now();
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    // The pool's new blocks cost their populating once, mostly early (every size is new then), and
    // seconds each in a VM: left in, the estimate at a tenth of a quick run was 40-280% over on a
    // Zen 5 VM, left out -2 to +19% (six runs). The populating still to come is not in the estimate.
    const double repetitions_s = elapsed - new_block_seconds();
    clock_.call(benchmark, repetitions_s);
    if (now - last_ < std::chrono::seconds(1)) return;
    last_ = now;
    const double left = clock_.seconds_left(repetitions_s);
    if (left <= 0) return;
    std::fprintf(stdout, "[%5zu/%zu repetitions] %3.0f%% %4.0f s elapsed, ETA %4.0f s  %s\n", clock_.started(),
                 clock_.planned(), 100 * elapsed / (elapsed + left), elapsed, left, benchmark.c_str());
    std::fflush(stdout);
  }

  // Called once per benchmark with all its repetitions, then again with their aggregates: only
  // failures are worth a line here.
  void ReportRuns(const std::vector<Run>& runs) override {
    bool any = false;
    for (const Run& r : runs) {
      if (r.run_type == Run::RT_Aggregate) continue;
      any = true;
      if (r.error_occurred)
        std::fprintf(stdout, "  FAILED %s: %s\n", r.benchmark_name().c_str(), r.error_message.c_str());
    }
    finished_ += any;
  }

  void Finalize() override {
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    std::fprintf(stdout, "measured %zu benchmarks in %.0f s (%.1f s of it populating new buffers)\n", finished_,
                 elapsed, new_block_seconds());
  }

 private:
  std::size_t total_;
  std::size_t repetitions_;
  bool interleaved_;
  RepetitionClock clock_;
  std::size_t finished_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace cpuroof::bench
