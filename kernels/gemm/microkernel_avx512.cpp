// AVX-512 micro-kernels (32 zmm registers): f64 8x24 and f32 8x48, 24 accumulators + 3 B + 1 A,
// the AVX2 shape (microkernel_avx2.cpp) with twice the rows: eight broadcasts per 24 FMAs.
#include "simd/avx512.hpp"
#include "gemm/microkernel_impl.hpp"

CPUROOF_DEFINE_GEMM_MICROKERNEL(avx512, simd::Avx512, 8, 3, 8, 3)
