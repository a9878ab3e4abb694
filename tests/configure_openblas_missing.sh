#!/usr/bin/env bash
# Configure (only) with no OpenBLAS to be found fails, naming the package to install on Debian/Ubuntu,
# Fedora, Arch and macOS. Every place looked is closed without touching the system: Debian's folder
# (CPUROOF_OPENBLAS_DIR), the pkg-config modules (CPUROOF_OPENBLAS_PC_MODULES) and CMake's FindBLAS
# (CMAKE_DISABLE_FIND_PACKAGE_BLAS).
# Usage: configure_openblas_missing.sh SOURCE_DIR GENERATOR C_COMPILER CXX_COMPILER
set -u
src=$1 generator=$2 cc=$3 cxx=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

if cmake -S "$src" -B "$work/build" -G "$generator" -DCMAKE_C_COMPILER="$cc" -DCMAKE_CXX_COMPILER="$cxx" \
     -DBUILD_TESTING=OFF -DCPUROOF_OPENBLAS_DIR="$work/no-debian-openblas" -DCPUROOF_OPENBLAS_PC_MODULES= \
     -DCMAKE_DISABLE_FIND_PACKAGE_BLAS=ON >"$work/out" 2>&1; then
  cat "$work/out"; echo "FAIL: configure succeeded without OpenBLAS"; exit 1
fi
grep -qF "cpuroof needs OpenBLAS (with cblas.h)." "$work/out" ||
  { echo "FAIL: the error does not name OpenBLAS alone as missing"; failures=$((failures + 1)); }
for system in "Debian/Ubuntu: sudo apt-get install" "Fedora: sudo dnf install" "Arch: sudo pacman -S" \
              "macOS (Homebrew): brew install"; do
  grep -F -- "$system" "$work/out" | grep -q openblas ||
    { echo "FAIL: no OpenBLAS package named for '$system'"; failures=$((failures + 1)); }
done
[ "$failures" -eq 0 ] || cat "$work/out"
[ "$failures" -eq 0 ]
