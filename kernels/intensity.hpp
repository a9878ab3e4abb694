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
//
// The family's one kernel is described by kIntensitySweep (its facts: name, access kind, arrays,
// flops range, vectors in flight); its loop is in intensity_impl.hpp. The bench, the tests and the
// run's kernel catalogue read it.
#include <algorithm>
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

inline constexpr int kIntensityMaxFlops = 2048;
// Vectors in flight per loop trip. Not tuned on one machine: chosen from latency x pipes, the
// independent FMAs a core needs to issue one per pipe per cycle: 4 cycles x 2 pipes = 8 on Skylake,
// Ice Lake, Golden Cove and Zen 2-4, 5 x 2 = 10 on Haswell and Broadwell (Agner Fog's tables,
// uops.info); 12 covers them all with room to spare. One count at every level, so that every level's
// sweep has the same shape; it must fit, with the two constants c and d, the smallest register file
// of any level (checked below and per level in intensity_impl.hpp).
inline constexpr int kIntensityChains = 12;
inline constexpr int kIntensityConstantRegisters = 2;
static_assert(kIntensityChains + kIntensityConstantRegisters <=
                  (*std::min_element(std::begin(kIsaFacts), std::end(kIsaFacts),
                                     [](const IsaRow* a, const IsaRow* b) { return a->registers < b->registers; }))
                      ->registers,
              "kIntensityChains and the constants must fit every ISA level's vector registers");

struct IntensityKernel {
  std::string_view name;         // the kernel in benchmark names
  std::string_view description;  // one line, for people
  std::string_view access;       // the bandwidth roof kind it is judged against
  int arrays_read;               // per element, one element of each
  int arrays_written;
  int max_flops_per_element;
  int vectors_in_flight;
  // Distinct arrays: the working set is this many times n elements.
  [[nodiscard]] constexpr int arrays() const { return arrays_read + arrays_written; }
};

inline constexpr IntensityKernel kIntensitySweep{
    "sweep",
    "y[i] = f_F(x[i]): F/2 dependent FMAs per element (F = 1: one multiply), F flop, one element read and one "
    "written",
    "copy",
    1,
    1,
    kIntensityMaxFlops,
    kIntensityChains};

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

// The loop at one level.
template <class T>
struct IntensityKernels {
  IntensityChunkFn<T> chunk;
};
struct IntensityFamily {
  template <class T>
  using Kernels = IntensityKernels<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};
// The loop for a level, chosen once; throws std::invalid_argument when the CPU lacks the level.
template <class T>
Chosen<IntensityKernels<T>> intensity_kernels(Isa isa);

// `passes` passes over n elements on `threads` threads, each on its own chunk (parallel.hpp); several
// passes per call keep fork/join cost out of cache-sized measurements. Throws std::invalid_argument
// for an invalid F.
template <class T>
void intensity_run(const IntensityKernels<T>& k, int flops_per_element, const T* x, T* y, std::size_t n, int threads,
                   int passes);

// The same recurrence for one element in plain C++ (bit-identical: FMAs round once everywhere).
template <class T>
T intensity_reference(int flops_per_element, T x);

}  // namespace cpuroof
