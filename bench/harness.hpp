#pragma once
// What every benchmark shares: names, counters from a declared Cost, verification before timing,
// and the registry that bench_<family>.cpp files add themselves to.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "cost.hpp"
#include "plan.hpp"

namespace cpuroof::bench {

template <class T> constexpr const char* dtype_name();
template <> constexpr const char* dtype_name<float>() { return "f32"; }
template <> constexpr const char* dtype_name<double>() { return "f64"; }

// `<family>/<kernel>/<impl>/<dtype>/key:value/...`, the convention the analysis parses.
std::string bench_name(const std::string& family, const std::string& kernel, const std::string& impl,
                       const std::string& dtype, const std::vector<std::pair<std::string, std::string>>& params);

// Registers a benchmark timed in wall-clock time (OpenMP kernels: CPU time of the main thread would
// inflate rates), with one kernel call per Google Benchmark iteration.
benchmark::internal::Benchmark* add(const std::string& name, std::function<void(benchmark::State&)> fn);

// Names of every registered benchmark (for progress counting).
const std::vector<std::string>& registered_names();

// Counters the analysis reads: flops and bytes as rates (per second, SI), ai, omp_threads, ws_bytes.
// `per_iteration` is the declared cost of everything one iteration does, `calls` the kernel calls
// (or passes) it made: the analysis divides time by it to judge per-call overhead.
void set_counters(benchmark::State& state, const Cost& per_iteration, int threads, double ws_bytes,
                  double calls = 1);

// Relative-error check of n values against a reference, want(i) giving the expected i-th value.
// On mismatch, marks the benchmark skipped with the first bad index and returns false: a wrong
// kernel is never timed.
template <class T, class Want>
bool verify_each(benchmark::State& state, const T* got, Want want, std::size_t n, double rtol) {
  for (std::size_t i = 0; i < n; ++i) {
    const double g = static_cast<double>(got[i]), w = static_cast<double>(want(i));
    if (!(std::abs(g - w) <= rtol * std::max(1.0, std::abs(w)))) {
      const std::string msg = "verification failed at index " + std::to_string(i) + ": got " +
                              std::to_string(g) + ", expected " + std::to_string(w);
      state.SkipWithError(msg.c_str());
      return false;
    }
  }
  return true;
}

template <class T, class R>
bool verify(benchmark::State& state, const T* got, const R* want, std::size_t n, double rtol) {
  return verify_each(state, got, [want](std::size_t i) { return want[i]; }, n, rtol);
}

// True on the first call of the running benchmark in this process. Google Benchmark calls a
// benchmark function again for each repetition; verification runs on the first call only.
bool first_call();

// Family registry: each bench_<family>.cpp registers one function that adds its benchmarks.
using FamilyRegistrar = void (*)(const BenchPlan&);
struct Family {
  const char* name;
  FamilyRegistrar registrar;
};
std::vector<Family>& families();
struct FamilyRegistration {
  FamilyRegistration(const char* name, FamilyRegistrar fn) { families().push_back({name, fn}); }
};
#define CPUROOF_BENCH_FAMILY(name, fn) \
  static const ::cpuroof::bench::FamilyRegistration cpuroof_family_registration_##name{#name, fn}

}  // namespace cpuroof::bench
