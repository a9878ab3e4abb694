#pragma once
// Eigen, for the library baselines. On an AVX-512 host, GCC 12 warns ("'__Y' may be used
// uninitialized") inside Eigen's AVX-512 packet code wherever it is inlined: the intrinsics pass
// _mm512_undefined_pd() as the don't-care source of an extract, a false positive fixed in GCC 13
// (GCC bug 105593). The warnings are silenced for the intrinsic and Eigen headers only, which must
// therefore be included first through this header.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#include <immintrin.h>
#include <Eigen/Core>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
