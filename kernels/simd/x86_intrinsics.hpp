#pragma once
// <immintrin.h>, with a GCC 12 false positive inside its own AVX-512 helpers silenced: extracts pass
// _mm512_undefined_pd() as a don't-care source, which GCC 12 reports as "'__Y' is used
// uninitialized" wherever they are inlined (GCC bug 105593, fixed in GCC 13). The pragma covers the
// intrinsic header's lines only, so include this before anything else that includes <immintrin.h>.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#else
#include <immintrin.h>
#endif
