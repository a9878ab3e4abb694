#include "intensity.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include "intensity_levels.hpp"
#include "parallel.hpp"

namespace cpuroof {

bool intensity_flops_valid(int f) { return f == 1 || (f >= 2 && f <= kIntensityMaxFlops && f % 2 == 0); }

Cost intensity_cost(int flops_per_element, std::size_t n, std::size_t elem_bytes) {
  const double e = static_cast<double>(n), b = static_cast<double>(elem_bytes);
  const IntensityKernel& k = kIntensitySweep;
  return {flops_per_element * e, k.arrays_read * e * b, k.arrays_written * e * b};
}

template <class T>
Chosen<IntensityKernels<T>> intensity_kernels(Isa isa) {
  return choose_level<IntensityFamily, T, levels_built::intensity>(isa);
}

template <class T>
void intensity_run(const IntensityKernels<T>& k, int flops_per_element, const T* x, T* y, std::size_t n, int threads,
                   int passes) {
  if (!intensity_flops_valid(flops_per_element))
    throw std::invalid_argument("intensity: " + std::to_string(flops_per_element) +
                                " flop per element is not 1 or even in [2, " + std::to_string(kIntensityMaxFlops) +
                                "]");
  const IntensityChunkFn<T> fn = k.chunk;
  parallel_chunks<T>(n, threads, [&](Range r, int) {
    for (int p = 0; p < passes; ++p) fn(x + r.begin, y + r.begin, r.size(), flops_per_element);
  });
}

template <class T>
T intensity_reference(int flops_per_element, T x) {
  using C = IntensityConstants<T>;
  if (flops_per_element == 1) return C::c * x;
  T acc = x;
  for (int f = 0; f < flops_per_element / 2; ++f) acc = std::fma(acc, C::c, C::d);
  return acc;
}

template Chosen<IntensityKernels<float>> intensity_kernels<float>(Isa);
template Chosen<IntensityKernels<double>> intensity_kernels<double>(Isa);
template void intensity_run<float>(const IntensityKernels<float>&, int, const float*, float*, std::size_t, int, int);
template void intensity_run<double>(const IntensityKernels<double>&, int, const double*, double*, std::size_t, int,
                                    int);
template float intensity_reference<float>(int, float);
template double intensity_reference<double>(int, double);

}  // namespace cpuroof
