// The stream kernels compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "simd/scalar.hpp"
#include "stream_impl.hpp"

CPUROOF_DEFINE_STREAM_TABLE(scalar, simd::Scalar)
