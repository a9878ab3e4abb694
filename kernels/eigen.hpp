#pragma once
// Eigen, for the library baselines. On an AVX-512 host Eigen's packet code inlines the AVX-512
// intrinsics that trip GCC 12's false positive (simd/x86_intrinsics.hpp): include Eigen through
// here, first.
#if defined(__x86_64__) || defined(_M_X64)
#include "simd/x86_intrinsics.hpp"
#endif

#include <Eigen/Core>
