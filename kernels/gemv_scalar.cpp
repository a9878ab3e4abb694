// The GEMV loops compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "gemv_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_GEMV_TABLE(scalar, simd::Scalar)
