#pragma once
// The BLAS the build links, behind one include: OpenBLAS's cblas.h or, on macOS where configure finds
// no OpenBLAS (cmake/OpenBLAS.cmake), Apple's Accelerate through its current CBLAS interface
// (CPUROOF_BLAS_ACCELERATE, ACCELERATE_NEW_LAPACK). The kernels' "openblas" variants call whichever
// it is; the run records which (meta.json's blas). The Accelerate side is compiled on macOS only,
// and no Mac has run it.
#include <string>

#if defined(CPUROOF_BLAS_ACCELERATE)
#include <Accelerate/Accelerate.h>
#else
#include <cblas.h>
#endif

namespace cpuroof {

#if defined(CPUROOF_BLAS_ACCELERATE)
using blasint = int;  // Accelerate's LP64 interface (ACCELERATE_LAPACK_ILP64 unset): 32-bit sizes
inline constexpr const char* kBlasName = "Accelerate";
// Accelerate chooses its threads itself (VECLIB_MAXIMUM_THREADS, read when it loads, caps them): the
// count asked for is not applied.
inline void blas_set_threads(int) {}
inline int blas_threads() { return 0; }
inline std::string blas_core_name() { return "Accelerate"; }
inline std::string blas_config() { return "Accelerate (Apple's BLAS; threads of its own choosing)"; }
#else
inline constexpr const char* kBlasName = "OpenBLAS";
inline void blas_set_threads(int threads) { openblas_set_num_threads(threads); }
inline int blas_threads() { return openblas_get_num_threads(); }
// The kernel set OpenBLAS chose for this CPU ("Haswell", "NeoverseV1").
inline std::string blas_core_name() { return openblas_get_corename(); }
inline std::string blas_config() { return openblas_get_config(); }
#endif

}  // namespace cpuroof
