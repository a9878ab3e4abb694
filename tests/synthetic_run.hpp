#pragma once
// Builds Google Benchmark JSON with known roofs, for analysis tests: a 3 GHz clock, f64 FMA peaks of
// 100 / 200 GFLOP/s at 1 / 2 threads, and read/triad sweeps whose plateaus are
// L1 400, L2 200, L3 100, DRAM 25 GB/s (1 thread; x2 at 2 threads) with boundaries at 48 KiB,
// 1 MiB and 32 MiB (x2 for the private levels at 2 threads). Optionally an intensity sweep and fusion
// pairs, and the kernel catalog a schema-2 bench writes into the context.
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cpuroof::testing {

inline nlohmann::json gb_entry(const std::string& name, int rep, double real_time_us, nlohmann::json counters,
                               const std::string& label = "") {
  nlohmann::json b = {{"name", name + "/real_time"}, {"run_name", name + "/real_time"},
                      {"run_type", "iteration"},     {"repetitions", 3},
                      {"repetition_index", rep},     {"threads", 1},
                      {"iterations", 100},           {"real_time", real_time_us},
                      {"cpu_time", real_time_us},    {"time_unit", "us"}};
  for (auto& [k, v] : counters.items()) b[k] = v;
  if (!label.empty()) b["label"] = label;
  return b;
}

// Plateau bandwidth (GB/s) of the synthetic machine at a working set.
inline double synthetic_bandwidth(double ws, int threads, double dram_scale = 1) {
  const double t = threads;
  if (ws < 48.0 * 1024 * t) return 400 * t;
  if (ws < 1024.0 * 1024 * t) return 200 * t;
  if (ws < 32.0 * 1024 * 1024) return 100 * t;
  return 25 * t * dram_scale;
}

// The default is the small run the tests check against; the big one has the shape of a full-profile
// run (every access kind, more repetitions and kernel sizes) for timing the analysis.
struct SyntheticOptions {
  int repetitions = 3;
  std::vector<std::string> accesses = {"read", "triad"};
  int gemm_sizes = 1;
  double dram_scale = 1;  // another machine: DRAM bandwidth times this
  bool sections = false;  // add the intensity sweep and the fusion pairs (1 thread)
  bool catalog = false;   // cpuroof_schema_version 2 with synthetic_kernel_catalog() in the context
};

// A catalog shaped as cpuroof-bench writes it (bench_<family>.cpp's describe functions) for the
// kernels above, with texts of its own so tests can tell them from the analysis's.
inline nlohmann::json synthetic_kernel_catalog() {
  using nlohmann::json;
  json stream = {{"name", "stream"},
                 {"description", "bandwidth sweeps"},
                 {"kernels", json::array({{{"name", "sum"},
                                           {"description", "s += x[i]"},
                                           {"access", "read"},
                                           {"arrays_read", 1},
                                           {"arrays_written", 0},
                                           {"flops_per_element", 1},
                                           {"in_place", false},
                                           {"nt_variant", false}},
                                          {{"name", "triad"},
                                           {"description", "dst = x + s*y"},
                                           {"access", "triad"},
                                           {"arrays_read", 2},
                                           {"arrays_written", 1},
                                           {"flops_per_element", 2},
                                           {"cost", "2n flop, 16n B read, 8n B written (f64)"}}})}};
  json intensity = {{"name", "intensity"},
                    {"description", "the roofline traced"},
                    {"vectors_in_flight", 12},
                    {"kernels", json::array({{{"name", "sweep"},
                                              {"description", "y[i] = f_F(x[i]): F/2 synthetic FMAs per element"},
                                              {"access", "copy"},
                                              {"arrays_read", 1},
                                              {"arrays_written", 1}}})}};
  json fusion = {
      {"name", "fusion"},
      {"description", "eager against fused"},
      {"kernels", json::array({{{"name", "relu_chain"},
                                {"description", "y = relu(x*2 + 1) * 0.5"},
                                {"access", "copy"},
                                {"access_eager", "copy"},
                                {"eager_passes", "x->a (*2), a->b (+1), b->a (relu), a->y (*0.5)"},
                                {"elements_moved_eager", 8},
                                {"elements_moved_fused", 2},
                                {"why_slower", "Synthetic loop control limits the relu chain."}},
                               {{"name", "silu_mul"},
                                {"description", "y = silu(g) * u"},
                                {"access", "add"},
                                {"eager_passes", "g->t (silu), t,u->y (*)"},
                                {"elements_moved_eager", 5},
                                {"elements_moved_fused", 3},
                                {"why_slower", "The synthetic exp and divide of each element set its time."}},
                               {{"name", "rmsnorm"},
                                {"description", "y = x * w / rms(x), per row"},
                                {"access", "copy"},
                                {"eager_passes", "x->s (inverse RMS per row), x,s,w->y"},
                                {"why_slower", "A synthetic row's reduction ends before its scaling starts."}}})}};
  json gemm = {{"name", "gemm"}};  // as the bench writes families that describe no kernels yet
  return {{"families", json::array({stream, intensity, fusion, gemm})}};
}

inline SyntheticOptions big_synthetic_options() {
  return {5,
          {"read", "write", "copy", "scale", "add", "triad", "update", "write_nt", "copy_nt", "scale_nt", "add_nt",
           "triad_nt"},
          40,
          1};
}

inline nlohmann::json synthetic_run(const SyntheticOptions& o = {}) {
  nlohmann::json benches = nlohmann::json::array();
  // Repetitions spread evenly over +-1%: the roof's upper quantile is the top value's neighbourhood.
  std::vector<double> spread;
  for (int rep = 0; rep < o.repetitions; ++rep)
    spread.push_back(o.repetitions == 1 ? 1.0 : 0.99 + 0.02 * rep / (o.repetitions - 1));
  for (int threads : {1, 2}) {
    const std::string t = std::to_string(threads);
    for (int rep = 0; rep < o.repetitions; ++rep) {
      benches.push_back(gb_entry("clock/dep_add/hand/i64/threads:" + t, rep, 100,
                                 {{"clock_hz", 3e9 * spread[rep]}, {"omp_threads", threads}}));
      benches.push_back(gb_entry("peak/fma12/hand/f64/isa:avx2/threads:" + t, rep, 100,
                                 {{"flops", 100e9 * threads * spread[rep]},
                                  {"bytes", 0},
                                  {"ai", 0},
                                  {"omp_threads", threads},
                                  {"ws_bytes", 0},
                                  {"calls", 1}},
                                 "mix=fma isa=avx2"));
      benches.push_back(gb_entry("peak/fma8/hand/f64/isa:avx2/threads:" + t, rep, 100,
                                 {{"flops", 90e9 * threads * spread[rep]},
                                  {"bytes", 0},
                                  {"ai", 0},
                                  {"omp_threads", threads},
                                  {"ws_bytes", 0},
                                  {"calls", 1}},
                                 "mix=fma isa=avx2"));
    }
    for (const std::string& access : o.accesses) {
      const std::string kernel = access == "read" ? "sum" : access;
      const double ai = access == "read" ? 1.0 / 8 : 2.0 / 24;
      // 4 points per octave from 4 KiB to 512 MiB.
      for (int i = 0; i <= 17 * 4; ++i) {
        const double ws = std::round(4096 * std::pow(2.0, i / 4.0) / 64) * 64;
        const double bw = synthetic_bandwidth(ws, threads, o.dram_scale) * 1e9 * (access == "triad" ? 0.8 : 1.0);
        for (int rep = 0; rep < o.repetitions; ++rep)
          benches.push_back(gb_entry(
              "stream/" + kernel + "/hand/f64/ws:" + std::to_string(static_cast<long>(ws)) + "/threads:" + t, rep, 50,
              {{"flops", bw * ai * spread[rep]},
               {"bytes", bw * spread[rep]},
               {"ai", ai},
               {"omp_threads", threads},
               {"ws_bytes", ws},
               {"calls", 10}},
              "access=" + access + " isa=avx2"));
      }
    }
    // The intensity sweep at 1 thread in DRAM, on the model min(100 GFLOP/s, 25 GB/s x I), I = F/16;
    // fusion pairs: relu at the DRAM roof (measured 4 = predicted 4), silu's fused pass compute-bound
    // at 10 GFLOP/s (measured 1/3 of predicted 5/3). Only isa labels: access kinds come from the catalog.
    if (o.sections && threads == 1) {
      const double ws = 256.0 * 1024 * 1024;
      for (int f = 1; f <= 1024; f *= 2) {
        const double ai = f / 16.0, flops = std::min(100e9, 25e9 * ai);
        for (int rep = 0; rep < o.repetitions; ++rep)
          benches.push_back(gb_entry("intensity/sweep/hand/f64/ws:268435456/f:" + std::to_string(f) + "/threads:1", rep,
                                     1000,
                                     {{"flops", flops * spread[rep]},
                                      {"bytes", flops / ai * spread[rep]},
                                      {"ai", ai},
                                      {"omp_threads", 1},
                                      {"ws_bytes", ws},
                                      {"calls", 1}},
                                     "isa=avx2"));
      }
      struct Side {
        const char* kernel;
        double flops, bytes, bus, seconds;
      };
      const double n = 1 << 20;
      for (const Side& s : {Side{"relu_chain_eager", 4 * n, 32 * n, 48 * n, 32 * n / 25e9},
                            Side{"relu_chain_fused", 4 * n, 8 * n, 12 * n, 8 * n / 25e9},
                            Side{"silu_mul_eager", 24 * n, 20 * n, 28 * n, 20 * n / 25e9},
                            Side{"silu_mul_fused", 24 * n, 12 * n, 16 * n, 24 * n / 10e9}})
        for (int rep = 0; rep < o.repetitions; ++rep) {
          const double t = s.seconds / spread[rep];
          benches.push_back(gb_entry(std::string("fusion/") + s.kernel + "/hand/f32/n:1048576/threads:1", rep, t * 1e6,
                                     {{"flops", s.flops / t},
                                      {"bytes", s.bytes / t},
                                      {"bus_bytes", s.bus / t},
                                      {"ai", s.flops / s.bytes},
                                      {"omp_threads", 1},
                                      {"ws_bytes", 16 * n},
                                      {"calls", 1}},
                                     "isa=avx2"));
        }
    }
    // A kernel at 8 FLOP/byte (compute-bound, 50% of peak) and a tiny overhead-bound one.
    for (int rep = 0; rep < o.repetitions; ++rep) {
      for (int size = 0; size < o.gemm_sizes; ++size)
        benches.push_back(gb_entry("gemm/square/hand/f64/n:" + std::to_string(512 + 8 * size) + "/threads:" + t, rep,
                                   1000,
                                   {{"flops", 50e9 * threads},
                                    {"bytes", 50e9 * threads / 8},
                                    {"ai", 8.0},
                                    {"omp_threads", threads},
                                    {"ws_bytes", 6e6},
                                    {"calls", 1}}));
      benches.push_back(gb_entry("tiny/matmul4/hand/f64/threads:" + t, rep, 0.05,
                                 {{"flops", 2.56e9},
                                  {"bytes", 7.68e9},
                                  {"ai", 1.0 / 3},
                                  {"omp_threads", threads},
                                  {"ws_bytes", 384},
                                  {"calls", 1}}));
    }
  }
  nlohmann::json context = {{"date", "2026-11-29"},
                            {"host_name", "synthetic"},
                            {"num_cpus", 2},
                            {"mhz_per_cpu", 2096},
                            {"cpuroof_cpu_model", "Synthetic CPU"},
                            {"cpuroof_cores", "2"},
                            {"cpuroof_profile", "test"},
                            // Cache sizes as hwloc and getconf report them; getconf's L1 disagrees on purpose.
                            {"cpuroof_cache_l1_bytes_hwloc", "49152"},
                            {"cpuroof_cache_l1_instances_hwloc", "2"},
                            {"cpuroof_cache_l2_bytes_hwloc", "1048576"},
                            {"cpuroof_cache_l2_instances_hwloc", "2"},
                            {"cpuroof_cache_l3_bytes_hwloc", "33554432"},
                            {"cpuroof_cache_l3_instances_hwloc", "1"},
                            {"cpuroof_cache_l1d_bytes_getconf", "32768"},
                            {"cpuroof_cache_l2_bytes_getconf", "1048576"},
                            {"cpuroof_cache_l3_bytes_getconf", "33554432"}};
  if (o.catalog) {
    // As Google Benchmark writes custom context: strings, the catalog serialised into one.
    context["cpuroof_schema_version"] = "2";
    context["cpuroof_kernels"] = synthetic_kernel_catalog().dump();
  }
  return {{"context", context}, {"benchmarks", benches}};
}

// A tiny run with one repetition per benchmark, so every CSV value is known exactly: a 2 GHz clock,
// an f64 FMA roof of 64 GFLOP/s, a read sweep from 4 KiB to 128 MiB with plateaus of 200 GB/s
// (<= 32 KiB), 100 GB/s (64 KiB - 1 MiB) and 20 GB/s (>= 2 MiB, DRAM), a memory-bound dot in L1 at
// 40% and a compute-bound gemm in L2 at 50%.
inline nlohmann::json tiny_run() {
  nlohmann::json benches = nlohmann::json::array();
  auto one = [&](const std::string& name, double time_us, nlohmann::json counters, const std::string& label = "") {
    nlohmann::json b = gb_entry(name, 0, time_us, std::move(counters), label);
    b["repetitions"] = 1;
    benches.push_back(b);
  };
  one("clock/dep_add/hand/i64/threads:1", 10, {{"clock_hz", 2e9}, {"omp_threads", 1}});
  one("peak/fma/hand/f64/isa:avx2/threads:1", 10,
      {{"flops", 64e9}, {"bytes", 0}, {"ai", 0}, {"omp_threads", 1}, {"ws_bytes", 0}, {"calls", 1}},
      "mix=fma isa=avx2");
  for (int k = 0; k <= 15; ++k) {
    const double ws = 4096.0 * (1 << k);
    const double bw = ws <= 32768 ? 200e9 : ws <= 1048576 ? 100e9 : 20e9;
    one("stream/sum/hand/f64/ws:" + std::to_string(static_cast<long>(ws)) + "/threads:1", 1,
        {{"flops", bw / 8}, {"bytes", bw}, {"ai", 0.125}, {"omp_threads", 1}, {"ws_bytes", ws}, {"calls", 1}},
        "access=read isa=avx2");
  }
  one("dot/plain/hand/f64/n:1000/threads:1", 1,
      {{"flops", 10e9}, {"bytes", 80e9}, {"ai", 0.125}, {"omp_threads", 1}, {"ws_bytes", 16000}, {"calls", 1}},
      "access=read isa=avx2");
  one("gemm/square/hand/f64/n:64/threads:1", 100,
      {{"flops", 32e9}, {"bytes", 2e9}, {"ai", 16}, {"omp_threads", 1}, {"ws_bytes", 98304}, {"calls", 1}});
  return {{"context", {{"cpuroof_cpu_model", "Tiny CPU"}, {"cpuroof_cores", "1"}}}, {"benchmarks", benches}};
}

// The host's activity during the run, as the bench adds it to the context once the run is over
// (bench/host_activity.cpp): the run's wall time, the CPUs watched, other processes' CPU time and
// stolen time on them, all as strings.
inline void add_host_activity(nlohmann::json& run, double seconds, double other_cpu_s, double steal_s, int cpus = 2) {
  auto& ctx = run["context"];
  ctx["cpuroof_host_run_seconds"] = std::to_string(seconds);
  ctx["cpuroof_host_cpus_watched"] = std::to_string(cpus);
  ctx["cpuroof_host_other_cpu_seconds"] = std::to_string(other_cpu_s);
  ctx["cpuroof_host_steal_seconds"] = std::to_string(steal_s);
}

}  // namespace cpuroof::testing
