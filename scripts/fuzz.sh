#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang with ASan and UBSan, in build/fuzz) and runs each
# for a bounded time on its committed corpus, as many at once as there are cores. Exit 1 when one crashes (or
# hangs, leaks, runs out of memory), naming the input that did it: fix the bug, then copy that input
# into the corpus as a regression input (tests/analysis/test_fuzz_corpus.cpp replays the corpus in every normal build).
# New inputs the fuzzer finds go to build/fuzz/found/<target>, never into the committed corpus.
#   scripts/fuzz.sh [SECONDS]    SECONDS of fuzzing per target (default 60)
set -euo pipefail
source "$(dirname "$0")/common.sh"
cd "$repo_root"

seconds=${1:-60}
case $seconds in
  -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
  ''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 2 ;;
esac

scripts/install-deps.sh --fuzz
if [ ! -f build/fuzz/build.ninja ]; then
  CC=clang CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCPUROOF_FUZZ=ON \
    -DCPUROOF_NATIVE=OFF >/dev/null
fi
targets=()
for source in tests/fuzz/fuzz_*.cpp; do targets+=("$(basename "$source" .cpp)"); done
cmake --build build/fuzz --target "${targets[@]}"

# One target's fuzzing; its verdict in build/fuzz/<target>.verdict (0: no crash).
fuzz_one() {
  local target=$1 corpus found artifacts input
  # A target's own corpus folder (corpus-<target>) if it has one, else the shared tests/fuzz/corpus.
  corpus=tests/fuzz/corpus-$target
  [ -d "$corpus" ] || corpus=tests/fuzz/corpus
  found=build/fuzz/found/$target
  artifacts=build/fuzz/crashes/$target
  rm -rf "$artifacts"  # only this run's crashes are reported
  mkdir -p "$found" "$artifacts"
  # A target's own dictionary (<target>.dict) if it has one, else the JSON one.
  local dict=()
  if [ -f "tests/fuzz/$target.dict" ]; then dict=(-dict="tests/fuzz/$target.dict")
  elif [ -f tests/fuzz/json.dict ]; then dict=(-dict=tests/fuzz/json.dict); fi
  # -timeout: an input that takes 30 s is a hang, reported like a crash.
  if nice -n 10 "build/fuzz/tests/fuzz/$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 \
      -print_final_stats=1 "${dict[@]}" -artifact_prefix="$artifacts/" "$found" "$corpus" >"build/fuzz/$target.log" 2>&1; then
    echo 0 >"build/fuzz/$target.verdict"
  else
    echo 1 >"build/fuzz/$target.verdict"
  fi
}

# A libFuzzer process runs on one core: as many targets at once as there are cores.
jobs=$(nproc)
for ((i = 0; i < ${#targets[@]}; i += jobs)); do
  batch=("${targets[@]:i:jobs}")
  for target in "${batch[@]}"; do
    echo "fuzz.sh: $target for $seconds s"
    fuzz_one "$target" &
  done
  wait
done

failed=0
for target in "${targets[@]}"; do
  if [ "$(cat "build/fuzz/$target.verdict" 2>/dev/null)" = 0 ]; then
    echo "fuzz.sh: $target: $(grep -E '^stat::number_of_executed_units' "build/fuzz/$target.log" || echo done)"
  else
    tail -n 40 "build/fuzz/$target.log"
    for input in "build/fuzz/crashes/$target"/*; do
      [ -e "$input" ] && echo "fuzz.sh: $target failed on $input (log: build/fuzz/$target.log)"
    done
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "fuzz.sh: no crash in ${#targets[@]} target(s), $seconds s each"
exit "$failed"
