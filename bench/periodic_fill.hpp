#pragma once
// Benchmark inputs are periodic in their index (an index mix-up between arrays fails verification).
// Computing each value costs a division, slower than writing it: fill_periodic computes one tile of
// whole periods and copies it over the range, at memory speed.
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

namespace cpuroof::bench {

// dst[i] = value(i % period) for i in [begin, end).
template <class T, class Value>
void fill_periodic(T* dst, std::size_t begin, std::size_t end, std::size_t period, Value value) {
  if (begin >= end) return;
  // Whole periods, about 4 KiB: long enough that each copy runs at memory speed.
  const std::size_t tile_len = period * std::max<std::size_t>(1, 4096 / (period * sizeof(T)));
  std::vector<T> tile(tile_len + period);  // + period: a copy may start at any phase
  for (std::size_t j = 0; j < tile.size(); ++j) tile[j] = value(j % period);
  std::size_t i = begin;
  const std::size_t phase = begin % period;
  while (i < end) {
    const std::size_t len = std::min(tile_len, end - i);
    std::memcpy(dst + i, tile.data() + phase, len * sizeof(T));
    i += len;
  }
}

}  // namespace cpuroof::bench
