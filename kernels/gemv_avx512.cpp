// The GEMV loops compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "gemv_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_GEMV_TABLE(avx512, simd::Avx512)
