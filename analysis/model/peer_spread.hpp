#pragma once
// A roof against its peers: the same roof on sibling nodes of one machine identity (index --health),
// or on a machine's earlier runs (history). Robust statistics, so that the one slow node or run being
// looked for moves neither the reference nor the spread. Pure.
#include <vector>

#include "model/stats.hpp"

namespace cpuroof::analysis {

// The peers' median and robust spread: kSpreadMads x 1.4826 x the median absolute deviation from the
// median (1.4826 x MAD estimates a standard deviation where the values are normal).
struct PeerSpread {
  int count = 0;  // peers that have the roof
  double median = 0;
  double spread = 0;
};

// Three robust standard deviations: a node has some 180 roofs, and a fleet of 16 nodes 3,000; at one
// standard deviation, normal run-to-run noise would flag a node on every sweep.
inline constexpr double kSpreadMads = 3;
// Below its peers means more than this fraction below their median as well as past the spread, so
// that peers alike to the last digit (MAD 0) do not flag a node over noise.
inline constexpr double kFallFloor = 0.10;

// The median and spread of the values (at least one).
PeerSpread peer_spread(std::vector<double> values);

// True when `value` lies further below the peers' median than their spread and than kFallFloor of
// it, and so does its own interval (where it has one: high above 0).
bool below_peers(double value, const Interval& interval, const PeerSpread& peers);

}  // namespace cpuroof::analysis
