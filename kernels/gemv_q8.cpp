#include "gemv_q8.hpp"

#include <omp.h>

#include <stdexcept>

#include "parallel.hpp"

namespace cpuroof {

GemvQ8Loops gemv_q8_loops(Isa isa) {
  require_isa(isa);
  for (std::size_t i = std::size(kGemvQ8Loops); i-- > 0;)
    if (kGemvQ8Loops[i].isa <= isa) return kGemvQ8Loops[i];
  throw std::invalid_argument("no quantised GEMV loop at or below ISA level '" + std::string(isa_name(isa)) + "'");
}

Cost gemv_q8_cost(std::size_t m, std::size_t n) {
  const double M = static_cast<double>(m), N = static_cast<double>(n);
  return {2 * M * N, M * N + 4 * M + 4 * N, 4 * M};
}

void gemv_q8(const GemvQ8Loops& k, std::size_t m, std::size_t n, const std::int8_t* w, const float* scale,
             const float* x, float* y, int threads) {
  auto part = [&](int tid, int nt) {
    const Range r = chunk_range(m, tid, nt, 1);
    if (r.size() > 0) k.rows(w + r.begin * n, scale + r.begin, x, y + r.begin, r.size(), n);
  };
  if (runs_on_caller(threads)) {
    part(0, 1);
    return;
  }
#pragma omp parallel num_threads(threads)
  part(omp_get_thread_num(), omp_get_num_threads());
}

std::vector<double> gemv_q8_reference(std::size_t m, std::size_t n, const std::int8_t* w, const float* scale,
                                      const float* x) {
  std::vector<double> y(m, 0.0);
  for (std::size_t i = 0; i < m; ++i) {
    double s = 0;
    for (std::size_t j = 0; j < n; ++j) s += static_cast<double>(w[i * n + j]) * static_cast<double>(x[j]);
    y[i] = static_cast<double>(scale[i]) * s;
  }
  return y;
}

}  // namespace cpuroof
