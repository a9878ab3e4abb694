#pragma once
// How much of a run is done, from how many benchmarks have finished. Google Benchmark reports a
// benchmark only after its last repetition; with random interleaving the N·R repetitions run in a
// uniformly shuffled order, so by the time a fraction f of them has run, a given benchmark has
// finished with probability f^R. Inverting the expected count k = N·f^R gives f = (k/N)^(1/R):
// counting finished benchmarks directly would say "1%" when a third of the time has passed.
#include <cmath>
#include <cstddef>

namespace cpuroof::bench {

inline double fraction_done(std::size_t finished, std::size_t total, int repetitions, bool interleaved) {
  if (total == 0 || finished >= total) return 1.0;
  const double share = static_cast<double>(finished) / static_cast<double>(total);
  return interleaved && repetitions > 1 ? std::pow(share, 1.0 / repetitions) : share;
}

// Seconds left, at constant speed; 0 when nothing is known yet or everything is done.
inline double eta_seconds(double elapsed_s, double fraction) {
  return fraction > 0 && fraction < 1 ? elapsed_s * (1 - fraction) / fraction : 0.0;
}

}  // namespace cpuroof::bench
