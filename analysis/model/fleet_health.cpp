#include "model/fleet_health.hpp"

#include <algorithm>
#include <map>
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
  std::vector<std::map<RoofRole, const Roof*>> by_role;
  for (const FleetRun& r : runs) by_role.push_back(roofs_by_role(r));
  // Per group (identity and profile): its runs, and each role's values over them, once, so that a
  // fleet of a thousand alike nodes is judged in one pass over its roofs.
  struct RoleValues {
    std::vector<double> values;
    const Roof* any = nullptr;  // one sibling's roof, to name the role where a node lacks it
    PeerSpread fleet;
  };
  struct Group {
    std::vector<std::size_t> runs;
    std::map<RoofRole, RoleValues> roles;
    std::vector<RoofRole> order;  // roles in the order the group's runs list them
  };
  std::map<std::pair<std::string, std::string>, Group> groups;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    Group& g = groups[{runs[i].machine.id, runs[i].profile}];
    g.runs.push_back(i);
    for (const Roof& r : runs[i].roofs) {
      const RoofRole role = roof_role(r);
      if (by_role[i].at(role) != &r) continue;  // a repeated role: its fastest row only
      const auto [it, added] = g.roles.try_emplace(role);
      if (added) g.order.push_back(role);
      it->second.values.push_back(r.value);
      it->second.any = &r;
    }
  }
  for (auto& [key, g] : groups)
    for (auto& [role, v] : g.roles) v.fleet = peer_spread(v.values);

  FleetHealth health;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Group& g = groups.at({runs[i].machine.id, runs[i].profile});
    const int siblings = static_cast<int>(g.runs.size());
    const bool judged = siblings >= kMinSiblings;
    if (!judged) health.unjudged.push_back(i);
    bool flagged = false;
    for (const Roof& r : runs[i].roofs) {
      const RoofRole role = roof_role(r);
      if (by_role[i].at(role) != &r) continue;
      const RoleValues& v = g.roles.at(role);
      HealthRow row{i, &r, &r, {static_cast<int>(v.values.size()), 0, 0}, siblings, HealthVerdict::unjudged};
      // A roof fewer than kMinSiblings runs have is not judged either.
      if (judged && static_cast<int>(v.values.size()) >= kMinSiblings) {
        row.fleet = v.fleet;
        row.verdict = below_peers(r.value, r.ci, row.fleet) ? HealthVerdict::low : HealthVerdict::ok;
      }
      flagged |= row.verdict == HealthVerdict::low;
      health.rows.push_back(row);
    }
    // Roofs every other sibling has and this node lacks.
    if (judged)
      for (const RoofRole& role : g.order) {
        const RoleValues& v = g.roles.at(role);
        if (by_role[i].count(role) || static_cast<int>(v.values.size()) != siblings - 1) continue;
        health.rows.push_back({i, nullptr, v.any, v.fleet, siblings, HealthVerdict::missing});
        flagged = true;
      }
    if (flagged) health.flagged.push_back(i);
  }
  return health;
}

}  // namespace cpuroof::analysis
