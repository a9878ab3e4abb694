# Cross build for aarch64 Linux with Debian's cross compilers (crossbuild-essential-arm64) against an
# arm64 sysroot (scripts/arm64-sysroot.sh), its test binaries run under qemu-aarch64 by ctest.
#   cmake -S . -B build/arm64 -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64.cmake \
#         -DCPUROOF_SYSROOT=$(scripts/arm64-sysroot.sh)
# qemu-aarch64 takes the emulated CPU from the environment, so one build runs at several: QEMU_CPU
# unset is "max" (NEON, SVE, dotprod, bf16); QEMU_CPU=max,sve-default-vector-length=<bytes> sets the
# SVE vector length (scripts/test.sh --arm64 runs ctest at 16 and 64).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

if(NOT CPUROOF_SYSROOT)
  set(CPUROOF_SYSROOT "$ENV{CPUROOF_ARM64_SYSROOT}")
endif()
if(NOT CPUROOF_SYSROOT OR NOT EXISTS "${CPUROOF_SYSROOT}/usr/include")
  message(FATAL_ERROR "cross build: set CPUROOF_SYSROOT to an arm64 sysroot (scripts/arm64-sysroot.sh builds one)")
endif()
set(CPUROOF_SYSROOT "${CPUROOF_SYSROOT}" CACHE PATH "arm64 sysroot" FORCE)
# try_compile projects (compiler checks, FindOpenMP) read this file again without the cache.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CPUROOF_SYSROOT)
set(CMAKE_SYSROOT "${CPUROOF_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH "${CPUROOF_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(ENV{PKG_CONFIG_SYSROOT_DIR} "${CPUROOF_SYSROOT}")
set(ENV{PKG_CONFIG_LIBDIR} "${CPUROOF_SYSROOT}/usr/lib/aarch64-linux-gnu/pkgconfig:${CPUROOF_SYSROOT}/usr/share/pkgconfig")
# The sysroot's shared libraries sit in multiarch folders the cross linker does not search by itself.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-Wl,-rpath-link,${CPUROOF_SYSROOT}/usr/lib/aarch64-linux-gnu -Wl,-rpath-link,${CPUROOF_SYSROOT}/lib/aarch64-linux-gnu")

set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L "${CPUROOF_SYSROOT}")
