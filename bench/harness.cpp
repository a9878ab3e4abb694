#include "harness.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <new>
#include <set>

#include "aligned_buffer.hpp"

namespace cpuroof::bench {

namespace {
std::string current_benchmark;  // set by add()'s wrapper; benchmarks run one at a time

std::function<void(const std::string&)>& call_observer() {
  static std::function<void(const std::string&)> observer;
  return observer;
}

int verify_threads = 1;

std::map<std::string, std::string>& failures() {  // benchmark -> why a repetition of it failed
  static std::map<std::string, std::string> why;
  return why;
}

std::set<std::string>& called() {  // benchmarks that have had their first call (first_call())
  static std::set<std::string> seen;
  return seen;
}
}  // namespace

std::string bench_name(const std::string& family, const std::string& kernel, const std::string& impl,
                       const std::string& dtype, const std::vector<std::pair<std::string, std::string>>& params) {
  std::string name = family + "/" + kernel + "/" + impl + "/" + dtype;
  for (const auto& [key, value] : params) name += "/" + key + ":" + value;
  return name;
}

namespace {
std::vector<Registered>& all_registered() {
  static std::vector<Registered> all;
  return all;
}
std::size_t handed_to_benchmark = 0;  // registered() entries register_with_benchmark() has handed over
std::map<std::string, double> seconds_by_family;

// Google Benchmark's "min_time:%0.3f" part of a name.
std::string min_time_part(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "/min_time:%0.3f", seconds);
  return text;
}
}  // namespace

std::string Registered::run_name() const {
  return name + (min_time > 0 ? min_time_part(min_time) : "") +
         (repetitions > 0 ? "/repeats:" + std::to_string(repetitions) : "") + "/real_time";
}

const std::vector<Registered>& registered() { return all_registered(); }

void clear_registered() {
  all_registered().clear();
  handed_to_benchmark = 0;
}

void drop_registered(const std::function<bool(const Registered&)>& drop) {
  auto& all = all_registered();
  const auto kept_end = std::remove_if(all.begin() + static_cast<std::ptrdiff_t>(handed_to_benchmark), all.end(), drop);
  all.erase(kept_end, all.end());
}

void run_within_memory(benchmark::State& state, const std::function<void(benchmark::State&)>& fn) {
  if (const auto it = failures().find(current_benchmark); it != failures().end()) {
    state.SkipWithError((it->second + " at an earlier repetition").c_str());
    return;
  }
  // A benchmark whose memory the machine cannot give is skipped with the reason, never an abort: the
  // other benchmarks still run and the JSON is still written.
  try {
    fn(state);
    return;
  } catch (const OutOfMemory& e) {
    fail_later_repetitions("out of memory: " + std::string(e.what()) + " (memory_budget_bytes in meta.json)");
  } catch (const std::bad_alloc&) {
    fail_later_repetitions("out of memory: an allocation failed (memory_budget_bytes in meta.json)");
  }
  state.SkipWithError(failures().at(current_benchmark).c_str());
}

void add(const std::string& name, std::function<void(benchmark::State&)> fn, int repetitions, const Estimate& estimate,
         double min_time) {
  all_registered().push_back({name, repetitions, min_time, estimate, std::move(fn)});
}

void register_with_benchmark() {
  auto& all = all_registered();
  for (; handed_to_benchmark < all.size(); ++handed_to_benchmark) {
    const Registered& r = all[handed_to_benchmark];
    auto* b = benchmark::RegisterBenchmark(
                  r.name.c_str(),
                  [name = r.name, fn = r.fn](benchmark::State& s) {
                    current_benchmark = name;
                    if (call_observer()) call_observer()(name);
                    const auto start = std::chrono::steady_clock::now();
                    run_within_memory(s, fn);
                    seconds_by_family[name.substr(0, name.find('/'))] +=
                        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                  })
                  ->UseRealTime()
                  ->Unit(benchmark::kMicrosecond);
    if (r.min_time > 0) b->MinTime(r.min_time);
    if (r.repetitions > 0) b->Repetitions(r.repetitions);
  }
}

std::map<std::string, double> measured_by_family() { return seconds_by_family; }

void note_once(const std::string& text) {
  static std::set<std::string> said;
  if (said.insert(text).second) std::cerr << "cpuroof-bench: note: " << text << "\n";
}

void observe_calls(std::function<void(const std::string&)> observer) { call_observer() = std::move(observer); }

void set_verification_threads(int threads) { verify_threads = std::max(1, threads); }
int verification_threads() { return verify_threads; }

bool first_call() { return called().insert(current_benchmark).second; }
bool first_call_ahead() { return called().count(current_benchmark) == 0; }

void fail_later_repetitions(const std::string& why) { failures().emplace(current_benchmark, why); }

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
