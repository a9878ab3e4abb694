// The peak loops compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "peak_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_PEAK_TABLE(avx2, simd::Avx2)
