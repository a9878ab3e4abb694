// The peak loops compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "peak_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_PEAK_TABLE(scalar, simd::Scalar)
