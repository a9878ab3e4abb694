// The peak loops compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "peak_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_PEAK_TABLE(avx512, simd::Avx512)
