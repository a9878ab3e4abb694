// The intensity loop compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "intensity_impl.hpp"
#include "simd/avx512.hpp"

CPUROOF_DEFINE_INTENSITY(avx512, simd::Avx512)
