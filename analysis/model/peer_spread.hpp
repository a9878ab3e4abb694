#pragma once
// A quantity against its peers: the same roof on sibling nodes of one machine identity (index
// --health), or on a machine's earlier runs (history). Robust statistics, so that the one slow node or
// run being looked for moves neither the reference nor the spread. Pure.
//
// The rule of a fall, shared by both: a node judges m quantities at once (its headline roofs and
// groups: fleet_health.hpp), so a threshold of a fixed number of standard deviations would flag
// nodes by chance in proportion to m. The threshold is the normal quantile that leaves a node
// (or a run) kFalseFlagRate of flagging by chance over all m (Bonferroni: 1 - rate / m), at least
// kSpreadMads. A quantity fell when it lies below the peers' median by more than that many robust
// standard deviations and than kFallFloor of the median, and its own 95% interval (where it has
// one) lies wholly below the median less those deviations: a fall is told from noise by both.
#include <vector>

#include "model/stats.hpp"

namespace cpuroof::analysis {

// The peers' median and robust standard deviation: 1.4826 x the median absolute deviation from the
// median (which estimates a standard deviation where the values are normal).
struct PeerSpread {
  int count = 0;  // peers that have the quantity
  double median = 0;
  double sigma = 0;
};

// The least threshold, in robust standard deviations, whatever the number of quantities judged.
inline constexpr double kSpreadMads = 3;
// The chance a node of unchanged hardware is flagged, over all the quantities it is judged on.
inline constexpr double kFalseFlagRate = 0.01;
// Below its peers means more than this fraction below their median as well as past the threshold,
// so that peers alike to the last digit (MAD 0) do not flag a node over noise, nor a few alike runs
// one that the host's other tenants slowed: over five quick runs of one 2-vCPU Zen 5 VM, nothing
// changed, every roof of its L3 at one thread read 0.90 x the others' median in one of them.
inline constexpr double kFallFloor = 0.12;

// The median and spread of the values (at least one).
PeerSpread peer_spread(std::vector<double> values);

// Robust standard deviations a fall must pass when `judged` quantities are judged at once.
double fall_threshold_sigmas(int judged);

// True when `value` lies further below the peers' median than `sigmas` of their spread and than
// `floor` of the median, and so does its own interval where it has one (high above 0).
bool below_peers(double value, const Interval& interval, const PeerSpread& peers, double sigmas,
                 double floor = kFallFloor);

}  // namespace cpuroof::analysis
