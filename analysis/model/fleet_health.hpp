#pragma once
// `cpuroof index --health`: each node's roofs against its siblings', to catch a degraded node (failing
// memory, a throttled socket) after a fleet sweep. Siblings are the runs of one machine identity and
// one profile (a quick run reads DRAM at a smaller working set than a full one). Each roof is judged
// against the median and robust spread of all siblings that have it (model/peer_spread.hpp): "low"
// when it lies further below their median than the spread and than 10%, its interval too. A roof
// every other sibling has and the node lacks is "missing". A node with a low or missing roof is
// flagged. Each run is a node: a folder holding several runs of one host judges each of them. Pure.
#include <cstddef>
#include <string>
#include <vector>

#include "model/identity.hpp"
#include "model/peer_spread.hpp"
#include "model/roof_role.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

// Fewer siblings than this are not judged: of two, neither lies below the median of both.
inline constexpr int kMinSiblings = 3;

struct FleetRun {
  std::string node;  // the run's folder
  std::string host;  // the host it ran on (meta.json's benchmark_host_name)
  MachineIdentity machine;
  std::string profile;
  std::vector<Roof> roofs;
};

enum class HealthVerdict { ok, low, missing, unjudged };
const char* verdict_name(HealthVerdict v);  // "ok", "low", "missing", "unjudged"

struct HealthRow {
  std::size_t run = 0;          // index into the runs judged
  const Roof* roof = nullptr;   // the node's; nullptr when missing
  const Roof* named = nullptr;  // the node's, or a sibling's where it is missing: what names the row
  PeerSpread fleet;             // the siblings that have the roof, the node among them (unjudged: count only)
  int siblings = 0;             // runs of the node's identity and profile
  HealthVerdict verdict = HealthVerdict::unjudged;
  [[nodiscard]] double ratio() const { return roof && fleet.median > 0 ? roof->value / fleet.median : 0; }
};

struct FleetHealth {
  // Per run in the order given: its roofs in its own order, then the roofs it misses in its siblings'.
  std::vector<HealthRow> rows;
  std::vector<std::size_t> flagged;   // runs with a low or missing roof, in the order given
  std::vector<std::size_t> unjudged;  // runs with fewer than kMinSiblings siblings
};

// `runs` must outlive the result (rows point into it).
FleetHealth fleet_health(const std::vector<FleetRun>& runs);

}  // namespace cpuroof::analysis
