#pragma once
// Tunable arithmetic intensity: y[i] = f_F(x[i]), with F floating-point operations per element.
//   F = 1:        y = c*x                                   (one multiply)
//   F even >= 2:  acc = x; F/2 times acc = acc*c + d; y = acc (F/2 dependent FMAs per element)
// Per element: F flop, one element read, one written to a separate array (access kind "copy"), so
// I = F / (2 * sizeof(T)): f64 spans 1/16 .. 128 FLOP/byte for F = 1 .. 2048, f32 twice that.
// Every element's chain is independent of the others and the loop runs kIntensityChains vectors side
// by side: at large F the body is a stream of independent FMAs (the compute roof's shape), at small F
// one load and one store per element (a copy).
// c and d keep every chain bounded and normal: acc - 1 shrinks by c each step (fixed point
// d / (1 - c) = 1), so no overflow and no denormals for any F.
#include <cstddef>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

inline constexpr int kIntensityMaxFlops = 2048;
// Vectors in flight per loop trip: covers FMA latency x FMA pipes (4 x 2 on current x86 cores) with
// room to spare, and with the two constants fits 16 vector registers.
inline constexpr int kIntensityChains = 12;

template <class T>
struct IntensityConstants {
  static constexpr T c = T(0.75);
  static constexpr T d = T(0.25);
};

// F = 1 or an even number up to kIntensityMaxFlops.
bool intensity_flops_valid(int flops_per_element);
// Cost of one pass over n elements of elem_bytes each.
Cost intensity_cost(int flops_per_element, std::size_t n, std::size_t elem_bytes);

// One thread's pass over n elements.
template <class T>
using IntensityChunkFn = void (*)(const T* x, T* y, std::size_t n, int flops_per_element);

// `passes` passes over n elements on `threads` threads, each on its own chunk (parallel.hpp); several
// passes per call keep fork/join cost out of cache-sized measurements. Throws std::invalid_argument
// for an invalid F or an ISA level this CPU lacks.
template <class T>
void intensity_run(Isa isa, int flops_per_element, const T* x, T* y, std::size_t n, int threads, int passes);

// The same recurrence for one element in plain C++ (bit-identical: FMAs round once everywhere).
template <class T>
T intensity_reference(int flops_per_element, T x);

// The loop at one level.
template <class T>
struct IntensityKernels {
  IntensityChunkFn<T> chunk;
};
struct IntensityFamily {
  template <class T> using Kernels = IntensityKernels<T>;
  template <Isa L, class T> static Kernels<T> at();
};

}  // namespace cpuroof
