#include "stream_plain.hpp"

namespace cpuroof {

void stream_triad_plain(double* a, const double* b, const double* c, double s, std::size_t n, int threads, int passes) {
#pragma omp parallel num_threads(threads)
  for (int p = 0; p < passes; ++p) {
#pragma omp for schedule(static)
    for (std::size_t i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
  }
}

}  // namespace cpuroof
