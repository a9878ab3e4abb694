// The GEMV loops compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "gemv_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_GEMV_TABLE(avx2, simd::Avx2)
