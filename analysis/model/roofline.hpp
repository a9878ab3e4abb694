#pragma once
// The measured roofline of one run: compute roofs from the peak family, bandwidth roofs per memory
// level and access kind from the stream family, memory levels found on the read sweep, and the
// core clock. Pure: built from loaded measurements, no I/O.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "format/roof.hpp"
#include "io/measurement.hpp"
#include "model/plateau.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {

struct MemoryLevel {
  std::string name;
  int threads = 0;
  double ws_low_bytes = 0;   // 0: no lower boundary
  double ws_high_bytes = 0;  // 0: no upper boundary
  double read_gb_per_s = 0;  // plateau level of the read sweep
  std::string core_kind;     // as Roof::core_kind
  // The last level: the smallest working set judged against it (where its roof holds), measured in the
  // fit past every working set at which a sweep still reads above the level's roof; 0: the margin past
  // its lower boundary (past_boundary_margin).
  double judged_from_bytes = 0;
};

struct Roofline {
  std::string core_model;         // microarch.hpp's name for the CPU, empty if unknown
  std::string core_model_source;  // where the core table's figures come from (CoreModel::source)
  std::vector<Roof> roofs;
  std::vector<MemoryLevel> levels;
  // Effective core clock per thread count; on a hybrid run the fastest kind's.
  std::map<int, double> clock_hz;
  // The fastest clock sample of the run per thread count (the clock benchmark's repetitions and the
  // chains each peak repetition runs beside it). A dependent add chain cannot beat one add a cycle,
  // so every sample is at most the clock the core ran at, and the fastest is the least it reached:
  // what bounds a figure timed at an unknown moment. Empty when read back from a result folder.
  std::map<int, double> clock_top_hz;
  // Hybrid runs: the kinds of core measured, in core_kind_before's order;
  // empty on a machine of one kind. Each kind has its own roofs and levels, derived from its own
  // benchmarks as a run of one kind would be.
  std::vector<std::string> core_kinds;

  // The kind a query without one means: on a hybrid run, the kind an unpinned benchmark of `threads`
  // threads runs on as the bench plans it (pinning_plan.hpp): "all" when it has that thread count (more
  // threads than the first kind has cores), else the first kind. Empty on a machine of one kind.
  [[nodiscard]] std::string unpinned_kind(int threads) const;

  // The queries below take the core kind to look in; empty: unpinned_kind(threads).

  // Best compute roof for dtype and threads; isa/mix empty = the best over all of them.
  [[nodiscard]] const Roof* compute(const std::string& dtype, int threads, const std::string& isa = "",
                                    const std::string& mix = "", const std::string& core_kind = "") const;
  // Bandwidth roof of a level; access empty = the best access kind there.
  [[nodiscard]] const Roof* bandwidth(const std::string& level, int threads, const std::string& access = "",
                                      const std::string& core_kind = "") const;
  // Memory level that bounds a working set of ws_bytes at this thread count ("" if unknown).
  [[nodiscard]] std::string level_of(double ws_bytes, int threads, const std::string& core_kind = "") const;
  // The memory levels of a kind at a thread count, smallest first.
  [[nodiscard]] std::vector<const MemoryLevel*> levels_at(int threads, const std::string& core_kind = "") const;
  [[nodiscard]] std::vector<int> thread_counts() const;
};

Roofline derive_roofline(const RawRun& run);
// The clock samples a benchmark's repetitions carry (peak: the chain run beside each one), one per
// repetition; empty unless every repetition has one.
std::vector<double> clock_samples(const Measurement& m);

// The sweep across every kind of a hybrid machine (bench/pinning_plan.hpp's kAllKinds).
inline constexpr const char* kAllCoreKinds = "all";

// The order kinds of core are shown in, as the bench names them (bench/core_kinds.hpp): P, then the
// middle kinds M1, M2, ..., then E, kinds hwloc could not rank (k0, k1, ...), and "all" last.
bool core_kind_before(const std::string& a, const std::string& b);

// A sweep's byte rate at a level read the way a roof is (the highest upper quantile over the working
// sets in the level's core; the last level's at the largest working set), in GB/s: a baseline judged
// on equal terms with the roofs. Only the sweep's points at `threads` count; 0 when none lies in the
// level.
double level_rate(const Roofline& roofline, const std::vector<const Measurement*>& sweep, const std::string& level,
                  int threads, const std::string& core_kind = "");

// How far past a level's lower boundary its core starts, where its roof is read: a factor of
// sqrt(2), or 3 into the last level (past a victim L3's tail).
double past_boundary_margin(bool into_last_level);
// Where the last level's working sets start being judged against it: judged_from_bytes when measured,
// else the margin past its lower boundary.
double last_level_start(const MemoryLevel& last);
double last_level_start(const Roof& last_level_roof);

// Level names for `count` plateaus, smallest working set first: L1, L2, ..., and DRAM for the last
// one when the sweep reached `largest_ws` bytes well beyond any cache (>= 64 MiB).
std::vector<std::string> level_names(std::size_t count, double largest_ws);

}  // namespace cpuroof::analysis
