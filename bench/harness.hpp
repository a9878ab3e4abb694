#pragma once
// What every benchmark shares: names, counters from a declared Cost, verification before timing,
// the one run skeleton (run_case), and the registry that bench_<family>.cpp files add themselves to.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "cost.hpp"
#include "cpuroof/counters.hpp"
#include "plan.hpp"
#include "run_cost.hpp"

namespace cpuroof::bench {

// Who wrote the code that runs: the hand kernels, a library, or the plain loop.
enum class Impl { hand, openblas, eigen, naive };
constexpr const char* impl_name(Impl impl) {
  switch (impl) {
    case Impl::hand:
      return "hand";
    case Impl::openblas:
      return "openblas";
    case Impl::eigen:
      return "eigen";
    case Impl::naive:
      return "naive";
  }
  return "";
}

template <class T>
constexpr const char* dtype_name();
template <>
constexpr const char* dtype_name<float>() {
  return "f32";
}
template <>
constexpr const char* dtype_name<double>() {
  return "f64";
}

// `<family>/<kernel>/<impl>/<dtype>/key:value/...`, the convention the analysis parses.
std::string bench_name(const std::string& family, const std::string& kernel, const std::string& impl,
                       const std::string& dtype, const std::vector<std::pair<std::string, std::string>>& params);

// Adds a benchmark to the registry (registered()): timed in wall-clock time (OpenMP kernels: CPU
// time of the main thread would inflate rates), with one kernel call per Google Benchmark iteration,
// repeated `repetitions` times (0: as the run's flag says), each repetition at least `min_time`
// seconds (0: the run's), costing what `estimate` says (run_cost.hpp). Nothing runs until
// register_with_benchmark() hands the registry to Google Benchmark: a plan can be registered, costed
// and thrown away (clear_registered) until one fits the run's budget.
void add(const std::string& name, std::function<void(benchmark::State&)> fn, int repetitions, const Estimate& estimate,
         double min_time = 0);

// Runs one benchmark body; an allocation that fails (OutOfMemory names the bytes) skips the benchmark
// through SkipWithError with that message, and every later repetition of it (fail_later_repetitions).
// add() runs every benchmark through it.
void run_within_memory(benchmark::State& state, const std::function<void(benchmark::State&)>& fn);

// Every benchmark added, in order.
struct Registered {
  std::string name;     // as add() was given it
  int repetitions = 0;  // its own, or 0: the run's
  double min_time = 0;  // its own, or 0: the run's
  Estimate estimate;
  std::function<void(benchmark::State&)> fn;
  // The name Google Benchmark filters and reports: its own minimum time and repetitions and real
  // time appended.
  [[nodiscard]] std::string run_name() const;
};
const std::vector<Registered>& registered();
void clear_registered();
// Removes the benchmarks `drop` says, before they are handed to Google Benchmark.
void drop_registered(const std::function<bool(const Registered&)>& drop);
// Registers every benchmark added since the last call with Google Benchmark.
void register_with_benchmark();
// Wall seconds spent in the benchmarks' functions so far, by family (the first part of the name):
// what the run's prediction (budget_plan.hpp) is set against in meta.json.
std::map<std::string, double> measured_by_family();

// Says "cpuroof-bench: note: TEXT" on stderr the first time only: families register their plan
// more than once when the budget tries plans (budget_plan.hpp).
void note_once(const std::string& text);

// Called with the benchmark's name at the start of every call of a benchmark's function, before
// anything it times (the progress line's estimate); none by default.
void observe_calls(std::function<void(const std::string&)> observer);

// The threads verification runs on (the run's budget, set once by main): it is never timed, and
// the check of one DRAM-sized case on one thread took seconds.
void set_verification_threads(int threads);
int verification_threads();

// Relative-error check of n values against a reference, want(i) giving the expected i-th value (a
// pure function: large checks run on verification_threads()). On mismatch, marks the benchmark
// skipped with the first bad index and returns false: a wrong kernel is never timed.
template <class T, class Want>
bool verify_each(benchmark::State& state, const T* got, Want want, std::size_t n, double rtol) {
  constexpr std::size_t kParallelFrom = std::size_t{1} << 16;  // below: a team costs more than it saves
  auto bad = [&](std::size_t i) {
    const double g = static_cast<double>(got[i]), w = static_cast<double>(want(i));
    return !(std::abs(g - w) <= rtol * std::max(1.0, std::abs(w)));
  };
  std::size_t first_bad = n;
  const int team = verification_threads();
  const bool parallel = n >= kParallelFrom;
#pragma omp parallel for schedule(static) reduction(min : first_bad) num_threads(team) if (parallel)
  for (std::size_t i = 0; i < n; ++i)
    if (i < first_bad && bad(i)) first_bad = i;
  if (first_bad == n) return true;
  const std::string msg = "verification failed at index " + std::to_string(first_bad) + ": got " +
                          std::to_string(static_cast<double>(got[first_bad])) + ", expected " +
                          std::to_string(static_cast<double>(want(first_bad)));
  state.SkipWithError(msg.c_str());
  return false;
}

template <class T, class R>
bool verify(benchmark::State& state, const T* got, const R* want, std::size_t n, double rtol) {
  return verify_each(
      state, got, [want](std::size_t i) { return want[i]; }, n, rtol);
}

// True on the first call of the running benchmark in this process. Google Benchmark calls a
// benchmark function again for each repetition; verification runs on the first call only.
bool first_call();
// Whether the running benchmark's first call is still to come (first_call() not yet asked): a
// case's constructor sets up only what the verification needs then.
bool first_call_ahead();
// Fails every later repetition of the running benchmark, untimed, saying `why` (run_within_memory
// skips them): a kernel that failed verification is never timed, and Google Benchmark's statistics
// over repetitions abort the run when some repetitions stopped with an error and others timed
// iterations. Verification and running out of memory call it.
void fail_later_repetitions(const std::string& why);

// What one timed iteration did, for the counters and the label.
struct Report {
  Cost per_iteration;  // declared cost of everything one iteration does
  int threads = 1;
  double ws_bytes = 0;   // the working set the kernel cycles through
  double calls = 1;      // kernel calls (or passes) per iteration
  std::string label;     // key=value parts: access=..., isa=..., ...
  double bus_bytes = 0;  // per iteration, with write-allocate reads; 0: not reported
};

// The one skeleton every benchmark runs. A case is built by its family (allocation, and first touch
// by the threads that will use each page, in its constructor) with its functions already chosen
// (no dispatch in the timed loop); then: verify against the reference on the first call in this
// process (a mismatch skips the benchmark with an error: a wrong kernel is never timed), time
// call() once per iteration, set the counters from the declared cost, label.
//   bool verify(benchmark::State&);  auto call();  Report report() const;
template <class Case>
void run_case(benchmark::State& state, Case&& c) {
  if (first_call() && !c.verify(state)) {
    fail_later_repetitions("verification failed");
    return;
  }
  for (auto _ : state) {
    if constexpr (std::is_void_v<decltype(c.call())>)
      c.call();
    else
      benchmark::DoNotOptimize(c.call());
    benchmark::ClobberMemory();
  }
  const Report r = c.report();
  set_counters(state, r.per_iteration.flops, r.per_iteration.bytes(), r.threads, r.ws_bytes, r.calls);
  if (r.bus_bytes > 0)
    state.counters["bus_bytes"] = benchmark::Counter(r.bus_bytes, benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel(r.label);
}

// Family registry: each bench_<family>.cpp registers a function that adds its benchmarks, and one
// that describes its kernels (the run's cpuroof_kernels catalogue, which the analysis reads). A
// family's name is the first part of its benchmarks' names, and what --cpuroof_families selects.
using FamilyRegistrar = void (*)(const BenchPlan&);
using FamilyDescriber = nlohmann::json (*)();
struct Family {
  const char* name;
  FamilyRegistrar registrar;
  FamilyDescriber describe;
  // Selecting this family (--cpuroof_families) selects this one too: the clock comes with peak,
  // whose per-cycle figures divide by it, and the A/A check with stream. Null: none.
  const char* comes_with = nullptr;
};
std::vector<Family>& families();
struct FamilyRegistration {
  FamilyRegistration(const char* name, FamilyRegistrar fn, FamilyDescriber describe, const char* comes_with = nullptr) {
    families().push_back({name, fn, describe, comes_with});
  }
};
// Families register in the order of these lines in a file, and that order is the run's.
#define CPUROOF_BENCH_FAMILY(name, fn, describe) \
  static const ::cpuroof::bench::FamilyRegistration cpuroof_family_registration_##name { #name, fn, describe }
#define CPUROOF_BENCH_FAMILY_WITH(name, fn, describe, comes_with)                        \
  static const ::cpuroof::bench::FamilyRegistration cpuroof_family_registration_##name { \
#name, fn, describe, #comes_with                                                     \
  }

// The catalogue of the families given: {"families": [{"name", "kernels": [...]}, ...]}.
nlohmann::json kernel_catalogue(const std::vector<const Family*>& selected);

}  // namespace cpuroof::bench
