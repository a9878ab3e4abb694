// The intensity loop compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "intensity_impl.hpp"
#include "simd/avx2.hpp"

CPUROOF_DEFINE_INTENSITY(avx2, simd::Avx2)
