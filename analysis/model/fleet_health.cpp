#include "model/fleet_health.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

#include "model/roof_names.hpp"

namespace cpuroof::analysis {
namespace {

// One quantity a node is judged on (or a roof, for the closer look), by scope, name, threads and
// kind of core.
struct Key {
  HealthScope scope;
  std::string name;
  int threads;
  std::string core_kind;
  HealthFields fields;
  friend bool operator<(const Key& a, const Key& b) {
    return std::tie(a.scope, a.name, a.threads, a.core_kind) < std::tie(b.scope, b.name, b.threads, b.core_kind);
  }
};

// A node's value of a quantity.
struct Held {
  double value = 0;
  Interval ci;                 // a roof's or a headline's; none for a group
  const Roof* roof = nullptr;  // the roof (roof, headline); a group's first member
  int members = 1;
};

// A quantity over the siblings that have it.
struct Over {
  std::vector<double> values;
  const Roof* any = nullptr;  // one sibling's roof, to name a headline where a node lacks it
  PeerSpread fleet;
};

std::string with_core(std::string name, const std::string& core_kind) {
  return core_kind.empty() ? name : name + " (" + core_kind + ")";
}

Key key_of(HealthScope scope, const std::string& name, const Roof& r, HealthFields fields) {
  return {scope, with_core(name, r.core_kind), r.threads, r.core_kind, std::move(fields)};
}

// A run's roofs, one per role, the fastest where a table repeats one (as compare picks), in the
// table's order.
std::vector<const Roof*> roofs_by_role(const FleetRun& run) {
  std::map<RoofRole, const Roof*> best;
  for (const Roof& r : run.roofs) {
    const Roof*& b = best[roof_role(r)];
    if (!b || r.value > b->value) b = &r;
  }
  std::vector<const Roof*> out;
  for (const Roof& r : run.roofs)
    if (best.at(roof_role(r)) == &r) out.push_back(&r);
  return out;
}

// The headline a roof counts for: its level's best bandwidth, or its dtype's peak at its ISA.
Key headline_of(const Roof& r) {
  return r.kind == "compute"
             ? key_of(HealthScope::headline, r.dtype + " " + r.isa + " peak", r, {r.kind, "", r.dtype, r.isa, ""})
             : key_of(HealthScope::headline, r.level + " best", r, {r.kind, r.level, "", "", ""});
}

// The group a roof belongs to: its level's (bandwidth), its ISA's (compute). Not an access kind's
// over the levels: with its three or four roofs it moved as one by 12-16% between quick runs of one
// unchanged Zen 5 VM, as the levels' and ISAs' medians of a dozen roofs and more did not.
Key group_of(const Roof& r) {
  return r.kind == "compute"
             ? key_of(HealthScope::group, r.isa + " all dtypes and mixes", r, {r.kind, "", "", r.isa, ""})
             : key_of(HealthScope::group, r.level + " all kinds", r, {r.kind, r.level, "", "", ""});
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

const char* scope_name(HealthScope s) {
  switch (s) {
    case HealthScope::roof:
      return "roof";
    case HealthScope::headline:
      return "headline";
    case HealthScope::group:
      break;
  }
  return "group";
}

bool flags_node(const HealthRow& row) {
  if (row.scope == HealthScope::roof) return false;
  return row.verdict == HealthVerdict::low || (row.verdict == HealthVerdict::missing && row.fields.kind == "compute");
}

FleetHealth fleet_health(const std::vector<FleetRun>& runs) {
  // Per run: its quantities, in the order it first lists them.
  std::vector<std::map<Key, Held>> held(runs.size());
  std::vector<std::vector<Key>> order(runs.size());
  const auto hold = [&](std::size_t i, const Key& k, const Held& h) {
    const auto [it, added] = held[i].try_emplace(k, h);
    if (added)
      order[i].push_back(k);
    else if (h.value > it->second.value)
      it->second = h;  // a headline: the best roof
  };
  for (std::size_t i = 0; i < runs.size(); ++i)
    for (const Roof* r : roofs_by_role(runs[i])) {
      hold(i, headline_of(*r), {r->value, r->ci, r, 1});
      hold(i, key_of(HealthScope::roof, roof_role_name(*r), *r, {r->kind, r->level, r->dtype, r->isa, r->variant}),
           {r->value, r->ci, r, 1});
    }

  // Per sibling group (identity and profile): its runs, and each quantity over them.
  struct Siblings {
    std::vector<std::size_t> runs;
    std::map<Key, Over> over;
    std::vector<Key> order;  // quantities in the order the group's runs list them
  };
  std::map<std::pair<std::string, std::string>, Siblings> siblings;
  const auto gather = [&](Siblings& g, std::size_t i) {
    for (const Key& k : order[i]) {
      const auto [it, added] = g.over.try_emplace(k);
      if (added) g.order.push_back(k);
      it->second.values.push_back(held[i].at(k).value);
      it->second.any = held[i].at(k).roof;
    }
  };
  for (std::size_t i = 0; i < runs.size(); ++i) {
    Siblings& g = siblings[{runs[i].machine.id, runs[i].profile}];
    g.runs.push_back(i);
    gather(g, i);
  }
  // The groups: each roof of a node over its siblings' median of it, the median of those per group.
  for (auto& [id, g] : siblings) {
    for (auto& [k, o] : g.over) o.fleet = peer_spread(o.values);
    for (const std::size_t i : g.runs) {
      std::map<Key, std::vector<double>> ratios;
      std::map<Key, const Roof*> first;
      std::vector<Key> group_order;
      for (const Key& k : order[i]) {
        if (k.scope != HealthScope::roof) continue;
        const Over& o = g.over.at(k);
        const Roof* r = held[i].at(k).roof;
        if (static_cast<int>(o.values.size()) < kMinSiblings || !(o.fleet.median > 0)) continue;
        const Key group = group_of(*r);
        if (!first.count(group)) group_order.push_back(group), first[group] = r;
        ratios[group].push_back(r->value / o.fleet.median);
      }
      for (const Key& group : group_order) {
        const auto& v = ratios.at(group);
        if (static_cast<int>(v.size()) < kMinGroupRoofs) continue;
        hold(i, group, {median(v), {}, first.at(group), static_cast<int>(v.size())});
      }
    }
    for (const std::size_t i : g.runs)
      for (const Key& k : order[i])
        if (k.scope == HealthScope::group) {
          const auto [it, added] = g.over.try_emplace(k);
          if (added) g.order.push_back(k);
          it->second.values.push_back(held[i].at(k).value);
          it->second.any = held[i].at(k).roof;
        }
    for (auto& [k, o] : g.over)
      if (k.scope == HealthScope::group) o.fleet = peer_spread(o.values);
  }

  FleetHealth health;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const Siblings& g = siblings.at({runs[i].machine.id, runs[i].profile});
    const int count = static_cast<int>(g.runs.size());
    const bool judged = count >= kMinSiblings;
    if (!judged) health.unjudged.push_back(i);
    const auto judged_here = [&](const Key& k) {
      return judged && static_cast<int>(g.over.at(k).values.size()) >= kMinSiblings;
    };
    // Each scope's threshold, from how many quantities of it the node is judged on.
    int quantities = 0, roofs = 0;
    for (const Key& k : order[i])
      if (judged_here(k)) (k.scope == HealthScope::roof ? roofs : quantities) += 1;
    const double quantity_sigmas = fall_threshold_sigmas(quantities), roof_sigmas = fall_threshold_sigmas(roofs);

    const std::size_t first_row = health.rows.size();
    std::vector<HealthRow> roof_rows;
    for (const Key& k : order[i]) {
      const Held& h = held[i].at(k);
      const Over& o = g.over.at(k);
      HealthRow row;
      row.run = i;
      row.scope = k.scope;
      row.name = k.name;
      row.fields = k.fields;
      if (k.scope == HealthScope::headline) row.fields.variant = h.roof->variant;  // the best kind or mix
      row.roof = k.scope == HealthScope::group ? nullptr : h.roof;
      row.named = h.roof;
      row.value = h.value;
      row.members = h.members;
      row.fleet = {static_cast<int>(o.values.size()), 0, 0};
      row.siblings = count;
      if (judged_here(k)) {
        row.fleet = o.fleet;
        row.sigmas = k.scope == HealthScope::roof ? roof_sigmas : quantity_sigmas;
        const bool low = k.scope == HealthScope::group ? below_peers(h.value, {}, o.fleet, row.sigmas)
                                                       : below_peers(h.value, h.ci, o.fleet, row.sigmas);
        row.verdict = low ? HealthVerdict::low : HealthVerdict::ok;
      }
      (k.scope == HealthScope::roof ? roof_rows : health.rows).push_back(row);
    }
    health.rows.insert(health.rows.end(), roof_rows.begin(), roof_rows.end());
    // Headlines every other sibling has and this node lacks.
    if (judged)
      for (const Key& k : g.order) {
        const Over& o = g.over.at(k);
        if (k.scope != HealthScope::headline || held[i].count(k) || static_cast<int>(o.values.size()) != count - 1)
          continue;
        HealthRow row;
        row.run = i;
        row.scope = k.scope;
        row.name = k.name;
        row.fields = k.fields;
        row.named = o.any;
        row.fleet = o.fleet;
        row.siblings = count;
        row.sigmas = quantity_sigmas;
        row.verdict = HealthVerdict::missing;
        health.rows.push_back(row);
      }
    if (std::any_of(health.rows.begin() + static_cast<std::ptrdiff_t>(first_row), health.rows.end(), flags_node))
      health.flagged.push_back(i);
  }
  return health;
}

}  // namespace cpuroof::analysis
