# Every dependency comes from a Debian package; a missing one stops configure and names the package.
# scripts/install-deps.sh installs them all.

macro(cpuroof_require found what package)
  if(NOT ${found})
    message(FATAL_ERROR "cpuroof needs ${what}: install the Debian package '${package}' "
                        "(or run scripts/install-deps.sh).")
  endif()
endmacro()

find_package(OpenMP QUIET COMPONENTS CXX)
cpuroof_require(OpenMP_CXX_FOUND "OpenMP" "libgomp1 (part of g++)")

find_package(benchmark 1.7 QUIET CONFIG)
cpuroof_require(benchmark_FOUND "Google Benchmark >= 1.7" "libbenchmark-dev")

find_package(Eigen3 3.3 QUIET CONFIG)
cpuroof_require(Eigen3_FOUND "Eigen 3" "libeigen3-dev")

find_package(nlohmann_json 3 QUIET CONFIG)
cpuroof_require(nlohmann_json_FOUND "nlohmann-json" "nlohmann-json3-dev")

find_package(CLI11 QUIET CONFIG)
cpuroof_require(CLI11_FOUND "CLI11" "libcli11-dev")

find_package(fmt QUIET CONFIG)
cpuroof_require(fmt_FOUND "fmt" "libfmt-dev")

find_package(ZLIB QUIET)
cpuroof_require(ZLIB_FOUND "zlib" "zlib1g-dev")

find_package(GTest QUIET CONFIG)
cpuroof_require(GTest_FOUND "GoogleTest" "libgtest-dev")

find_package(PkgConfig QUIET)
cpuroof_require(PKG_CONFIG_FOUND "pkg-config" "pkg-config")
pkg_check_modules(HWLOC QUIET IMPORTED_TARGET hwloc)
cpuroof_require(HWLOC_FOUND "hwloc" "libhwloc-dev")

# OpenBLAS: link the OpenMP build by its own path. Debian's default libblas/libopenblas alternative
# may be the pthread build, whose threads fight the OpenMP kernels for the cores.
set(CPUROOF_OPENBLAS_DIR "/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp"
    CACHE PATH "Folder of the OpenMP build of OpenBLAS")
find_library(CPUROOF_OPENBLAS_LIB NAMES openblas PATHS "${CPUROOF_OPENBLAS_DIR}" NO_DEFAULT_PATH)
find_path(CPUROOF_OPENBLAS_INCLUDE cblas.h
          PATHS "/usr/include/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp" NO_DEFAULT_PATH)
if(NOT CPUROOF_OPENBLAS_LIB OR NOT CPUROOF_OPENBLAS_INCLUDE)
  message(FATAL_ERROR "cpuroof needs the OpenMP build of OpenBLAS: install the Debian packages "
                      "'libopenblas-openmp-dev' and 'libopenblas0-openmp' (or run scripts/install-deps.sh).")
endif()
add_library(cpuroof_openblas INTERFACE)
target_include_directories(cpuroof_openblas SYSTEM INTERFACE "${CPUROOF_OPENBLAS_INCLUDE}")
target_link_libraries(cpuroof_openblas INTERFACE "${CPUROOF_OPENBLAS_LIB}")
# The run-time path pins the OpenMP build even when the system alternative points elsewhere.
target_link_options(cpuroof_openblas INTERFACE "-Wl,-rpath,${CPUROOF_OPENBLAS_DIR}")

find_program(CPUROOF_GNUPLOT gnuplot)
if(NOT CPUROOF_GNUPLOT)
  message(STATUS "gnuplot not found (Debian package 'gnuplot-nox'): plots are written as scripts only.")
endif()
