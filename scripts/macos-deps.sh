#!/usr/bin/env bash
# Stages the dependencies of the macOS compile check (scripts/macos-check.sh) in DIR: each one's
# headers, copied from this Debian host's packages, in a folder of its own, and a stand-in CMake
# package for each (a config file, a pkg-config file, or an empty archive where the project's own
# search or CMake's find module wants a library file), so that cmake/toolchain-aarch64-macos.cmake
# configures the project with its own dependency lookups unchanged. There is no macOS build of any
# dependency's library here: the stand-ins carry headers only, and whatever links one is not linked.
#   scripts/macos-deps.sh DIR
set -euo pipefail
dir=${1:?usage: macos-deps.sh DIR}
multiarch=$(gcc -dumpmachine)

fail() {
  echo "macos-deps.sh: $*" >&2
  exit 1
}

rm -rf "$dir"
mkdir -p "$dir/include" "$dir/lib/cmake" "$dir/lib/pkgconfig"

# stage <folder> <file or folder>...: copied (links followed) into include/<folder>/ of the staging.
stage() {
  local folder=$1 item
  shift
  mkdir -p "$dir/include/$folder"
  for item in "$@"; do
    [ -e "$item" ] || fail "$item is missing (scripts/install-deps.sh --macos installs what the check needs)"
    cp -RL "$item" "$dir/include/$folder/"
  done
}
stage benchmark /usr/include/benchmark
stage nlohmann_json /usr/include/nlohmann
stage fmt /usr/include/fmt
stage cli11 /usr/include/CLI
stage eigen3 /usr/include/eigen3/Eigen /usr/include/eigen3/unsupported
stage gtest /usr/include/gtest /usr/include/gmock
stage hwloc /usr/include/hwloc /usr/include/hwloc.h
# hwloc's autogen/config.h is per build as well: Debian's says Linux, which a macOS build's does not.
cp -L /usr/include/"$multiarch"/hwloc/autogen/config.h "$dir/include/hwloc/hwloc/autogen/"
sed -i 's/^#define HWLOC_LINUX_SYS 1$/#undef HWLOC_LINUX_SYS/' "$dir/include/hwloc/hwloc/autogen/config.h"
# zlib is part of macOS's SDK, its header in the SDK's include folder that every target reads.
cp -L /usr/include/zlib.h /usr/include/zconf.h "$dir/include/"
stage openblas /usr/include/"$multiarch"/openblas-openmp/cblas.h /usr/include/"$multiarch"/openblas-openmp/openblas_config.h
# openblas_config.h is written by each build of OpenBLAS: the OS and architecture lines of this x86-64
# Linux one become those of a macOS arm64 build (whose cblas.h then declares no Linux affinity calls).
sed -i "s/^#define OPENBLAS_OS_LINUX 1$/#define OPENBLAS_OS_DARWIN 1/; s/^#define OPENBLAS_ARCH_X86_64 1$/#define OPENBLAS_ARCH_ARM64 1/" "$dir/include/openblas/openblas_config.h"
# macOS's OpenMP is LLVM's libomp (Homebrew's libomp): its omp.h, from Debian's libomp-dev, else GCC's.
omp_h=""
for candidate in /usr/lib/llvm-*/lib/clang/*/include/omp.h /usr/lib/gcc/"$multiarch"/*/include/omp.h; do
  [ -z "$omp_h" ] && [ -f "$candidate" ] && omp_h=$candidate
done
[ -n "$omp_h" ] || fail "no omp.h here (libomp-dev: scripts/install-deps.sh --macos)"
stage openmp "$omp_h"

# An empty archive ("!<arch>" and nothing else): a library file for the lookups that need one, which
# resolves no symbol, so that nothing links against it by mistake.
for lib in openblas z omp hwloc; do
  printf '!<arch>\n' >"$dir/lib/lib$lib.a"
done

# stand_in <package> <version> <target> <include folder> [<property> <value>]...: a CMake config
# package declaring <target> as the headers of include/<folder>, with the version Debian packages.
stand_in() {
  local package=$1 version=$2 target=$3 folder=$4
  shift 4
  local properties="INTERFACE_INCLUDE_DIRECTORIES \"\${CMAKE_CURRENT_LIST_DIR}/../../../include/$folder\""
  while [ $# -ge 2 ]; do
    properties+=" $1 \"$2\""
    shift 2
  done
  mkdir -p "$dir/lib/cmake/$package"
  cat >>"$dir/lib/cmake/$package/${package}Config.cmake" <<CONFIG
if(NOT TARGET $target)
  add_library($target INTERFACE IMPORTED)
  set_target_properties($target PROPERTIES $properties)
endif()
CONFIG
  cat >"$dir/lib/cmake/$package/${package}ConfigVersion.cmake" <<VERSION
set(PACKAGE_VERSION "$version")
set(PACKAGE_VERSION_COMPATIBLE TRUE)
if(PACKAGE_FIND_VERSION AND PACKAGE_VERSION VERSION_LESS PACKAGE_FIND_VERSION)
  set(PACKAGE_VERSION_COMPATIBLE FALSE)
endif()
VERSION
}
debian_version() {
  dpkg-query -W -f='${Version}' "$1" | sed 's/^[0-9]*://; s/[-+~].*//'
}
stand_in benchmark "$(debian_version libbenchmark-dev)" benchmark::benchmark benchmark
stand_in benchmark "$(debian_version libbenchmark-dev)" benchmark::benchmark_main benchmark \
  INTERFACE_LINK_LIBRARIES benchmark::benchmark
stand_in Eigen3 "$(debian_version libeigen3-dev)" Eigen3::Eigen eigen3
stand_in nlohmann_json "$(debian_version nlohmann-json3-dev)" nlohmann_json::nlohmann_json nlohmann_json
stand_in CLI11 "$(debian_version libcli11-dev)" CLI11::CLI11 cli11
# As Debian's and Homebrew's fmt are shared libraries: their headers are read with FMT_SHARED.
stand_in fmt "$(debian_version libfmt-dev)" fmt::fmt fmt INTERFACE_COMPILE_DEFINITIONS FMT_SHARED
stand_in GTest "$(debian_version libgtest-dev)" GTest::gtest gtest INTERFACE_COMPILE_OPTIONS -DGTEST_HAS_PTHREAD=1
stand_in GTest "$(debian_version libgtest-dev)" GTest::gtest_main gtest INTERFACE_LINK_LIBRARIES GTest::gtest

cat >"$dir/lib/pkgconfig/hwloc.pc" <<PC
prefix=\${pcfiledir}/../..
includedir=\${prefix}/include/hwloc
libdir=\${prefix}/lib

Name: hwloc
Description: hwloc's headers, for the macOS compile check
Version: $(debian_version libhwloc-dev)
Cflags: -I\${includedir}
Libs: -L\${libdir} -lhwloc
PC
