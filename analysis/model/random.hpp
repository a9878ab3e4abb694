#pragma once
// splitmix64: a tiny portable generator for bootstrap resampling with a fixed seed, so the same input
// gives the same interval on every machine and standard library.
#include <cstddef>
#include <cstdint>

namespace cpuroof::analysis {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed = 0x9E3779B97F4A7C15ull) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // An index in [0, n), n > 0.
  std::size_t index(std::size_t n) { return static_cast<std::size_t>(next() % n); }

 private:
  std::uint64_t state_;
};

}  // namespace cpuroof::analysis
