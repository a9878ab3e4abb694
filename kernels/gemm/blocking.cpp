#include "gemm/blocking.hpp"

#include <algorithm>
#include <stdexcept>

namespace cpuroof {

namespace {

// Largest multiple of `step` that is <= budget / per_unit, and at least one step.
std::size_t fit(std::size_t budget, std::size_t per_unit, std::size_t step) {
  return std::max(step, budget / per_unit / step * step);
}

}  // namespace

GemmBlocking gemm_blocking(const CacheSizes& caches, std::size_t mr, std::size_t nr, std::size_t elem_bytes) {
  if (caches.l1d == 0) throw std::invalid_argument("gemm_blocking: the L1d size is unknown (0)");
  if (mr == 0 || nr == 0 || elem_bytes == 0)
    throw std::invalid_argument("gemm_blocking: mr, nr and elem_bytes must be > 0");
  const std::size_t l1 = caches.l1d;
  const std::size_t l2 = caches.l2 ? caches.l2 : l1;
  const std::size_t l3 = caches.l3 ? caches.l3 : l2;
  constexpr std::size_t kKcStep = 8;
  GemmBlocking b;
  b.kc = std::max(kMinKc, fit(l1 / 4 * 3, nr * elem_bytes, kKcStep));
  b.mc = fit(l2 / 4 * 3, b.kc * elem_bytes, mr);
  b.nc = fit(l3 / 2, b.kc * elem_bytes, nr);
  return b;
}

LoopBlocking loop_blocking(const CacheSizes& caches, std::size_t elem_bytes) {
  if (caches.l1d == 0) throw std::invalid_argument("loop_blocking: the L1d size is unknown (0)");
  if (elem_bytes == 0) throw std::invalid_argument("loop_blocking: elem_bytes must be > 0");
  const std::size_t l2 = caches.l2 ? caches.l2 : caches.l1d;
  const std::size_t line = std::max<std::size_t>(1, 64 / elem_bytes);
  LoopBlocking b;
  b.nb = fit(caches.l1d / 4, elem_bytes, line);
  b.kb = fit(l2 / 2, b.nb * elem_bytes, 8);
  return b;
}

}  // namespace cpuroof
