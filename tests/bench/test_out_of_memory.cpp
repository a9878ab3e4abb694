// A benchmark whose memory cannot be had is skipped with the bytes it wanted, never an abort
// (bench/harness.cpp's run_within_memory, which every registered benchmark runs through).
#include <gtest/gtest.h>

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "aligned_buffer.hpp"
#include "benchmark_errors.hpp"
#include "harness.hpp"

namespace {

TEST(OutOfMemory, SkipsTheBenchmarkNamingTheBytes) {
  cpuroof::bench::add("oom/named/hand/f64", [](benchmark::State&) { throw cpuroof::OutOfMemory(123456789); }, 0, {});
  cpuroof::bench::add("oom/plain/hand/f64", [](benchmark::State&) { throw std::bad_alloc(); }, 0, {});
  cpuroof::bench::register_with_benchmark();
  BenchmarkErrors collect;
  benchmark::RunSpecifiedBenchmarks(&collect, "^oom/named");
  ASSERT_EQ(collect.errors.size(), 1u);
  EXPECT_NE(collect.errors[0].find("cannot allocate 123456789 bytes"), std::string::npos) << collect.errors[0];
  collect.errors.clear();
  benchmark::RunSpecifiedBenchmarks(&collect, "^oom/plain");
  ASSERT_EQ(collect.errors.size(), 1u);
  EXPECT_NE(collect.errors[0].find("out of memory"), std::string::npos) << collect.errors[0];
}

// Google Benchmark's statistics abort the whole run over repetitions of which some stopped with an
// error and others timed iterations: a repetition that got its memory after one that did not would.
TEST(OutOfMemory, EveryLaterRepetitionIsSkippedToo) {
  static int calls = 0;
  cpuroof::bench::add("oom/once/hand/f64",
                      [](benchmark::State& s) {
                        if (calls++ == 0) throw cpuroof::OutOfMemory(1 << 20);
                        for (auto _ : s) benchmark::DoNotOptimize(calls);
                      },
                      3, {});
  cpuroof::bench::register_with_benchmark();
  BenchmarkErrors collect;
  benchmark::RunSpecifiedBenchmarks(&collect, "^oom/once");
  EXPECT_EQ(calls, 1);
  ASSERT_GE(collect.errors.size(), 3u);
  EXPECT_NE(collect.errors[0].find("cannot allocate 1048576 bytes"), std::string::npos) << collect.errors[0];
  for (std::size_t i = 1; i < 3; ++i)
    EXPECT_NE(collect.errors[i].find("at an earlier repetition"), std::string::npos) << collect.errors[i];
}

TEST(OutOfMemory, AHugeBlockTheOsRefusesThrowsWithItsSize) {
  cpuroof::set_block_retention(64 << 20);
  const std::size_t absurd = std::size_t{1} << 60;
  try {
    cpuroof::acquire_block(absurd);
    FAIL() << "an exabyte was allocated";
  } catch (const cpuroof::OutOfMemory& e) {
    EXPECT_EQ(e.bytes(), absurd);
  }
  cpuroof::set_block_retention(0);
}

}  // namespace
