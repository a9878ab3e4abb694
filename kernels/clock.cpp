#include "clock.hpp"

namespace cpuroof {

std::uint64_t clock_chain(std::uint64_t trips) {
  std::uint64_t value = 0;
  // A register operand, not an immediate: some cores fold add-immediate chains at rename.
  volatile std::uint64_t one_source = 1;
  const std::uint64_t one = one_source;
  for (std::uint64_t t = 0; t < trips; ++t) {
    // 128 adds, each waiting for the one before: 128 cycles per trip.
#if defined(__aarch64__)
    asm volatile(".rept 128\n\tadd %0, %0, %1\n\t.endr" : "+r"(value) : "r"(one));
#else
    asm volatile(".rept 128\n\taddq %1, %0\n\t.endr" : "+r"(value) : "r"(one));
#endif
  }
  return value;
}

std::uint64_t clock_chain_parallel(std::uint64_t trips, int threads) {
  std::uint64_t total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
  total += clock_chain(trips);
  return total;
}

}  // namespace cpuroof
