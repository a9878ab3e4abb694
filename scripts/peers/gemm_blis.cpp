// Peer timing for the packed GEMM: BLIS's dgemm/sgemm on row-major square operands, best of N calls
// after one warm-up, printed as GFLOP/s. Built and run by gemm_blis.sh only; never part of the build
// or the tests. The inputs are the bench's ([0.5, 1.5)); one sampled entry is checked against a
// long-double dot product so a wrong kernel set cannot report a rate.
#include <blis.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

template <class T>
void gemm(dim_t n, T* a, T* b, T* c) {
  T one = 1, zero = 0;
  if constexpr (sizeof(T) == 8)
    bli_dgemm(BLIS_NO_TRANSPOSE, BLIS_NO_TRANSPOSE, n, n, n, &one, a, n, 1, b, n, 1, &zero, c, n, 1);
  else
    bli_sgemm(BLIS_NO_TRANSPOSE, BLIS_NO_TRANSPOSE, n, n, n, &one, a, n, 1, b, n, 1, &zero, c, n, 1);
}

template <class T>
int run(const char* dtype, dim_t n, int threads, int reps) {
  std::vector<T> a(n * n), b(n * n), c(n * n);
  for (dim_t i = 0; i < n * n; ++i) {
    a[i] = T(0.5) + T((i * 2654435761u + 40503u) >> 22 & 1023) / T(1024);
    b[i] = T(0.5) + T((i * 2654435761u + 81006u) >> 22 & 1023) / T(1024);
  }
  bli_thread_set_num_threads(threads);
  gemm<T>(n, a.data(), b.data(), c.data());  // warm-up: packing buffers, page faults
  const dim_t i = n / 3, j = n / 2 + 1;
  long double want = 0;
  for (dim_t p = 0; p < n; ++p) want += static_cast<long double>(a[i * n + p]) * b[p * n + j];
  if (std::fabs(static_cast<double>(want) - c[i * n + j]) >
      4.0 * n * (sizeof(T) == 8 ? 1.1e-16 : 6e-8) * std::fabs(static_cast<double>(want))) {
    std::fprintf(stderr, "gemm_blis: %s n=%ld: wrong result at C[%ld][%ld]\n", dtype, long(n), long(i), long(j));
    return 1;
  }
  double best = 1e30;
  for (int r = 0; r < reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    gemm<T>(n, a.data(), b.data(), c.data());
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  std::printf("blis %s n=%ld threads=%d arch=%s gflops=%.1f\n", dtype, long(n), threads,
              bli_arch_string(bli_arch_query_id()), 2.0 * n * n * n / best * 1e-9);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5 || (std::string(argv[1]) != "f64" && std::string(argv[1]) != "f32")) {
    std::fprintf(stderr, "usage: gemm_blis f64|f32 N THREADS REPS\n");
    return 2;
  }
  const dim_t n = std::atol(argv[2]);
  const int threads = std::atoi(argv[3]), reps = std::atoi(argv[4]);
  if (n <= 0 || threads <= 0 || reps <= 0) {
    std::fprintf(stderr, "gemm_blis: N, THREADS and REPS must be positive\n");
    return 2;
  }
  return std::string(argv[1]) == "f64" ? run<double>("f64", n, threads, reps) : run<float>("f32", n, threads, reps);
}
