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
  cpuroof::bench::add("oom/named/hand/f64", [](benchmark::State&) { throw cpuroof::OutOfMemory(123456789); });
  cpuroof::bench::add("oom/plain/hand/f64", [](benchmark::State&) { throw std::bad_alloc(); });
  BenchmarkErrors collect;
  benchmark::RunSpecifiedBenchmarks(&collect, "^oom/named");
  ASSERT_EQ(collect.errors.size(), 1u);
  EXPECT_NE(collect.errors[0].find("cannot allocate 123456789 bytes"), std::string::npos) << collect.errors[0];
  collect.errors.clear();
  benchmark::RunSpecifiedBenchmarks(&collect, "^oom/plain");
  ASSERT_EQ(collect.errors.size(), 1u);
  EXPECT_NE(collect.errors[0].find("out of memory"), std::string::npos) << collect.errors[0];
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
