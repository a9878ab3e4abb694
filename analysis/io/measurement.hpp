#pragma once
// One benchmark's repetitions as loaded from Google Benchmark JSON, before any statistics.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "io/kernel_catalog.hpp"

namespace cpuroof::analysis {

struct Repetition {
  int index = 0;            // repetition_index: with random interleaving, the round it ran in
  double real_time_ns = 0;  // per iteration
  double iterations = 0;
  std::map<std::string, double> counters;
};

struct Measurement {
  std::string name;  // run_name: "<family>/<kernel>/<impl>/<dtype>/key:value/..."
  std::string family, kernel, impl, dtype;
  std::map<std::string, std::string> params;  // key:value parts of the name
  std::map<std::string, std::string> label;   // key=value parts of the label
  std::vector<Repetition> reps;

  // Per-repetition values of one counter: one the loader requires, or an optional one has_counter
  // found (any other throws std::out_of_range).
  [[nodiscard]] std::vector<double> counter(const std::string& key) const;
  // Whether every repetition has an optional counter (bus_bytes, thread_clock_max_hz, ...): a run
  // written before the bench added it has none, and a damaged one may have it on some only.
  [[nodiscard]] bool has_counter(const std::string& key) const;
  [[nodiscard]] std::string label_or(const std::string& key, const std::string& fallback) const;
  // The kind of core it was pinned to (`kind:` in its name, hybrid runs only: P, E, ..., all); empty
  // when unpinned or on a machine of one kind.
  [[nodiscard]] std::string core_kind() const {
    const auto it = params.find("kind");
    return it == params.end() ? std::string() : it->second;
  }
};

struct FailedBenchmark {
  std::string name;
  std::string message;
};

struct RawRun {
  std::string path;
  std::map<std::string, std::string> context;  // Google Benchmark's context, values as text
  KernelCatalog catalog;                       // context.cpuroof_kernels, parsed (empty in older runs)
  std::vector<Measurement> measurements;       // in first-seen order
  std::vector<FailedBenchmark> failed;         // skipped with an error (e.g. verification)

  // The access kind whose bandwidth roof a benchmark is judged against: its kernel's in the catalog,
  // else its label's (runs without a catalog), else `fallback`.
  [[nodiscard]] std::string access_of(const Measurement& m, const std::string& fallback = "") const;
  // A number the bench wrote in the context; nullopt when absent or not a finite number >= 0 ("none",
  // "not predicted").
  [[nodiscard]] std::optional<double> context_number(const std::string& key) const;
};

}  // namespace cpuroof::analysis
