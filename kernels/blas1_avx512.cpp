// The BLAS-1 loops compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "blas1_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_BLAS1_TABLE(avx512, simd::Avx512)
