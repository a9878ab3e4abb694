// The CPU's SVE vector length, for the sve level's run-time check and dispatch (cmake/IsaLevels.cmake,
// VECTOR_BITS_READ). Compiled with the level's flags; called only once HWCAP_SVE is known present.
#include <arm_sve.h>

namespace cpuroof {

int sve_vector_bits() { return static_cast<int>(svcntb()) * 8; }

}  // namespace cpuroof
