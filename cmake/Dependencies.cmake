# Every dependency is looked for first; whatever is missing then stops configure with one message
# naming each system's packages for it (cmake/packages.txt). scripts/install-deps.sh installs them
# on Debian and names them elsewhere.
include(PackageNames)
include(Homebrew)

set(_cpuroof_missing_what "")
set(_cpuroof_missing_keys "")
# Notes <what> (the table's row <key>) as missing unless <found>.
macro(cpuroof_require found what key)
  if(NOT ${found})
    list(APPEND _cpuroof_missing_what "${what}")
    list(APPEND _cpuroof_missing_keys "${key}")
  endif()
endmacro()

# Whatever OpenMP runtime the compiler has: libgomp (GCC) or libomp (clang), each its own package.
find_package(OpenMP QUIET COMPONENTS CXX)
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  cpuroof_require(OpenMP_CXX_FOUND "OpenMP (clang's libomp)" libomp)
else()
  cpuroof_require(OpenMP_CXX_FOUND "OpenMP (libgomp)" openmp)
endif()

find_package(benchmark 1.7 QUIET CONFIG)
cpuroof_require(benchmark_FOUND "Google Benchmark >= 1.7" benchmark)

find_package(Eigen3 3.3 QUIET CONFIG)
cpuroof_require(Eigen3_FOUND "Eigen 3" eigen)

find_package(nlohmann_json 3 QUIET CONFIG)
cpuroof_require(nlohmann_json_FOUND "nlohmann-json" json)

find_package(CLI11 QUIET CONFIG)
cpuroof_require(CLI11_FOUND "CLI11" cli11)

find_package(fmt QUIET CONFIG)
cpuroof_require(fmt_FOUND "fmt" fmt)

find_package(ZLIB QUIET)
cpuroof_require(ZLIB_FOUND "zlib" zlib)

find_package(GTest QUIET CONFIG)
cpuroof_require(GTest_FOUND "GoogleTest" gtest)

find_package(PkgConfig QUIET)
cpuroof_require(PKG_CONFIG_FOUND "pkg-config" pkg-config)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(HWLOC QUIET IMPORTED_TARGET hwloc)
endif()
cpuroof_require(HWLOC_FOUND "hwloc" hwloc)

include(OpenBLAS)
cpuroof_require(CPUROOF_OPENBLAS_FOUND "OpenBLAS (with cblas.h)" openblas)

if(_cpuroof_missing_keys)
  list(JOIN _cpuroof_missing_what ", " _cpuroof_missing_what)
  cpuroof_install_advice(_cpuroof_advice "${_cpuroof_missing_keys}")
  set(_cpuroof_hint "")
  if("openblas" IN_LIST _cpuroof_missing_keys)
    set(_cpuroof_hint "; an OpenBLAS in another place: -DCPUROOF_OPENBLAS=<prefix or library file>")
  endif()
  message(FATAL_ERROR "cpuroof needs ${_cpuroof_missing_what}. Install:${_cpuroof_advice}\n"
                      "(scripts/install-deps.sh installs them on Debian and names them elsewhere${_cpuroof_hint})")
endif()

find_program(CPUROOF_GNUPLOT gnuplot)
if(NOT CPUROOF_GNUPLOT)
  cpuroof_install_advice(_cpuroof_advice gnuplot)
  message(STATUS "gnuplot not found: plots are written as scripts only. Install:${_cpuroof_advice}")
endif()
