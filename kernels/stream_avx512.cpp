// The stream kernels compiled for the avx512 level (flags: cmake/IsaSources.cmake).
#include "simd/avx512.hpp"
#include "stream_impl.hpp"

CPUROOF_DEFINE_STREAM_TABLE(avx512, simd::Avx512)
