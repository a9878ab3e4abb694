// The outer-product loops compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "outer_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_OUTER_TABLE(avx512, simd::Avx512)
