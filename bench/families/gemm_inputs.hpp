#pragma once
// What the GEMM benchmarks (bench_gemm.cpp, bench_gemm_lowp.cpp) share: the shape of a product and
// the input values its matrices are filled with.
#include <cstddef>
#include <cstdint>

namespace cpuroof::bench {

struct Shape {
  std::size_t m, n, k;
};

inline Shape square(std::size_t n) { return {n, n, n}; }

// Positive inputs in [0.5, 1.5): then |A||B| = A*B, and the error bound of a length-k dot product,
// gamma_k * (|A||B|)_ij ~ k * eps/2 * C_ij, is relative to the result itself. Kernel and reference each
// carry at most that error: they may differ by k * eps * C_ij; the check allows twice that.
template <class T>
T input_value(std::size_t i, unsigned salt) {
  const std::uint32_t h = static_cast<std::uint32_t>(i * 2654435761u + salt * 40503u);
  return T(0.5) + static_cast<T>(h >> 22) / T(1024);
}

}  // namespace cpuroof::bench
