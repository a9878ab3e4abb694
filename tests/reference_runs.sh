#!/usr/bin/env bash
# Every reference run kept in results/ (raw.json.gz) re-fits with this analysis: the folders are there
# so that a run can be fitted again, and runs written before the bench added a counter still load.
set -eu
cpuroof=$1
results=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fitted=0
for raw in "$results"/*/*/raw.json.gz; do
  [ -e "$raw" ] || continue
  out="$work/$fitted"
  "$cpuroof" fit "$raw" -o "$out" -q >/dev/null || { echo "cannot re-fit $raw"; exit 1; }
  [ -s "$out/roofs.csv" ] && [ -s "$out/points.csv" ] || { echo "re-fitting $raw wrote no tables"; exit 1; }
  fitted=$((fitted + 1))
done
[ "$fitted" -gt 0 ] || { echo "no reference run under $results"; exit 1; }
echo "reference runs: $fitted re-fitted"
