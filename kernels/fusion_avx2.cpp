// The fusion chains compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "fusion_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_FUSION(avx2, simd::Avx2)
