#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests.
#   scripts/test.sh              the release build's tests
#   scripts/test.sh --sanitize   and then the address+undefined sanitizer build's tests
#   scripts/test.sh --clang      and then a clang release build's tests (build/clang; CI uses it)
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

sanitize=0
clang=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    --clang) clang=1 ;;
    -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (expected --sanitize or --clang)" >&2; exit 2 ;;
  esac
done

if [ "$clang" -eq 1 ]; then scripts/install-deps.sh --clang; else scripts/install-deps.sh; fi
build_preset release
ctest --preset release
if [ "$sanitize" -eq 1 ]; then
  build_preset sanitize
  ctest --preset sanitize
fi
if [ "$clang" -eq 1 ]; then
  # The release configuration built by clang instead of GCC: no preset, as presets cannot pick a
  # compiler without naming a path. Warnings are errors here, so a clang-only warning fails CI.
  if [ ! -f build/clang/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build/clang -G Ninja -DCMAKE_BUILD_TYPE=Release -DCPUROOF_NATIVE=ON \
      -DCMAKE_COMPILE_WARNING_AS_ERROR=ON >/dev/null
  fi
  cmake --build build/clang
  ctest --test-dir build/clang --output-on-failure -j 2 --no-tests=error
fi
