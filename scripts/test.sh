#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests.
#   scripts/test.sh              the release build's tests
#   scripts/test.sh --sanitize   and then the address+undefined sanitizer build's tests, built by clang
#                                with warnings as errors (build/sanitize; CI uses it): one build checks
#                                both what the sanitizers catch and what clang warns of
#   scripts/test.sh --slurm      install SLURM and munge too, so the batch script's test (tests/slurm.sh,
#                                ctest label slurm) runs a one-node SLURM here rather than skipping (CI uses it)
#   scripts/test.sh --arm64      and then the aarch64 cross build's tests under qemu-aarch64 (build/arm64,
#                                sysroot from scripts/arm64-sysroot.sh; CI uses it): every test with SVE
#                                registers of 128 bits, then the kernel tests at 512
#   scripts/test.sh --macos      fetch zig first (scripts/macos-toolchain.sh), so that the macOS compile
#                                check (ctest macos_compile, scripts/macos-check.sh) runs rather than
#                                skipping: every source compiled for arm64 macOS, never run (CI uses it)
#   scripts/test.sh --browser    install Chromium too, so that the browser test (ctest html_browser) opens
#                                report.html headless rather than skipping (CI uses it)
# Each stage's time is said when it ends and summed up at the end, with every test that skipped,
# its cause and its reason.
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

sanitize=0
arm64=0
macos=0
deps=()
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1; deps+=(--clang --fuzz) ;;
    --slurm) deps+=(--slurm) ;;
    --arm64) arm64=1; deps+=(--arm64) ;;
    --macos) macos=1; deps+=(--macos) ;;
    --browser) deps+=(--browser) ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (expected --sanitize, --slurm, --arm64, --macos or --browser)" >&2; exit 2 ;;
  esac
done

# Where the time goes: each stage's seconds (its build and its tests), said when it ends and summed
# up at the end. CI's limit is on the whole run.
stage_names=()
stage_seconds=()
end_stage() {
  local seconds=$((SECONDS - stage_start))
  stage_names+=("$1")
  stage_seconds+=("$seconds")
  echo "test.sh: stage '$1' took $seconds s"
  stage_start=$SECONDS
}

# run_ctest BUILD_DIR CTEST_ARGS...: ctest, then every skip of it with its cause and reason (ctest
# lists a skip, not its reason; tests/skip.sh and tests/skip.hpp log them to CPUROOF_SKIP_LOG).
# Under CPUROOF_STRICT_SKIPS=1 (CI) a skip for something the machine could have fails its test.
run_ctest() {
  local dir=$1 rc=0
  shift
  export CPUROOF_SKIP_LOG=$repo_root/$dir/Testing/skips.log
  mkdir -p "$(dirname "$CPUROOF_SKIP_LOG")"
  rm -f "$CPUROOF_SKIP_LOG"
  ctest "$@" || rc=$?
  if [ -s "$CPUROOF_SKIP_LOG" ]; then
    echo "test.sh ($dir): $(wc -l <"$CPUROOF_SKIP_LOG") skipped, each with its cause (hardware, build or setup) and reason:"
    sed 's/^/  /' "$CPUROOF_SKIP_LOG"
  else
    echo "test.sh ($dir): nothing skipped"
  fi
  unset CPUROOF_SKIP_LOG
  return "$rc"
}

scripts/install-deps.sh ${deps[@]+"${deps[@]}"}
if [ "$macos" -eq 1 ]; then
  scripts/macos-toolchain.sh >/dev/null
fi
stage_start=0
end_stage "install what the tests need"
# The macOS compile check, the browser test and the SLURM test run once, from the release build, as
# stages of their own; the other builds leave them out (-LE).
once='macos|browser|slurm'
build_preset release
run_ctest build/release --preset release -LE "$once"
end_stage "release (GCC)"
run_ctest build/release --preset release -L slurm
end_stage "SLURM batch script"
run_ctest build/release --preset release -L macos
end_stage "macOS compile check"
run_ctest build/release --preset release -L browser
end_stage "browser (report.html in Chromium)"
if [ "$sanitize" -eq 1 ]; then
  # Built by clang, where GCC builds the release: a second compiler's warnings (as errors) and
  # optimiser (-O2, -march=native) on the same code, under the sanitizers. Configured here, as a
  # preset cannot pick a compiler without naming a path.
  if [ ! -f build/sanitize/build.ninja ]; then
    CC=clang CXX=clang++ cmake --preset sanitize -DCMAKE_COMPILE_WARNING_AS_ERROR=ON >/dev/null
  fi
  cmake --build --preset sanitize
  run_ctest build/sanitize --preset sanitize -LE "$once"
  # The one check the sanitizers blur: each ISA level's objects hold that level's instructions only,
  # in clang's release build (only those objects are built).
  if [ ! -f build/clang-levels/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build/clang-levels -G Ninja -DCMAKE_BUILD_TYPE=Release -DCPUROOF_NATIVE=ON \
      -DCMAKE_COMPILE_WARNING_AS_ERROR=ON >/dev/null
  fi
  cmake --build build/clang-levels --target cpuroof_isa_level_objects
  run_ctest build/clang-levels --test-dir build/clang-levels --output-on-failure --no-tests=error -L isa_objects
  end_stage "sanitizers (clang, ASan+UBSan, warnings as errors)"
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
  # At 512 bits the kernels' tests alone: the bench-to-fit smoke run there took 253 s of CI under qemu.
  QEMU_CPU=max,sve-default-vector-length=64 \
    run_ctest build/arm64 --test-dir build/arm64 --output-on-failure -j 2 --no-tests=error -L kernels
  end_stage "arm64 under qemu"
fi
total=0
echo "test.sh: where the time went:"
for i in "${!stage_names[@]}"; do
  printf '  %6d s  %s\n' "${stage_seconds[$i]}" "${stage_names[$i]}"
  total=$((total + stage_seconds[i]))
done
printf '  %6d s  in all\n' "$total"
