#!/usr/bin/env bash
# Every reference run kept in results/ (raw.json.gz) re-fits with this analysis: the folders are there
# so that a run can be fitted again, and runs written before the bench added a counter still load.
# On x86-64, where they were fitted, each table the re-fit writes must be byte for byte the one
# recorded in MANIFEST (sha256sum's format, paths under RESULTS): a change to the analysis that moves
# a figure, a column or a row fails here, naming the table. When the change is meant, record the new
# tables: tests/reference_runs.sh --record CPUROOF RESULTS MANIFEST.
#   reference_runs.sh [--record] CPUROOF RESULTS MANIFEST
set -eu
record=0
if [ "${1:-}" = --record ]; then record=1; shift; fi
[ $# -eq 3 ] || { echo "usage: reference_runs.sh [--record] CPUROOF RESULTS MANIFEST" >&2; exit 2; }
cpuroof=$1
results=$2
manifest=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fitted=0
: >"$work/sums"
for raw in "$results"/*/*/raw.json.gz; do
  [ -e "$raw" ] || continue
  run=${raw#"$results"/}
  run=${run%/raw.json.gz}
  out="$work/fitted/$run"
  mkdir -p "$(dirname "$out")"
  "$cpuroof" fit "$raw" -o "$out" -q >/dev/null || { echo "cannot re-fit $raw"; exit 1; }
  [ -s "$out/roofs.csv" ] && [ -s "$out/points.csv" ] || { echo "re-fitting $raw wrote no tables"; exit 1; }
  (cd "$work/fitted" && sha256sum "$run"/*.csv) >>"$work/sums"
  fitted=$((fitted + 1))
done
[ "$fitted" -gt 0 ] || { echo "no reference run under $results"; exit 1; }
if [ "$record" -eq 1 ]; then
  cp "$work/sums" "$manifest"
  echo "reference runs: $fitted re-fitted, their tables recorded in $manifest"
  exit 0
fi
if [ "$(uname -m)" != x86_64 ]; then
  echo "reference runs: $fitted re-fitted (tables compared on x86-64 only, where they were recorded)"
  exit 0
fi
if ! diff <(sort -k2 "$manifest") <(sort -k2 "$work/sums") >"$work/diff"; then
  echo "re-fitting the reference runs changed these tables (< recorded, > now):"
  cat "$work/diff"
  echo "if the change is meant: tests/reference_runs.sh --record $cpuroof $results $manifest"
  exit 1
fi
echo "reference runs: $fitted re-fitted, every table as recorded"
