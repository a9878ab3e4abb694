#!/usr/bin/env bash
# Installs what is missing, builds, and runs the tests.
#   scripts/test.sh              the release build's tests
#   scripts/test.sh --sanitize   and then the address+undefined sanitizer build's tests
#   scripts/test.sh --clang      and then a clang release build's tests (build/clang; CI uses it)
#   scripts/test.sh --slurm      install SLURM and munge too, so the batch script's test (tests/slurm.sh,
#                                ctest label slurm) runs a one-node SLURM here rather than skipping (CI uses it)
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

sanitize=0
clang=0
deps=()
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    --clang) clang=1; deps+=(--clang) ;;
    --slurm) deps+=(--slurm) ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (expected --sanitize, --clang or --slurm)" >&2; exit 2 ;;
  esac
done

# run_ctest BUILD_DIR CTEST_ARGS...: ctest, then whether the SLURM test ran or why it was skipped
# (ctest lists a skip, not its reason), pass or fail: the test's last line, which it leaves in the build.
run_ctest() {
  local dir=$1 rc=0 f=$1/Testing/slurm_batch.txt
  shift
  rm -f "$f"
  ctest "$@" || rc=$?
  if [ -s "$f" ]; then echo "test.sh ($dir): $(cat "$f")"; else echo "test.sh ($dir): slurm_batch: not run"; fi
  return "$rc"
}

scripts/install-deps.sh ${deps[@]+"${deps[@]}"}
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
