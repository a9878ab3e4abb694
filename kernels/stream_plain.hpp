#pragma once
// STREAM's own triad as most people write it: a plain OpenMP loop that the compiler vectorises
// (-O3, -march=native), normal stores. The baseline the measured DRAM roof is compared against.
#include <cstddef>

#include "cost.hpp"

namespace cpuroof {

// a[i] = b[i] + s*c[i] on `threads` threads, `passes` times.
void stream_triad_plain(double* a, const double* b, const double* c, double s, std::size_t n, int threads, int passes);

}  // namespace cpuroof
