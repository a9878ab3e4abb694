// The outer-product loops compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "outer_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_OUTER_TABLE(scalar, simd::Scalar)
