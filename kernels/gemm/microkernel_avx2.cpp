// AVX2 + FMA micro-kernels (16 ymm registers): f64 4x12 and f32 4x24, 12 accumulators + 3 B + 1 A.
// Four broadcasts per twelve FMAs: the broadcasts compete for the FP pipes on AMD Zen, so the
// wider-NR shape outruns BLIS's 6x8 (six broadcasts per twelve FMAs) there.
#include "simd/avx2.hpp"
#include "gemm/microkernel_impl.hpp"

CPUROOF_DEFINE_GEMM_MICROKERNEL(avx2, simd::Avx2, 4, 3, 4, 3)
