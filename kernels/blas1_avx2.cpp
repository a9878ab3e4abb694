// The BLAS-1 loops compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "blas1_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_BLAS1_TABLE(avx2, simd::Avx2)
