// verify_each (bench/harness.hpp): a check large enough to run on several threads still names the
// first bad index, and a correct result passes.
#include <gtest/gtest.h>

#include <benchmark/benchmark.h>

#include <cstddef>
#include <string>
#include <vector>

#include "benchmark_errors.hpp"
#include "harness.hpp"

namespace {

// Runs a benchmark that checks `got` against want(i) = i, and returns its error ("" when it passed).
std::string check(const std::string& name, const std::vector<double>& got) {
  benchmark::RegisterBenchmark(name.c_str(), [&got](benchmark::State& state) {
    if (!cpuroof::bench::verify_each(
            state, got.data(), [](std::size_t i) { return static_cast<double>(i); }, got.size(), 1e-12))
      return;
    for (auto _ : state) benchmark::DoNotOptimize(got.data());
  })->Iterations(1);
  BenchmarkErrors errors;
  benchmark::RunSpecifiedBenchmarks(&errors, "^" + name + "/iterations:1$");
  return errors.errors.size() == 1 ? errors.errors[0] : "ran " + std::to_string(errors.errors.size()) + " times";
}

TEST(VerifyEach, OnSeveralThreadsNamesTheFirstBadIndex) {
  cpuroof::bench::set_verification_threads(4);
  std::vector<double> got(300000);
  for (std::size_t i = 0; i < got.size(); ++i) got[i] = static_cast<double>(i);
  EXPECT_EQ(check("verify/good/hand/f64", got), "");
  // One bad value in the last thread's quarter and one in the second's: the second is named.
  got[290000] = -1;
  got[100001] = -2;
  const std::string error = check("verify/bad/hand/f64", got);
  EXPECT_NE(error.find("verification failed at index 100001: got -2"), std::string::npos) << error;
  cpuroof::bench::set_verification_threads(1);
}

}  // namespace
