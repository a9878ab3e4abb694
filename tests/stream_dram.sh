#!/usr/bin/env bash
# The stream sweeps' DRAM path, which the smoke profile never reaches: past the caches a case fills
# its inputs anew, times its loop against the half-width one (bench_stream.cpp choose_loop), sets
# its destination again and is verified. The quick profile's DRAM working set of an in-place kind
# (axpy, update), a reduction (dot) and a three-array kind (triad) at one thread, one repetition:
# every one verifies, runs the DRAM repetitions, and names the level it ran.
set -eu
bench=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bench" --cpuroof_profile=quick --cpuroof_families=stream --benchmark_repetitions=1 \
  --benchmark_filter='^stream/(axpy|update|dot|triad)/hand/f64/ws:[0-9]+/threads:1/repeats:' \
  --benchmark_out="$work/raw.json" >"$work/bench.log" 2>&1 || { tail -20 "$work/bench.log"; exit 1; }
if grep -q '"error_occurred": true' "$work/raw.json"; then
  echo "a DRAM stream case failed verification:"; grep -A1 '"error_occurred": true' "$work/raw.json" | head; exit 1
fi
for kind in axpy update dot triad; do
  runs=$(grep -c "\"run_name\": \"stream/$kind/hand/f64/ws:[0-9]*/threads:1/repeats:3/real_time\"" "$work/raw.json" || true)
  [ "$runs" -ge 3 ] || { echo "stream $kind: $runs DRAM repetitions, not the 3 of repeats:3"; exit 1; }
  grep -q "\"label\": \"access=$kind isa=[a-z0-9_]*" "$work/raw.json" ||
    { echo "stream $kind: no label naming the level that ran"; exit 1; }
done
echo "stream DRAM path: fills, width choice and verification ok"
