// Which resource holds the FMA+ADD mix below the model at AVX2: the same 256-bit FMA and add chains
// in 16 architectural registers (VEX, AVX2) and in 32 (EVEX, AVX-512VL's ymm16-31), side by side.
// A shape that needs more than 16 registers (chains plus the constants x and y) is built only with
// -mavx512vl. Prints FLOP/cycle against the clock the suite measures (kernels/clock.cpp, built in).
// Measurement only: fma_add_registers.sh builds and runs it; nothing in the suite uses it.
#include <immintrin.h>

#include <chrono>
#include <cstdint>
#include <cstdio>

#include "clock.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Cycles per second from the suite's dependent-add chain (kernels/clock.hpp).
double clock_hz() {
  constexpr std::uint64_t kTrips = 10'000'000;
  double best = 0;
  for (int r = 0; r < 3; ++r) {
    const auto t0 = Clock::now();
    const std::uint64_t adds = cpuroof::clock_chain(kTrips);
    const double hz = static_cast<double>(adds) / seconds_since(t0);
    if (hz > best) best = hz;
  }
  return best;
}

// NF chains acc = acc * x + y and NA chains acc = acc + y, in registers; f32, 8 lanes.
template <int NF, int NA>
__attribute__((noinline)) float chains(long trips, float xs, float ys) {
  __m256 acc[NF + NA];
#pragma GCC unroll 32
  for (int c = 0; c < NF + NA; ++c) acc[c] = _mm256_set1_ps(0.5f + 0.01f * c);
  const __m256 x = _mm256_set1_ps(xs), y = _mm256_set1_ps(ys);
  for (long i = 0; i < trips; ++i) {
#pragma GCC unroll 32
    for (int c = 0; c < NF; ++c) acc[c] = _mm256_fmadd_ps(acc[c], x, y);
#pragma GCC unroll 32
    for (int c = NF; c < NF + NA; ++c) acc[c] = _mm256_add_ps(acc[c], y);
  }
  __m256 s = _mm256_setzero_ps();
#pragma GCC unroll 32
  for (int c = 0; c < NF + NA; ++c) s = _mm256_add_ps(s, acc[c]);
  return _mm256_cvtss_f32(s);
}

template <int NF, int NA>
void row(double hz) {
  constexpr long kTrips = 100'000'000;
  volatile float xs = 0.999f, ys = 0.001f;  // volatile: the compiler cannot fold the chains
  double best = 0;
  for (int r = 0; r < 5; ++r) {
    const auto t0 = Clock::now();
    volatile float sink = chains<NF, NA>(kTrips, xs, ys);
    (void)sink;
    const double flops = 8.0 * (2 * NF + NA) * kTrips / seconds_since(t0);
    if (flops > best) best = flops;
  }
  std::printf("fma%d+add%d\t%d\t%.1f\t%.1f\n", NF, NA, NF + NA + 2, best / 1e9, best / hz);
}

}  // namespace

int main() {
  const double hz = clock_hz();
  std::printf("# clock %.2f GHz; f32 at 256 bits; registers = chains + x + y\n", hz / 1e9);
  std::printf("shape\tregisters\tGFLOP/s\tFLOP/cycle\n");
  row<8, 4>(hz);
  row<8, 6>(hz);
  row<10, 4>(hz);
  row<12, 2>(hz);
#ifdef __AVX512VL__
  row<8, 8>(hz);
  row<12, 12>(hz);
#else
  std::printf("# no AVX-512VL build: the shapes beyond 16 registers are not run\n");
#endif
}
