// The outer-product loops compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "outer_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_OUTER_TABLE(avx2, simd::Avx2)
