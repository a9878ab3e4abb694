#!/usr/bin/env bash
# The macOS compile check: every C++ source of the project compiled for arm64 macOS (Apple Silicon) by
# zig (scripts/macos-toolchain.sh) with warnings as errors, against the dependencies' headers
# (scripts/macos-deps.sh), and the one program whose dependencies are all headers linked.
# Compiled, never run: nothing here runs a Mac binary.
#   scripts/macos-check.sh [BUILD_DIR]   (default build/macos)
# The sources are the ones CMake compiles: the project is configured for Darwin
# (cmake/toolchain-aarch64-macos.cmake), so platform/CMakeLists.txt picks the macOS folder,
# cmake/IsaLevels.cmake the aarch64 levels and their flags, and no second list of files can drift
# from the build's. Every object is built; then every tracked .cpp must be in the compile database.
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"
start=$SECONDS
dir=${1:-build/macos}
CPUROOF_ZIG=$(scripts/macos-toolchain.sh)
export CPUROOF_ZIG

mkdir -p "$dir"
# One check at a time in a build folder (the ctest of several builds share build/macos).
exec 9>"$dir/.lock"
flock 9

# Staged afresh, kept only when it differs from what is there: unchanged headers keep their times,
# so a second check recompiles nothing.
staging=$(mktemp -d "$dir/.deps.XXXXXX")
trap 'rm -rf "$staging"' EXIT
scripts/macos-deps.sh "$staging/deps"
if ! diff -r "$staging/deps" "$dir/deps" >/dev/null 2>&1; then
  rm -rf "$dir/deps"
  mv "$staging/deps" "$dir/deps"
fi

# Unoptimised (-O0, no debug information): clang's warnings come from its front end, whatever the
# optimisation, and an unoptimised build takes less time.
if [ ! -f "$dir/build.ninja" ]; then
  cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-O0 -DCMAKE_C_FLAGS_DEBUG=-O0 \
    -DCMAKE_COMPILE_WARNING_AS_ERROR=ON \
    -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64-macos.cmake -DCPUROOF_MACOS_DEPS="$(realpath "$dir/deps")" >/dev/null
fi

# Every object file, and the programs that link with no dependency's library: make_synthetic_run (its
# one dependency, nlohmann's JSON, is headers). The others need a library with no macOS build here
# (GoogleTest, Google Benchmark, fmt, hwloc, OpenBLAS, zlib, libomp). Its first link builds zig's
# libc++ for macOS, minutes once, kept in zig's cache.
mapfile -t objects < <(ninja -C "$dir" -t targets all | sed -n 's/^\([^:]*\.o\): .*/\1/p' | sort)
linked=(make_synthetic_run)
log="$dir/macos-check.log"
if ! ninja -C "$dir" -j2 -k 0 "${objects[@]}" "${linked[@]}" >"$log" 2>&1; then
  grep -E -A12 '^FAILED|error:' "$log" | head -n 80 >&2
  echo "macos-check: the arm64 macOS build failed (all of it in $log)" >&2
  exit 1
fi
# -Werror covers the compiler; anything else that warns (the linker, zig) counts too.
if grep -q -i 'warning' "$log"; then
  grep -i 'warning' "$log" >&2
  echo "macos-check: warnings in the arm64 macOS build (all of it in $log)" >&2
  exit 1
fi

# Every C++ source the repository tracks is compiled, in a unit of its own or in a unity batch,
# except those no macOS build has: another OS's platform folder, x86-64's sources (avx, x86 in the name)
# and the SVE level's (no SVE on macOS: cmake/IsaLevels.cmake), the libFuzzer targets (scripts/fuzz.sh, Linux clang), the example
# project (built against an installed cpuroof) and the measurement aids under scripts/.
compiled=$(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$dir/compile_commands.json" | sort -u)
compiled+=$'\n'$(grep -h '^#include "' $(grep '/Unity/unity_' <<<"$compiled") 2>/dev/null | sed 's/^#include "\(.*\)"$/\1/')
missing=()
while read -r source; do
  grep -qxF "$repo_root/$source" <<<"$compiled" || missing+=("$source")
done < <(git ls-files '*.cpp' | grep -v -E '^(platform/linux/|(kernels|bench)/[^/]*(avx|x86|sve)[^/]*\.cpp$|tests/fuzz/|examples/|scripts/)')
if [ ${#missing[@]} -gt 0 ]; then
  printf 'macos-check: not compiled for macOS: %s\n' "${missing[@]}" >&2
  exit 1
fi

echo "macos-check: ${#objects[@]} objects and ${#linked[@]} program (${linked[*]}) built for arm64 macOS," \
  "no warning, in $((SECONDS - start)) s: compiled, never run"
