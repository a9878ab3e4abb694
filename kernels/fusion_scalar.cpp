// The fusion chains compiled for the scalar level (flags: cmake/IsaSources.cmake).
#include "fusion_impl.hpp"
#include "simd/scalar.hpp"

CPUROOF_DEFINE_FUSION(scalar, simd::Scalar)
