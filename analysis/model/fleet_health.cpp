#include "model/fleet_health.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace cpuroof::analysis {
namespace {

// A run's roofs by role, the fastest where a table repeats one (as compare picks).
std::map<RoofRole, const Roof*> roofs_by_role(const FleetRun& run) {
  std::map<RoofRole, const Roof*> out;
  for (const Roof& r : run.roofs) {
    const Roof*& best = out[roof_role(r)];
    if (!best || r.value > best->value) best = &r;
  }
  return out;
}

}  // namespace

const char* verdict_name(HealthVerdict v) {
  switch (v) {
    case HealthVerdict::ok:
      return "ok";
    case HealthVerdict::low:
      return "low";
    case HealthVerdict::missing:
      return "missing";
    case HealthVerdict::unjudged:
      break;
  }
  return "unjudged";
}

FleetHealth fleet_health(const std::vector<FleetRun>& runs) {
  std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> groups;  // identity and profile
  for (std::size_t i = 0; i < runs.size(); ++i) groups[{runs[i].machine.id, runs[i].profile}].push_back(i);
  std::vector<std::map<RoofRole, const Roof*>> by_role;
  for (const FleetRun& r : runs) by_role.push_back(roofs_by_role(r));

  FleetHealth health;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const std::vector<std::size_t>& group = groups.at({runs[i].machine.id, runs[i].profile});
    const int siblings = static_cast<int>(group.size());
    const bool judged = siblings >= kMinSiblings;
    if (!judged) health.unjudged.push_back(i);
    // Every sibling's value of a role, the node's among them.
    const auto values_of = [&](const RoofRole& role) {
      std::vector<double> v;
      const Roof* any = nullptr;
      for (std::size_t s : group)
        if (const auto it = by_role[s].find(role); it != by_role[s].end())
          v.push_back(it->second->value), any = it->second;
      return std::make_pair(v, any);
    };
    bool flagged = false;
    for (const Roof& r : runs[i].roofs) {
      const RoofRole role = roof_role(r);
      if (by_role[i].at(role) != &r) continue;  // a repeated role: its fastest row only
      const std::vector<double> values = values_of(role).first;
      HealthRow row{i, &r, &r, {static_cast<int>(values.size()), 0, 0}, siblings, HealthVerdict::unjudged};
      // A roof fewer than kMinSiblings runs have is not judged either.
      if (judged && static_cast<int>(values.size()) >= kMinSiblings) {
        row.fleet = peer_spread(values);
        row.verdict = below_peers(r.value, r.ci, row.fleet) ? HealthVerdict::low : HealthVerdict::ok;
      }
      flagged |= row.verdict == HealthVerdict::low;
      health.rows.push_back(row);
    }
    if (judged) {
      // Roofs every other sibling has and this node lacks, in the order the first sibling lists them.
      std::set<RoofRole> seen;
      for (std::size_t s : group)
        for (const Roof& r : runs[s].roofs) {
          const RoofRole role = roof_role(r);
          if (by_role[i].count(role) || !seen.insert(role).second) continue;
          const auto [values, any] = values_of(role);
          if (static_cast<int>(values.size()) != siblings - 1) continue;
          health.rows.push_back({i, nullptr, any, peer_spread(values), siblings, HealthVerdict::missing});
          flagged = true;
        }
    }
    if (flagged) health.flagged.push_back(i);
  }
  return health;
}

}  // namespace cpuroof::analysis
