// The intensity loop compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "intensity_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_INTENSITY(scalar, simd::Scalar)
