# Build type and code-generation flags.
# Measuring builds are Release with -O3; -march=native lets generic code (drivers, reference loops)
# use the host's ISA. ISA-specific kernels get their own flags per source file (IsaSources.cmake),
# so turning native off still measures every ISA level the CPU has at run time.
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE Release CACHE STRING "Build type" FORCE)
endif()

option(CPUROOF_NATIVE "Compile generic code with -march=native" ON)

set(CMAKE_CXX_FLAGS_RELEASE "-O3 -DNDEBUG")
# -Wno-restrict: GCC 12 false positive on std::string concatenation (GCC bug 105329).
add_compile_options(-Wall -Wextra -Wpedantic -Wno-psabi -Wno-restrict)
if(CPUROOF_NATIVE)
  add_compile_options(-march=native)
endif()
