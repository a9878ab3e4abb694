// The benchmark registry (bench/harness.hpp's add and registered): a benchmark with its own
// repetitions runs that many, and the name it is registered under is the one Google Benchmark
// filters and reports, so the progress line and the space check count what will run; run_case fails
// every repetition of a kernel that fails verification.
#include <gtest/gtest.h>

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "harness.hpp"

namespace {

// The names of the repetitions Google Benchmark reports (aggregates left out), and which of them
// stopped with an error.
class RunNames : public benchmark::BenchmarkReporter {
 public:
  bool ReportContext(const Context&) override { return true; }
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& r : runs)
      if (r.run_type == Run::RT_Iteration) {
        names.push_back(r.benchmark_name());
        errors.push_back(r.error_occurred);
      }
  }
  std::vector<std::string> names;
  std::vector<bool> errors;
};

// A case whose kernel never matches its reference; counts the calls it is timed for.
struct WrongKernel {
  int* timed_calls;
  bool verify(benchmark::State& state) {
    state.SkipWithError("verification failed at index 0");
    return false;
  }
  void call() { ++*timed_calls; }
  [[nodiscard]] cpuroof::bench::Report report() const { return {}; }
};

const cpuroof::bench::Registered& last_registered() { return cpuroof::bench::registered().back(); }

// Repetitions of a millisecond, not Google Benchmark's default half second (MinTime on a benchmark
// would add to its name).
void short_repetitions() {
  static char program[] = "test_bench", min_time[] = "--benchmark_min_time=0.001";
  char* argv[] = {program, min_time};
  int argc = 2;
  benchmark::Initialize(&argc, argv);
}

TEST(Registry, ABenchmarksOwnRepetitionsRunAndNameIt) {
  short_repetitions();
  cpuroof::bench::add("registry/own/hand/f64",
                      [](benchmark::State& s) {
                        for (auto _ : s) benchmark::DoNotOptimize(s.iterations());
                      },
                      4, {});
  cpuroof::bench::register_with_benchmark();
  const cpuroof::bench::Registered own = last_registered();
  EXPECT_EQ(own.repetitions, 4);
  EXPECT_EQ(own.run_name(), "registry/own/hand/f64/repeats:4/real_time");
  RunNames run;
  benchmark::RunSpecifiedBenchmarks(&run, "^registry/own/");
  EXPECT_EQ(run.names, std::vector<std::string>(4, own.run_name()));
}

TEST(Registry, ABenchmarkWithoutItsOwnRepetitionsTakesTheRuns) {
  short_repetitions();
  cpuroof::bench::add("registry/plain/hand/f64",
                      [](benchmark::State& s) {
                        for (auto _ : s) benchmark::DoNotOptimize(s.iterations());
                      },
                      0, {});
  cpuroof::bench::register_with_benchmark();
  const cpuroof::bench::Registered plain = last_registered();
  EXPECT_EQ(plain.repetitions, 0);
  RunNames run;
  benchmark::RunSpecifiedBenchmarks(&run, "^registry/plain/");
  EXPECT_EQ(run.names, std::vector<std::string>{plain.run_name()});
}

// Only a benchmark's first repetition verifies: the later ones must not time the wrong kernel, and
// Google Benchmark's statistics abort the whole run over repetitions of unequal iterations.
TEST(Registry, AKernelThatFailsVerificationFailsEveryRepetitionUntimed) {
  short_repetitions();
  static int timed_calls = 0;
  cpuroof::bench::add("registry/wrong/hand/f64",
                      [](benchmark::State& s) { cpuroof::bench::run_case(s, WrongKernel{&timed_calls}); }, 3, {});
  cpuroof::bench::register_with_benchmark();
  RunNames run;
  benchmark::RunSpecifiedBenchmarks(&run, "^registry/wrong/");
  EXPECT_EQ(run.names.size(), 3u);
  EXPECT_EQ(run.errors, std::vector<bool>(3, true));
  EXPECT_EQ(timed_calls, 0);
}

}  // namespace
