// The stream kernels compiled for the avx2 level (flags: cmake/IsaSources.cmake).
#include "simd/avx2.hpp"
#include "stream_impl.hpp"

CPUROOF_DEFINE_STREAM_TABLE(avx2, simd::Avx2)
