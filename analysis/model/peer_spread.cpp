#include "model/peer_spread.hpp"

#include <cmath>

namespace cpuroof::analysis {

PeerSpread peer_spread(std::vector<double> values) {
  const double mid = median(values);
  for (double& v : values) v = std::abs(v - mid);
  // 1 / Phi^-1(3/4): the MAD of normal values times this is their standard deviation.
  constexpr double kMadToSigma = 1.4826;
  return {static_cast<int>(values.size()), mid, kSpreadMads * kMadToSigma * median(values)};
}

bool below_peers(double value, const Interval& interval, const PeerSpread& peers) {
  const double fall = peers.median - value;
  const bool interval_below = !(interval.high > 0) || interval.high < peers.median;
  return peers.count > 0 && fall > peers.spread && fall > kFallFloor * peers.median && interval_below;
}

}  // namespace cpuroof::analysis
