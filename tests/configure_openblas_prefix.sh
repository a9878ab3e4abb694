#!/usr/bin/env bash
# Configure (only, no build) takes an OpenBLAS outside the Debian paths: this build's OpenBLAS library
# and its cblas.h/openblas_config.h copied into a temporary prefix, taken through the CPUROOF_OPENBLAS
# hint (a prefix, then the library file) over Debian's folder, and through a pkg-config file there with
# Debian's folder made unfindable (CPUROOF_OPENBLAS_DIR). The build's run-time path must name the
# prefix's folder, or the programs would load another OpenBLAS.
# Usage: configure_openblas_prefix.sh SOURCE_DIR GENERATOR C_COMPILER CXX_COMPILER OPENBLAS_LIBRARY OPENBLAS_INCLUDE_DIR
set -u
src=$1 generator=$2 cc=$3 cxx=$4 library=$5 include=$6
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/openblas
build=$work/build
failures=0

mkdir -p "$prefix/lib/pkgconfig" "$prefix/include"
cp -L "$library" "$prefix/lib/libopenblas.so"
cp "$include/cblas.h" "$include/openblas_config.h" "$prefix/include/"
# Named as the first module looked for, so that PKG_CONFIG_PATH takes it over any system module.
cat >"$prefix/lib/pkgconfig/openblas-openmp.pc" <<PC
libdir=$prefix/lib
includedir=$prefix/include
Name: openblas-openmp
Description: OpenBLAS in a temporary prefix
Version: 0
Libs: -L\${libdir} -lopenblas
Cflags: -I\${includedir}
PC

expect_taken() {  # <file> <how it was found> <cmake arguments...>: configure in $build, check the line and rpath
  local file=$1 how=$2
  shift 2
  if ! cmake -S "$src" -B "$build" -G "$generator" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
       -DBUILD_TESTING=OFF -DCMAKE_SKIP_BUILD_RPATH=ON "$@" >"$work/out" 2>&1; then
    cat "$work/out"; echo "FAIL $how: configure failed"; failures=$((failures + 1)); return
  fi
  grep -qF -- "-- OpenBLAS: $file ($how;" "$work/out" ||
    { cat "$work/out"; echo "FAIL $how: $file not taken"; failures=$((failures + 1)); }
  grep -rqF --include=build.ninja --include=link.txt -- "-Wl,-rpath,$prefix/lib" "$build" ||
    { echo "FAIL $how: no run-time path to $prefix/lib"; failures=$((failures + 1)); }
}

expect_taken "$prefix/lib/libopenblas.so" "CPUROOF_OPENBLAS" -DCPUROOF_OPENBLAS="$prefix"
PKG_CONFIG_PATH=$prefix/lib/pkgconfig expect_taken "$prefix/lib/libopenblas.so" "pkg-config module openblas-openmp" \
  -DCPUROOF_OPENBLAS= -DCPUROOF_OPENBLAS_DIR="$work/no-debian-openblas"
expect_taken "$prefix/lib/libopenblas.so" "CPUROOF_OPENBLAS" -DCPUROOF_OPENBLAS="$prefix/lib/libopenblas.so" \
  -DCPUROOF_OPENBLAS_DIR="$work/no-debian-openblas"
[ "$failures" -eq 0 ]
