#include "gemm_i8.hpp"

#include <new>
#include <stdexcept>

#include "isa.hpp"

namespace cpuroof {

#if defined(__x86_64__) || defined(_M_X64)
// kernels/gemm_i8_avx512_vnni.cpp, compiled with that row's flags.
bool gemm_i8_vnni(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                  const std::int8_t* b, std::int32_t* c, int threads);

bool gemm_i8_supported() {
  return cpu_supports(IsaExtension::avx512_vnni);  // read once (isa.cpp)
}
#else
// The micro-kernel is AVX-512 VNNI code: other architectures have none yet.
bool gemm_i8_supported() { return false; }
#endif

Cost gemm_i8_cost(std::size_t m, std::size_t n, std::size_t k) {
  const double M = static_cast<double>(m), N = static_cast<double>(n), K = static_cast<double>(k);
  return {2 * M * N * K, M * K + K * N, 4 * M * N};
}

#if defined(__x86_64__) || defined(_M_X64)
void gemm_i8(const CacheSizes& caches, std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
             const std::int8_t* b, std::int32_t* c, int threads) {
  if (!gemm_i8_supported()) throw std::invalid_argument("the int8 GEMM needs AVX-512 VNNI, which this CPU lacks");
  if (!gemm_i8_vnni(caches, m, n, k, a, b, c, threads)) throw std::bad_alloc();
}
#else
void gemm_i8(const CacheSizes&, std::size_t, std::size_t, std::size_t, const std::uint8_t*, const std::int8_t*,
             std::int32_t*, int) {
  throw std::invalid_argument("the int8 GEMM needs AVX-512 VNNI, which this CPU lacks");
}
#endif

std::vector<std::int64_t> gemm_i8_reference(std::size_t m, std::size_t n, std::size_t k, const std::uint8_t* a,
                                            const std::int8_t* b) {
  std::vector<std::int64_t> c(m * n, 0);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t p = 0; p < k; ++p)
      for (std::size_t j = 0; j < n; ++j) c[i * n + j] += std::int64_t{a[i * k + p]} * std::int64_t{b[p * n + j]};
  return c;
}

}  // namespace cpuroof
