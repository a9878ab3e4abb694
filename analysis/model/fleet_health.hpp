#pragma once
// `cpuroof index --health`: each node against its siblings, to catch a degraded node (failing
// memory, a throttled socket) after a fleet sweep. Siblings are the runs of one machine identity and
// one profile (a quick run reads DRAM at a smaller working set than a full one). Each run is a node:
// a folder holding several runs of one host judges each of them.
//
// A node is judged on what its users would feel, not on each of its some 180 roofs:
//   headline  each memory level's best bandwidth roof (over access kinds), and each dtype's compute
//             peak at each ISA level (over instruction mixes), per thread count and kind of core;
//   group     the roofs of one level or one ISA falling together: the median, over the group's
//             roofs (at least kMinGroupRoofs), of the node's roof over the siblings' median of it,
//             against the same median of every sibling.
// Each is judged by the rule of model/peer_spread.hpp: below the siblings' median by more than
// fall_threshold_sigmas(m) robust standard deviations, m the quantities the node is judged on, and
// than kFallFloor of it, its interval too. A node with a headline or group that fell is flagged, and
// so is one that lacks a compute peak every other sibling has (an ISA level gone: firmware, a VM's
// CPU model). A memory level every other sibling has and the node lacks is a row `missing` that
// flags nothing: the fit finds levels from the sweep's shape, and of ten quick runs of one unchanged
// 2-vCPU Zen 5 VM, three found no L3 plateau at one of their thread counts. The roofs themselves
// are rows too, judged by the same rule over all of them, for a closer look: they never flag a node
// on their own. Pure.
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
// A group is judged when it has this many roofs at least.
inline constexpr int kMinGroupRoofs = 4;

struct FleetRun {
  std::string node;  // the run's folder
  std::string host;  // the host it ran on (meta.json's benchmark_host_name)
  MachineIdentity machine;
  std::string profile;
  std::vector<Roof> roofs;
};

enum class HealthVerdict { ok, low, missing, unjudged };
const char* verdict_name(HealthVerdict v);  // "ok", "low", "missing", "unjudged"

// What a row judges: one roof (a closer look), a headline roof, or a group of roofs.
enum class HealthScope { roof, headline, group };
const char* scope_name(HealthScope s);  // "roof", "headline", "group"

// What a row is of, as roofs.csv names it: a roof's own fields; a headline's level, or dtype and
// ISA (and the node's best kind or mix in `variant`); a group's level, access kind or ISA.
struct HealthFields {
  std::string kind, level, dtype, isa, variant;
};

struct HealthRow {
  std::size_t run = 0;  // index into the runs judged
  HealthScope scope = HealthScope::roof;
  std::string name;  // "DRAM read"; "DRAM best"; "DRAM all kinds" (with " (P)" on a hybrid run)
  HealthFields fields;
  const Roof* roof = nullptr;   // the node's roof (roof, headline); nullptr where missing, and for a group
  const Roof* named = nullptr;  // the node's roof, a sibling's where it is missing, a group's first roof
  double value = 0;             // the roof's value; a group's median ratio
  int members = 1;              // a group's roofs
  PeerSpread fleet;             // the siblings that have it, the node among them (unjudged: count only)
  int siblings = 0;             // runs of the node's identity and profile
  double sigmas = 0;            // the threshold it was judged at (fall_threshold_sigmas)
  HealthVerdict verdict = HealthVerdict::unjudged;
  [[nodiscard]] double ratio() const {
    return fleet.median > 0 && verdict != HealthVerdict::missing ? value / fleet.median : 0;
  }
  // The fall past which it is low (besides the floor): `sigmas` robust standard deviations.
  [[nodiscard]] double spread() const { return sigmas * fleet.sigma; }
};

struct FleetHealth {
  // Per run in the order given: its headlines and groups, then its roofs in its own order, then the
  // headlines it misses.
  std::vector<HealthRow> rows;
  std::vector<std::size_t> flagged;   // runs with a row that flags_node
  std::vector<std::size_t> unjudged;  // runs with fewer than kMinSiblings siblings
};

// `runs` must outlive the result (rows point into it).
FleetHealth fleet_health(const std::vector<FleetRun>& runs);

// True for a row that flags its node: a headline or group low, a compute peak missing.
bool flags_node(const HealthRow& row);

}  // namespace cpuroof::analysis
