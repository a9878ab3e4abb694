#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests.
#   scripts/test.sh              the release build's tests
#   scripts/test.sh --sanitize   and then the address+undefined sanitizer build's tests
#   scripts/test.sh --clang      and then a clang release build's tests (build/clang; CI uses it)
#   scripts/test.sh --slurm      install SLURM and munge too, so the batch script's test (tests/slurm.sh,
#                                ctest label slurm) runs a one-node SLURM here rather than skipping (CI uses it)
#   scripts/test.sh --arm64      and then the aarch64 cross build's tests under qemu-aarch64 (build/arm64,
#                                sysroot from scripts/arm64-sysroot.sh; CI uses it): every test with SVE
#                                registers of 128 bits, then the kernel tests and the smoke run at 512
#   scripts/test.sh --macos      fetch zig first (scripts/macos-toolchain.sh), so that the macOS compile
#                                check (ctest macos_compile, scripts/macos-check.sh) runs rather than
#                                skipping: every source compiled for arm64 macOS, never run (CI uses it)
#   scripts/test.sh --browser    install Chromium too, so that the browser test (ctest html_browser) opens
#                                report.html headless rather than skipping (CI uses it)
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

sanitize=0
clang=0
arm64=0
macos=0
deps=()
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    --clang) clang=1; deps+=(--clang) ;;
    --slurm) deps+=(--slurm) ;;
    --arm64) arm64=1; deps+=(--arm64) ;;
    --macos) macos=1; deps+=(--macos) ;;
    --browser) deps+=(--browser) ;;
    -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (expected --sanitize, --clang, --slurm, --arm64, --macos or --browser)" >&2; exit 2 ;;
  esac
done

# run_ctest BUILD_DIR CTEST_ARGS...: ctest, then whether the SLURM test ran or why it was skipped
# (ctest lists a skip, not its reason), pass or fail: the test's last line, which it leaves in the build;
# and the seconds since the last build's tests ended (its build and its tests), where CI's time goes.
run_ctest() {
  local dir=$1 rc=0 f=$1/Testing/slurm_batch.txt
  shift
  rm -f "$f"
  ctest "$@" || rc=$?
  if [ -s "$f" ]; then echo "test.sh ($dir): $(cat "$f")"; else echo "test.sh ($dir): slurm_batch: not run"; fi
  echo "test.sh ($dir): built and tested in $((SECONDS - stage_start)) s"
  stage_start=$SECONDS
  return "$rc"
}

scripts/install-deps.sh ${deps[@]+"${deps[@]}"}
if [ "$macos" -eq 1 ]; then
  scripts/macos-toolchain.sh >/dev/null
fi
echo "test.sh: what the tests need installed in $SECONDS s"
stage_start=$SECONDS
build_preset release
run_ctest build/release --preset release
if [ "$sanitize" -eq 1 ]; then
  build_preset sanitize
  run_ctest build/sanitize --preset sanitize
fi
if [ "$clang" -eq 1 ]; then
  # The release configuration built by clang instead of GCC: no preset, as presets cannot pick a
  # compiler without naming a path. Warnings are errors here, so a clang-only warning fails CI.
  if [ ! -f build/clang/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build/clang -G Ninja -DCMAKE_BUILD_TYPE=Release -DCPUROOF_NATIVE=ON \
      -DCMAKE_COMPILE_WARNING_AS_ERROR=ON >/dev/null
  fi
  cmake --build build/clang
  run_ctest build/clang --test-dir build/clang --output-on-failure -j 2 --no-tests=error
fi
if [ "$arm64" -eq 1 ]; then
  # The aarch64 cross build, its test programs run by qemu-aarch64 (cmake/toolchain-aarch64.cmake):
  # correctness only, as timing under emulation means nothing. qemu takes the CPU from QEMU_CPU:
  # "max" has NEON and SVE; sve-default-vector-length is in bytes.
  sysroot=$(scripts/arm64-sysroot.sh)
  if [ ! -f build/arm64/build.ninja ]; then
    cmake -S . -B build/arm64 -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-aarch64.cmake \
      -DCPUROOF_SYSROOT="$sysroot" >/dev/null
  fi
  cmake --build build/arm64
  QEMU_CPU=max,sve-default-vector-length=16 \
    run_ctest build/arm64 --test-dir build/arm64 --output-on-failure -j 2 --no-tests=error
  QEMU_CPU=max,sve-default-vector-length=64 \
    ctest --test-dir build/arm64 --output-on-failure -j 2 --no-tests=error -L 'kernels|smoke'
fi
