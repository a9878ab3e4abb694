#pragma once
// Builds loaded measurements by hand (no JSON) for the analysis sections' tests: a benchmark whose
// repetitions took the given times and did a known cost per iteration.
#include <string>
#include <utility>
#include <vector>

#include "io/measurement.hpp"

namespace cpuroof::testing {

struct SyntheticCost {
  double flops = 0, bytes = 0, bus_bytes = 0;  // per iteration (bus_bytes 0: counter absent)
};

inline analysis::Measurement synthetic_measurement(const std::string& family, const std::string& kernel,
                                                   const std::string& dtype,
                                                   const std::vector<std::pair<std::string, std::string>>& params,
                                                   const std::vector<std::pair<std::string, std::string>>& label,
                                                   const SyntheticCost& cost, const std::vector<double>& times_ns,
                                                   int threads, double ws_bytes) {
  analysis::Measurement m;
  m.family = family;
  m.kernel = kernel;
  m.impl = "hand";
  m.dtype = dtype;
  m.name = family + "/" + kernel + "/hand/" + dtype;
  for (const auto& [k, v] : params) {
    m.params[k] = v;
    m.name += "/" + k + ":" + v;
  }
  for (const auto& [k, v] : label) m.label[k] = v;
  for (double t : times_ns) {
    analysis::Repetition r;
    r.real_time_ns = t;
    r.iterations = 1;
    r.counters = {{"flops", cost.flops / (t * 1e-9)},
                  {"bytes", cost.bytes / (t * 1e-9)},
                  {"ai", cost.bytes > 0 ? cost.flops / cost.bytes : 0},
                  {"omp_threads", threads},
                  {"ws_bytes", ws_bytes},
                  {"calls", 1}};
    if (cost.bus_bytes > 0) r.counters["bus_bytes"] = cost.bus_bytes / (t * 1e-9);
    m.reps.push_back(r);
  }
  return m;
}

}  // namespace cpuroof::testing
