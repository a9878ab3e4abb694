#pragma once
// Two or more result folders side by side, matched by role rather than by label, so two machines
// that differ (ISA, clock, thread counts, levels found) still line up:
// - bandwidth roofs by level x access kind x threads, whatever ISA each run's stream kernels used
//   (each side's fastest ISA there, named per run);
// - compute roofs by dtype x mix x threads for each ISA, plus a "best" row per dtype x mix x threads
//   that takes each run's fastest ISA (it matches whenever both measured the mix);
// - ridge points per dtype x threads x level, once on each run's best peak ("best") and once on the
//   widest ISA every run measured (like with like), each side's ISA named;
// - kernel points by benchmark name (which carries the shape), biggest movers first, with a
//   geometric mean per family;
// - latency per memory level and page kind (the latency family), by level name.
// A row absent from a run says why (ISA absent on that machine, thread count not measured, level not
// found, not in that run's profile). The first run is the baseline every ratio divides by. Pure: no I/O.
#include <optional>
#include <string>
#include <vector>

#include "model/identity.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

// One roof's spread over repeated runs of one machine (compare of several runs of the same profile).
struct RunSpread {
  int runs = 0;     // runs that have the roof
  double mean = 0;  // GFLOP/s or GB/s
  double cv = 0;    // sample standard deviation / mean
};

// Spread needs this many runs with the roof; fewer say nothing about run-to-run noise.
inline constexpr int kMinRunsForSpread = 3;
// The run-to-run CV a roof should stay within on a quiet machine: the suite's target for repeatable roofs.
inline constexpr double kSpreadTarget = 0.03;

// The isa of a compute row that takes each run's fastest ISA.
inline const std::string kBestIsa = "best";

struct RoofComparison {
  std::string kind, level;
  std::string dtype;    // compute: the dtype; bandwidth: empty (each run's roof names its sweep's)
  std::string isa;      // compute: the ISA every run's roof has, or kBestIsa; bandwidth: empty (any ISA)
  std::string variant;  // compute: instruction mix; bandwidth: access kind
  int threads = 0;
  std::vector<const Roof*> roofs;                      // per run; nullptr where that run lacks the roof
  std::vector<std::string> missing;                    // per run: why the roof is absent ("" where present)
  std::vector<std::optional<double>> ratio;            // value / baseline value; empty where either is missing
  std::vector<std::optional<double>> per_cycle_ratio;  // per-core-per-cycle / baseline's, where both clocks are known
  std::vector<bool> significant;                       // the two 95% intervals do not overlap
  std::optional<RunSpread> spread;                     // when >= kMinRunsForSpread runs have the roof
  [[nodiscard]] bool matched() const;                  // every run has it
};

struct RidgeComparison {
  std::string dtype, level;
  std::string basis;  // kBestIsa: each run's best peak; else the ISA whose peak every run's ridge uses
  int threads = 0;
  std::vector<std::string> isas;             // per run: the ISA of the peak ("" where absent)
  std::vector<std::optional<double>> ai;     // FLOP/byte per run
  std::vector<std::optional<double>> ratio;  // ai / baseline ai
};

struct PointComparison {
  std::string benchmark, family, kernel, impl, dtype;
  int threads = 0;
  std::vector<const KernelPoint*> points;  // per run; nullptr where absent
  std::vector<std::string> missing;        // per run: why the kernel is absent ("" where present)
  // Median rate over the baseline's: GFLOP/s, or GB/s for kernels without flops.
  std::vector<std::optional<double>> ratio;
};

// One memory level's latency on one kind of page (latency.csv), matched by level name, pages and
// kind of core.
struct LatencyComparison {
  std::string level, pages, core_kind;
  std::vector<const LatencyLevel*> levels;   // per run; nullptr where that run did not measure it
  std::vector<std::optional<double>> ratio;  // ns / baseline ns (above 1: slower than the baseline)
  std::vector<bool> significant;             // the two 95% intervals do not overlap
};

// Geometric mean of the kernel rate ratios of one family, per run (run 0: empty).
struct FamilyMean {
  std::string family;
  std::vector<std::optional<double>> geomean;
  std::vector<int> count;
};

struct Comparison {
  std::vector<std::string> labels;  // A, B, C, ...
  std::vector<const ResultSet*> runs;
  std::vector<MachineIdentity> machines;  // per run, from meta.json
  std::vector<std::string> profiles;      // per run ("" when not recorded)
  bool profile_mismatch = false;          // the runs measured different profiles (quick vs full)
  std::vector<RoofComparison> roofs;      // bandwidth, then compute (per ISA, then best), in baseline order
  std::vector<RidgeComparison> ridges;
  std::vector<PointComparison> points;  // matched first, by |log ratio| descending; then one-sided
  std::vector<FamilyMean> families;
  std::vector<LatencyComparison> latency;  // in the order the runs list their levels; empty without any
};

// `runs` must outlive the result (it points into them).
Comparison compare_results(const std::vector<ResultSet>& runs);

bool intervals_overlap(const Interval& a, const Interval& b);

// The rate a kernel point is compared by: GFLOP/s, or GB/s for kernels without flops.
double point_rate(const KernelPoint& p);

}  // namespace cpuroof::analysis
