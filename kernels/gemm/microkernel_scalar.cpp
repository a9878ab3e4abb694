// Scalar micro-kernels (16 xmm registers, one lane used): 4x3, 12 accumulators + 3 B + 1 A.
#include "simd/scalar.hpp"
#include "gemm/microkernel_impl.hpp"

CPUROOF_DEFINE_GEMM_MICROKERNEL(scalar, simd::Scalar, 4, 3, 4, 3)
