#pragma once
// Peak floating-point throughput: independent accumulator chains that live in registers for the
// whole loop, so the loop body is nothing but the arithmetic instructions being measured.
// A shape is how many chains of each instruction run side by side:
//   fma chains   acc = acc*x + y   (2 flop per lane)
//   add chains   acc = acc + y     (1 flop per lane)
//   mul chains   acc = acc * x     (1 flop per lane)
// Enough chains hide each instruction's latency; mixing FMA and ADD chains feeds separate FP-add
// pipes where a core has them (AMD Zen). The sum of all accumulators is returned, so nothing can be
// elided.
#include <cstdint>
#include <string>
#include <vector>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

struct PeakShape {
  int fma = 0;
  int add = 0;
  int mul = 0;
  [[nodiscard]] int chains() const { return fma + add + mul; }
  // "fma", "add", "mul" or "fma+add"
  [[nodiscard]] std::string mix() const;
  // e.g. "fma8", "fma8+add4"
  [[nodiscard]] std::string name() const;
  bool operator==(const PeakShape&) const = default;
};

// The shapes compiled for every level (kernels/peak_impl.hpp), filtered to those whose chains and
// two constants fit the level's architectural vector registers.
std::vector<PeakShape> peak_shapes(Isa isa);

// Cost of `iters` loop trips of one thread: flops only, no memory traffic.
Cost peak_cost(const PeakShape& shape, Isa isa, std::size_t elem_bytes, std::int64_t iters);

// Runs the loop `iters` times on each of `threads` threads; returns the sum of every accumulator.
template <class T>
T peak_run(Isa isa, const PeakShape& shape, std::int64_t iters, int threads);

// The same recurrence evaluated lane by lane in plain C++ (one thread), for verification.
template <class T>
T peak_reference(Isa isa, const PeakShape& shape, std::int64_t iters);

// Starting values and constants of every chain (shared by the kernels and the reference).
template <class T>
struct PeakConstants {
  static constexpr T x = T(0.999);  // fma/mul multiplier: fma chains converge to y / (1 - x)
  static constexpr T y = T(0.001);
  static constexpr T mul_x = T(1);  // mul chains stay put: no overflow or denormals however long
  static T start(int chain) { return T(1) + T(chain) / T(64); }
};

template <class T> using PeakFn = T (*)(std::int64_t);

// The loops at one level: the kernel for a shape, or nullptr if not compiled.
template <class T>
struct PeakKernels {
  PeakFn<T> (*for_shape)(const PeakShape& shape);
};
struct PeakFamily {
  template <class T> using Kernels = PeakKernels<T>;
  template <Isa L, class T> static Kernels<T> at();
};

}  // namespace cpuroof
