#include "harness.hpp"

#include <set>

namespace cpuroof::bench {

namespace {
std::string current_benchmark;  // set by add()'s wrapper; benchmarks run one at a time
}  // namespace

std::string bench_name(const std::string& family, const std::string& kernel, const std::string& impl,
                       const std::string& dtype, const std::vector<std::pair<std::string, std::string>>& params) {
  std::string name = family + "/" + kernel + "/" + impl + "/" + dtype;
  for (const auto& [key, value] : params) name += "/" + key + ":" + value;
  return name;
}

namespace {
std::vector<std::string>& names() {
  static std::vector<std::string> all;
  return all;
}
}  // namespace

const std::vector<std::string>& registered_names() { return names(); }

benchmark::internal::Benchmark* add(const std::string& name, std::function<void(benchmark::State&)> fn) {
  names().push_back(name);
  return benchmark::RegisterBenchmark(name.c_str(),
                                      [name, fn = std::move(fn)](benchmark::State& s) {
                                        current_benchmark = name;
                                        fn(s);
                                      })
      ->UseRealTime()
      ->Unit(benchmark::kMicrosecond);
}

void set_counters(benchmark::State& state, const Cost& per_iteration, int threads, double ws_bytes, double calls) {
  using benchmark::Counter;
  state.counters["flops"] = Counter(per_iteration.flops, Counter::kIsIterationInvariantRate);
  state.counters["bytes"] = Counter(per_iteration.bytes(), Counter::kIsIterationInvariantRate);
  state.counters["ai"] = Counter(per_iteration.intensity());
  // Not "threads": Google Benchmark already writes its own "threads" key into each JSON entry.
  state.counters["omp_threads"] = Counter(threads);
  state.counters["ws_bytes"] = Counter(ws_bytes);
  state.counters["calls"] = Counter(calls);
}

bool first_call() {
  static std::set<std::string> seen;
  return seen.insert(current_benchmark).second;
}

std::vector<Family>& families() {
  static std::vector<Family> all;
  return all;
}

nlohmann::json kernel_catalogue(const std::vector<const Family*>& selected) {
  nlohmann::json list = nlohmann::json::array();
  for (const Family* f : selected) {
    nlohmann::json entry = f->describe();
    entry["name"] = f->name;
    list.push_back(std::move(entry));
  }
  return {{"families", list}};
}

}  // namespace cpuroof::bench
