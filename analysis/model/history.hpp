#pragma once
// `cpuroof history`: the headline roofs of one machine's runs over time. Per thread count, each
// dtype's best compute roof (f64, f32) and each memory level's best bandwidth roof, followed from run
// to run in the order the runs started. A run's roof fell past the noise when it lies below the
// earlier runs of its profile by the rule of index --health (model/peer_spread.hpp), a run judged on
// all its series at once. Pure.
#include <cstdint>
#include <string>
#include <vector>

#include "model/identity.hpp"
#include "model/peer_spread.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

// The dtypes whose best compute roof the history follows.
inline const std::vector<std::string> kHistoryDtypes = {"f64", "f32"};

struct HistoryEntry {
  const Roof* roof = nullptr;  // nullptr where the run lacks it
  PeerSpread earlier;          // the earlier runs of its profile that have it (count 0: none)
  double sigmas = 0;           // the threshold it was judged at (fall_threshold_sigmas of the series)
  bool fell = false;
  // The fall past which it fell (besides the floor).
  [[nodiscard]] double spread() const { return sigmas * earlier.sigma; }
};

struct HistorySeries {
  std::string name;  // "f64 peak", "f32 peak", "L1", ..., "DRAM"
  std::string kind;  // "compute" or "bandwidth"
  int threads = 0;
  std::vector<HistoryEntry> entries;  // one per run, in MachineHistory's order
};

struct MachineHistory {
  MachineIdentity machine;                 // the first run's (every run has its id)
  std::vector<const ResultSet*> runs;      // by start time (runs of the same second as given)
  std::vector<std::int64_t> starts;        // seconds since 1970, UTC
  std::vector<std::string> profiles;       // "" where not recorded
  std::vector<std::string> bench_commits;  // meta.json's git_commit: the bench's build ("" where not recorded)
  std::vector<HistorySeries> series;       // by thread count; compute (kHistoryDtypes' order), then levels
};

// InputError when there are no runs, a run has no start time (start_time_utc or benchmark_date in
// meta.json), or the runs are of more than one machine identity. `runs` must outlive the result.
MachineHistory machine_history(const std::vector<ResultSet>& runs);

}  // namespace cpuroof::analysis
