// The BLAS-1 loops compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "blas1_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_BLAS1_TABLE(scalar, simd::Scalar)
