#pragma once
// The declared cost of one kernel call: what the algorithm must do, counted by hand beside the kernel
// (likwid-bench's convention). Bytes are the compulsory traffic (STREAM's convention: a triad moves
// 24 B per f64 element); write-allocate reads are not added here (see bench/README section in
// results/README.md). The bench multiplies a Cost by the calls it timed and divides by time.
#include <cstdint>

namespace cpuroof {

struct Cost {
  double flops = 0;
  double bytes_read = 0;
  double bytes_written = 0;

  [[nodiscard]] double bytes() const { return bytes_read + bytes_written; }
  // Arithmetic intensity, FLOP per byte of compulsory traffic.
  [[nodiscard]] double intensity() const { return bytes() > 0 ? flops / bytes() : 0.0; }

  Cost operator*(double calls) const { return {flops * calls, bytes_read * calls, bytes_written * calls}; }
  Cost operator+(const Cost& o) const {
    return {flops + o.flops, bytes_read + o.bytes_read, bytes_written + o.bytes_written};
  }
  bool operator==(const Cost&) const = default;
};

}  // namespace cpuroof
