// Which limit the 4x4x4 f64 tiny matmul (kernels/tiny.hpp) meets at AVX-512, where one register
// holds two rows of C (matmul_two_rows). GCC 12 compiles one call to 9 loads (4 rows of B at 256
// bits, 5 of A at 512, 4 of them folded into permutes), 12 shuffles (8 vpermpd spreading A[i,k],
// 4 vshuff64x2 doubling B's rows), 8 multiply-adds and 2 stores. The probe times the kernel call by
// call, as the bench does, and beside it the same instruction kinds alone and mixed, in cycles of
// the clock the suite measures (kernels/clock.cpp, built in).
// Measurement only: tiny_matmul_limits.sh builds and runs it; nothing in the suite uses it.
#include <chrono>
#include <cstdint>
#include <cstdio>

#include "clock.hpp"
#include "tiny.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr long kTrips = 50'000'000;

double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

double clock_hz() {
  double best = 0;
  for (int r = 0; r < 3; ++r) {
    const auto t0 = Clock::now();
    const std::uint64_t adds = cpuroof::clock_chain(10'000'000);
    const double hz = static_cast<double>(adds) / seconds_since(t0);
    if (hz > best) best = hz;
  }
  return best;
}

// The fastest of five timings of body(kTrips), in cycles per trip.
template <class Body>
double cycles_per_trip(double hz, Body body) {
  double best = 1e30;
  for (int r = 0; r < 5; ++r) {
    const auto t0 = Clock::now();
    body(kTrips);
    const double s = seconds_since(t0);
    if (s < best) best = s;
  }
  return best * hz / kTrips;
}

alignas(64) double a[4][16], b[4][16], c[4][16];

// The kernel as the bench calls it: four operand sets in rotation, memory clobbered after each call.
void kernel_calls(long trips) {
  for (long i = 0; i < trips; ++i) {
    const long s = i & 3;
    cpuroof::tiny_matmul<4>(a[s], b[s], c[s]);
    asm volatile("" ::: "memory");
  }
}

#define PERM(d) "vpermpd $0x55, %%zmm0, %%zmm" #d "\n"
#define SHUF(d) "vshuff64x2 $0x44, %%zmm0, %%zmm0, %%zmm" #d "\n"
#define FMA(d) "vfmadd231pd %%zmm30, %%zmm31, %%zmm" #d "\n"
#define CLOBBERS                                                                                                       \
  "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", \
      "xmm15", "xmm16", "xmm17", "xmm18", "xmm19", "xmm20"

// Independent instructions of one call's kinds, alone and together (eight accumulators cover the
// multiply-add latency across trips).
void shuffles(long trips) {
  for (long i = 0; i < trips; ++i)
    asm volatile(PERM(1) PERM(2) PERM(3) PERM(4) PERM(5) PERM(6) PERM(7) PERM(8) SHUF(9) SHUF(10) SHUF(11) SHUF(12)::
                     : CLOBBERS);
}
void fmas(long trips) {
  for (long i = 0; i < trips; ++i)
    asm volatile(FMA(13) FMA(14) FMA(15) FMA(16) FMA(17) FMA(18) FMA(19) FMA(20)::: CLOBBERS);
}
void loads(long trips) {
  for (long i = 0; i < trips; ++i)
    asm volatile(
        "vmovupd (%0), %%ymm1\n vmovupd 32(%0), %%ymm2\n vmovupd 64(%0), %%ymm3\n vmovupd 96(%0), %%ymm4\n"
        "vmovupd (%1), %%zmm5\n vmovupd (%1), %%zmm6\n vmovupd (%1), %%zmm7\n vmovupd (%1), %%zmm8\n"
        "vmovupd 64(%1), %%zmm9\n" ::"r"(b[0]),
        "r"(a[0])
        : CLOBBERS);
}
void shuffles_and_fmas(long trips) {
  for (long i = 0; i < trips; ++i)
    asm volatile(PERM(1) PERM(2) PERM(3) PERM(4) PERM(5) PERM(6) PERM(7) PERM(8) SHUF(9) SHUF(10) SHUF(11) SHUF(12)
                     FMA(13) FMA(14) FMA(15) FMA(16) FMA(17) FMA(18) FMA(19) FMA(20)::
                         : CLOBBERS);
}

}  // namespace

int main() {
  for (int s = 0; s < 4; ++s)
    for (int i = 0; i < 16; ++i) {
      a[s][i] = 1 + 0.01 * i;
      b[s][i] = 0.5 - 0.01 * i;
    }
  const double hz = clock_hz();
  std::printf("# clock %.2f GHz; cycles per call of tiny_matmul<4, double>, and per set of its instructions\n",
              hz / 1e9);
  std::printf("what\tcycles\n");
  std::printf("kernel call\t%.2f\n", cycles_per_trip(hz, kernel_calls));
  std::printf("9 loads\t%.2f\n", cycles_per_trip(hz, loads));
  std::printf("8 FMA\t%.2f\n", cycles_per_trip(hz, fmas));
  std::printf("12 shuffles\t%.2f\n", cycles_per_trip(hz, shuffles));
  std::printf("12 shuffles + 8 FMA\t%.2f\n", cycles_per_trip(hz, shuffles_and_fmas));
}
