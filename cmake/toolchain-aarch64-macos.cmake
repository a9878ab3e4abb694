# The macOS compile check (scripts/macos-check.sh): the project configured for arm64 macOS and compiled
# by zig (cmake/zig-aarch64-macos-c++), with no SDK, against the dependencies' headers that
# scripts/macos-deps.sh stages. Compiled, never run: nothing here runs a Mac binary.
#   cmake -S . -B build/macos -G Ninja -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64-macos.cmake \
#         -DCPUROOF_MACOS_DEPS=<staged dependencies>
# Everything zig-specific stays here and in the wrapper: the project's own CMake is what AppleClang reads.
set(CMAKE_SYSTEM_NAME Darwin)
set(CMAKE_SYSTEM_PROCESSOR arm64)
set(CMAKE_C_COMPILER "${CMAKE_CURRENT_LIST_DIR}/zig-aarch64-macos-cc")
set(CMAKE_CXX_COMPILER "${CMAKE_CURRENT_LIST_DIR}/zig-aarch64-macos-c++")
# The compiler checks compile without linking: a link pulls in zig's build of libc++ for macOS (minutes
# the first time), which only the one linked program needs.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
# zig compiles no precompiled header (it refuses -x c++-header): every unit reads its headers itself,
# which also shows that each includes what it uses.
set(CMAKE_DISABLE_PRECOMPILE_HEADERS ON)

if(NOT CPUROOF_MACOS_DEPS)
  set(CPUROOF_MACOS_DEPS "$ENV{CPUROOF_MACOS_DEPS}")
endif()
if(NOT CPUROOF_MACOS_DEPS OR NOT EXISTS "${CPUROOF_MACOS_DEPS}/lib/cmake")
  message(FATAL_ERROR "macOS check: set CPUROOF_MACOS_DEPS to the dependencies scripts/macos-deps.sh stages")
endif()
set(CPUROOF_MACOS_DEPS "${CPUROOF_MACOS_DEPS}" CACHE PATH "the macOS check's staged dependencies" FORCE)
# try_compile projects (compiler checks) read this file again without the cache.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CPUROOF_MACOS_DEPS)

# Packages, headers and libraries from the staging only, never this Linux host's.
set(CMAKE_FIND_ROOT_PATH "${CPUROOF_MACOS_DEPS}")
set(CMAKE_PREFIX_PATH "${CPUROOF_MACOS_DEPS}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(ENV{PKG_CONFIG_LIBDIR} "${CPUROOF_MACOS_DEPS}/lib/pkgconfig")
set(ENV{PKG_CONFIG_PATH} "")
set(CPUROOF_OPENBLAS "${CPUROOF_MACOS_DEPS}" CACHE STRING "OpenBLAS to build with" FORCE)
# OpenMP as AppleClang takes it with Homebrew's libomp (what FindOpenMP finds on a Mac), given rather
# than probed, since probing links a program.
set(OpenMP_CXX_FLAGS "-Xclang -fopenmp" CACHE STRING "" FORCE)
set(OpenMP_CXX_LIB_NAMES omp CACHE STRING "" FORCE)
set(OpenMP_omp_LIBRARY "${CPUROOF_MACOS_DEPS}/lib/libomp.a" CACHE FILEPATH "" FORCE)
set(OpenMP_CXX_INCLUDE_DIR "${CPUROOF_MACOS_DEPS}/include/openmp" CACHE PATH "" FORCE)
