#include "gemm_bf16.hpp"

#include <cmath>
#include <new>
#include <stdexcept>

#include "isa.hpp"

namespace cpuroof {

#if defined(__x86_64__) || defined(_M_X64)
// kernels/gemm_bf16_avx512_bf16.cpp, compiled with that row's flags.
bool gemm_bf16_avx512(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
                      const std::uint16_t* b, float* c, int threads);

bool gemm_bf16_supported() {
  return cpu_supports(IsaExtension::avx512_bf16);  // read once (isa.cpp)
}
#else
// The micro-kernel is AVX-512 BF16 code: other architectures have none yet.
bool gemm_bf16_supported() { return false; }
#endif

Cost gemm_bf16_cost(std::size_t m, std::size_t n, std::size_t k) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), K = static_cast<double>(k);
  return {2 * M * N * K, 2 * (M * K + K * N), 4 * M * N};
}

#if defined(__x86_64__) || defined(_M_X64)
void gemm_bf16(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
               const std::uint16_t* b, float* c, int threads) {
  if (!gemm_bf16_supported()) throw std::invalid_argument("the bf16 GEMM needs AVX-512 BF16, which this CPU lacks");
  if (!gemm_bf16_avx512(caches, m, n, k, a, b, c, threads)) throw std::bad_alloc();
}
#else
void gemm_bf16(const CacheSizes&, std::size_t, std::size_t, std::size_t, const std::uint16_t*, const std::uint16_t*,
               float*, int) {
  throw std::invalid_argument("the bf16 GEMM needs AVX-512 BF16, which this CPU lacks");
}
#endif

std::vector<double> gemm_bf16_reference(std::size_t m, std::size_t n, std::size_t k, const std::uint16_t* a,
                                        const std::uint16_t* b) {
  std::vector<double> c(m * n, 0.0);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t p = 0; p < k; ++p) {
      const double aip = bf16_to_float(a[i * k + p]);
      for (std::size_t j = 0; j < n; ++j) c[i * n + j] += aip * bf16_to_float(b[p * n + j]);
    }
  return c;
}

double gemm_bf16_error_bound(std::size_t k, double abs_sum) {
  const double steps = k > 0 ? static_cast<double>(k - 1) : 0.0, u = std::ldexp(1.0, -24);
  return steps * u / (1 - steps * u) * abs_sum;
}

}  // namespace cpuroof
