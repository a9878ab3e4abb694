// The fusion chains compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "fusion_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_FUSION(avx512, simd::Avx512)
