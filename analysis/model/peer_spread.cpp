#include "model/peer_spread.hpp"

#include <algorithm>
#include <cmath>

namespace cpuroof::analysis {

PeerSpread peer_spread(std::vector<double> values) {
  const double mid = median(values);
  for (double& v : values) v = std::abs(v - mid);
  // 1 / Phi^-1(3/4): the MAD of normal values times this is their standard deviation.
  constexpr double kMadToSigma = 1.4826;
  return {static_cast<int>(values.size()), mid, kMadToSigma * median(values)};
}

double fall_threshold_sigmas(int judged) {
  // The one-sided normal tail 0.5 erfc(z / sqrt 2) = rate / judged, solved by bisection.
  const double tail = kFalseFlagRate / std::max(1, judged);
  double low = 0, high = 40;
  for (int i = 0; i < 200; ++i) {
    const double mid = (low + high) / 2;
    (0.5 * std::erfc(mid / std::sqrt(2.0)) > tail ? low : high) = mid;
  }
  return std::max(kSpreadMads, high);
}

bool below_peers(double value, const Interval& interval, const PeerSpread& peers, double sigmas, double floor) {
  const double spread = sigmas * peers.sigma;
  const double fall = peers.median - value;
  const bool interval_below =
      !(interval.high > 0) || (interval.high < peers.median - spread && interval.high < peers.median);
  return peers.count > 0 && fall > spread && fall > floor * peers.median && interval_below;
}

}  // namespace cpuroof::analysis
