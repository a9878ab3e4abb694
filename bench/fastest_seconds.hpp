#pragma once
// The fastest of several timed calls: what the short measurements outside Google Benchmark take
// (the cost calibration, --cpuroof_describe), as a host's pauses only lengthen a call.
#include <algorithm>
#include <chrono>
#include <limits>

namespace cpuroof::bench {

template <class Fn>
double fastest_seconds(int tries, Fn&& fn) {
  double best = std::numeric_limits<double>::infinity();
  for (int i = 0; i < tries; ++i) {
    const auto start = std::chrono::steady_clock::now();
    fn();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

}  // namespace cpuroof::bench
