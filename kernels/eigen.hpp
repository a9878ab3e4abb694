#pragma once
// Eigen, for the library baselines. On an AVX-512 host Eigen's packet code inlines the AVX-512
// intrinsics that trip GCC 12's false positive (simd/x86_intrinsics.hpp): include Eigen through
// here, first.
#include "simd/x86_intrinsics.hpp"

#include <Eigen/Core>
